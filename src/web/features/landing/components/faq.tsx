import { FaqList } from '../../../components/faq-list.tsx';
import { landingFaq } from '../faq-questions.ts';

export function Faq() {
  return <FaqList id="faq-title" title="Questions aspirants ask" entries={landingFaq} />;
}
