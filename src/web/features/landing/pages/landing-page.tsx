import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { Prefetch } from '../../../lib/route-data.ts';
import { seriesListQuery } from '../../../lib/series-list.ts';
import { weeklyQuizzesQuery } from '../../../lib/weekly-quiz.ts';
import { SITE_DESCRIPTION } from '../../../../shared/seo.ts';
import { Hero } from '../components/hero.tsx';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { faqPageJsonLd, landingFaqIn } from '../faq-questions.ts';

// everything under the first screen: its own chunk, hydrated after the hero
const BelowTheFold = hydrateLater(() => import('../components/below-the-fold.tsx').then((module) => module.BelowTheFold));

/** This week's quiz and last week's winner (the hero), and the featured series (below the fold). */
export const prefetch: Prefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(weeklyQuizzesQuery(null)), queryClient.prefetchQuery(seriesListQuery)]);

export function LandingPage() {
  const { t } = useTranslation('landing');
  // the FAQ's own questions, as search engines read them: the same list the page shows, in its language
  const jsonLd = useMemo(() => [faqPageJsonLd(landingFaqIn(t))], [t]);
  usePageMeta({ title: null, description: SITE_DESCRIPTION, jsonLd });
  return (
    <>
      <Hero />
      <BelowTheFold />
    </>
  );
}
