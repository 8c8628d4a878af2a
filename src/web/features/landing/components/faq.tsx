import { FaqList } from '../../../components/faq-list.tsx';
import { landingFaqIn } from '../faq-questions.ts';
import { useTranslation } from '../../../i18n/index.ts';

export function Faq() {
  const { t } = useTranslation('landing');
  return <FaqList id="faq-title" title={t('faqTitle')} entries={landingFaqIn(t)} />;
}
