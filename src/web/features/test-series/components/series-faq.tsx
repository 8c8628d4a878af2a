import { FaqList, type FaqEntry } from '../../../components/faq-list.tsx';

// SPEC §1 and §9 FAQ facts: no refunds, payments through a card payment gateway, no hidden charges,
// each test once only, solutions and analytics after each test
const questions: FaqEntry[] = [
  {
    q: 'What is in a test series?',
    a: 'Tests at three levels: Easy Subject Tests (20 minutes), Full Subject Tests (50 minutes) and the 3-hour advanced tests and full-length mocks (a full mock has GATE’s 65 questions and 100 marks). Each has Aptitude and Technical sections with GATE’s question types: MCQ (one answer), MSQ (one or more answers) and NAT (a number typed on the on-screen keypad).',
  },
  {
    q: 'How many times can I attempt a test?',
    a: 'Each test can be attempted once only, just like the real exam, so your report reflects a genuine first attempt.',
  },
  {
    q: 'Do I get solutions and analytics?',
    a: 'Yes. After each test you see the solutions to every question and an analysis of your score, accuracy, attempt rate, negative marks and time per question. Your dashboard tracks the trend across tests.',
  },
  {
    q: 'How do I pay for a paid series?',
    a: 'Payments go through a secure card payment gateway, in Indian rupees (INR). Cards, UPI and net banking are handled by the gateway; Prepverse never sees your card details.',
  },
  {
    q: 'Are there any hidden charges?',
    a: 'No hidden charges. The final price on the card, after the discount, is the total you pay. Free series cost nothing at all.',
  },
  {
    q: 'Can I get a refund?',
    a: 'No. Enrolments are non-refundable, so please read the series description, and try a free series first if you want to see how the tests work.',
  },
];

export function SeriesFaq() {
  return <FaqList id="series-faq-title" title="Test series questions" entries={questions} />;
}
