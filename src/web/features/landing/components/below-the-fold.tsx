import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowRight } from 'lucide-react';
import { AdSlot } from '../../../components/ad-slot.tsx';
import { buttonClasses } from '../../../components/button.tsx';
import { ContentDisclaimer } from '../../../components/content-disclaimer.tsx';
import { routePatterns } from '../../../lib/paths.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ExamView } from './exam-view.tsx';
import { Faq } from './faq.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { FeaturedSeries } from './featured-series.tsx';
import { HowItWorks } from './how-it-works.tsx';

function ClosingCall() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-600 to-navy-800 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2 id="closing-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {t('closing.title')}
        </h2>
        <p className="max-w-xl text-brand-100">{t('closing.body')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={routePatterns.weeklyQuiz} className={buttonClasses('light', 'lg')}>
            {t('closing.quiz')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={routePatterns.testSeries} className={buttonClasses('outline-light', 'lg')}>
            {t('closing.browse')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The landing page under its hero: the series, the ad, what Prepverse offers, the FAQ and the last call. */
export function BelowTheFold() {
  return (
    <>
      <FeaturedSeries />
      <AdSlot placement="landing" className="my-6" />
      <FeatureCards />
      <ExamView />
      <HowItWorks />
      <Faq />
      <ClosingCall />
      <div className="mx-auto max-w-3xl px-4 pb-14 sm:px-6">
        <ContentDisclaimer />
      </div>
    </>
  );
}
