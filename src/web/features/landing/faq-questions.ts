// The landing page's questions and answers: the FAQ section shows them, and the page's structured
// data hands the same list to search engines as a schema.org FAQPage. One list, so the two never differ.
// SPEC §9 FAQ facts: no refunds, payments through a card gateway, no hidden charges, each test once
// only, solutions and analytics after each test.
import type { TFunction } from '../../i18n/messages.ts';
import type { FaqEntry } from '../../components/faq-list.tsx';

/** The questions in the interface's language (locales/<language>/landing.json, faq.*). */
export function landingFaqIn(t: TFunction<'landing'>): FaqEntry[] {
  return [
    { q: t('faq.free.q'), a: t('faq.free.a') },
    { q: t('faq.register.q'), a: t('faq.register.a') },
    { q: t('faq.attempts.q'), a: t('faq.attempts.a') },
    { q: t('faq.solutions.q'), a: t('faq.solutions.a') },
    { q: t('faq.negative.q'), a: t('faq.negative.a') },
    { q: t('faq.payments.q'), a: t('faq.payments.a') },
    { q: t('faq.refund.q'), a: t('faq.refund.a') },
    { q: t('faq.prize.q'), a: t('faq.prize.a') },
    { q: t('faq.sources.q'), a: t('faq.sources.a') },
    { q: t('faq.phone.q'), a: t('faq.phone.a') },
  ];
}

/** The schema.org FAQPage for a list of questions. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}
