import { FaqList, type FaqEntry } from '../../../components/faq-list.tsx';

// SPEC §9 FAQ facts: no refunds, payments through a card gateway, no hidden charges,
// each test once only, solutions and analytics after each test
const questions: FaqEntry[] = [
  {
    q: 'Is Prepverse free?',
    a: 'Yes. The weekly quiz is free, and so are many test series. Some series are paid, at a discount, with prices in Indian rupees.',
  },
  {
    q: 'How do I register?',
    a: 'Registration and login are only via Google. Click Register, choose your Google account, and your Prepverse account is ready.',
  },
  {
    q: 'How many times can I attempt a test or quiz?',
    a: 'Each test and each weekly quiz can be attempted once, just like the real exam, so your report reflects a genuine first attempt.',
  },
  {
    q: 'When do I see the solutions?',
    a: 'Right after you submit: you get the solutions and an analysis of your score, accuracy, attempt rate and time per question.',
  },
  {
    q: 'How is negative marking applied?',
    a: 'In test series a wrong answer costs one third of the question’s marks (33%), as in GATE. In the weekly quiz a correct answer earns +1 and a wrong one −0.33. Unanswered questions score 0.',
  },
  {
    q: 'How do payments work? Can I get a refund?',
    a: 'Payments go through a secure card payment gateway. The price you see is the price you pay, with no hidden charges. Enrolments are non-refundable.',
  },
  {
    q: 'Where do the questions come from?',
    a: 'Questions are AI-generated and reviewed, or drawn from public sources. Prepverse is not affiliated with the official exam bodies.',
  },
];

export function Faq() {
  return <FaqList id="faq-title" title="Questions aspirants ask" entries={questions} />;
}
