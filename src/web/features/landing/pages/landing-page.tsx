import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { SITE_DESCRIPTION } from '../../../../shared/seo.ts';
import { Hero } from '../components/hero.tsx';
import { faqPageJsonLd, landingFaq } from '../faq-questions.ts';

// everything under the first screen: its own chunk, hydrated after the hero
const BelowTheFold = hydrateLater(() => import('../components/below-the-fold.tsx').then((module) => module.BelowTheFold));

// the FAQ's own questions, as search engines read them: the same list the page shows
const jsonLd = [faqPageJsonLd(landingFaq)];

export function LandingPage() {
  usePageMeta({ title: null, description: SITE_DESCRIPTION, jsonLd });
  return (
    <>
      <Hero />
      <BelowTheFold />
    </>
  );
}
