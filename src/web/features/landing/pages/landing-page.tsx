import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { AdSlot } from '../../../components/ad-slot.tsx';
import { buttonClasses } from '../../../components/button.tsx';
import { ContentDisclaimer } from '../../../components/content-disclaimer.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { routePatterns } from '../../../lib/paths.ts';
import { SITE_DESCRIPTION } from '../../../../shared/seo.ts';
import { ExamView } from '../components/exam-view.tsx';
import { Faq } from '../components/faq.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { FeaturedSeries } from '../components/featured-series.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { faqPageJsonLd, landingFaq } from '../faq-questions.ts';

function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-600 to-navy-800 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2 id="closing-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          This week’s quiz is waiting
        </h2>
        <p className="max-w-xl text-brand-100">
          One timed attempt, instant analysis, and a clear picture of where you stand. Rank 1 wins a GATE CS test series.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={routePatterns.weeklyQuiz} className={buttonClasses('light', 'lg')}>
            Go to the Weekly Quiz
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={routePatterns.testSeries} className={buttonClasses('outline-light', 'lg')}>
            Browse test series
          </Link>
        </div>
      </div>
    </section>
  );
}

// the FAQ's own questions, as search engines read them: the same list the page shows
const jsonLd = [faqPageJsonLd(landingFaq)];

export function LandingPage() {
  usePageMeta({ title: null, description: SITE_DESCRIPTION, jsonLd });
  return (
    <>
      <Hero />
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
