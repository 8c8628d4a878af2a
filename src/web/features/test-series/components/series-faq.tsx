import { FaqList, type FaqEntry } from '../../../components/faq-list.tsx';
import { useTranslation } from '../../../i18n/index.ts';

// SPEC §1 and §9 FAQ facts: no refunds, payments through a card payment gateway, no hidden charges,
// each test once only, solutions and analytics after each test
export function SeriesFaq() {
  const { t } = useTranslation('catalogue');
  const questions: FaqEntry[] = [
    { q: t('faq.contents.q'), a: t('faq.contents.a') },
    { q: t('faq.attempts.q'), a: t('faq.attempts.a') },
    { q: t('faq.solutions.q'), a: t('faq.solutions.a') },
    { q: t('faq.payment.q'), a: t('faq.payment.a') },
    { q: t('faq.hidden.q'), a: t('faq.hidden.a') },
    { q: t('faq.refund.q'), a: t('faq.refund.a') },
  ];
  return <FaqList id="series-faq-title" title={t('faq.title')} entries={questions} />;
}
