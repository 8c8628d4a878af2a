// The landing page's questions and answers: the FAQ section shows them, and the page's structured
// data hands the same list to search engines as a schema.org FAQPage. One list, so the two never differ.
// SPEC §9 FAQ facts: no refunds, payments through a card gateway, no hidden charges, each test once
// only, solutions and analytics after each test.
import type { FaqEntry } from '../../components/faq-list.tsx';

export const landingFaq: readonly FaqEntry[] = [
  {
    q: 'Is Prepverse free?',
    a: 'Yes. The weekly quiz is free for everyone, and so are several test series. Some series are paid, always at a discount, with the price shown in Indian rupees before you pay.',
  },
  {
    q: 'How do I register?',
    a: 'Registration and login are only via Google. Click Register, choose your Google account, and your Prepverse account is ready. We receive only your name, e-mail address and profile picture.',
  },
  {
    q: 'How many times can I attempt a test or a quiz?',
    a: 'Each test and each weekly quiz can be attempted once only, just like the real exam, so your report reflects a genuine first attempt. The clock runs on our server, so a refresh or a second device does not reset it.',
  },
  {
    q: 'When do I see the solutions?',
    a: 'Right after you submit. Every test and quiz shows the correct answers with explanations, and analytics of your score, accuracy, attempt rate, negative marks and time per question, which also go into your performance report.',
  },
  {
    q: 'How is negative marking applied?',
    a: 'In test series a wrong answer costs one third of the question’s marks (33%), as in GATE. In the weekly quiz a correct answer earns +1 and a wrong one −0.33. Unanswered questions score 0.',
  },
  {
    q: 'How do payments work?',
    a: 'Payments are made in Indian rupees (INR) through Razorpay, a secure card payment gateway; your card details never reach Prepverse. There are no hidden charges: the amount on the Pay button is all you pay, and a receipt is available in My Learning.',
  },
  {
    q: 'Can I get a refund?',
    a: 'No. All payments are final and enrolments are non-refundable, so please try the free series and the weekly quiz first. If a payment went through but the series is not in My Learning, contact us with the payment id and we will enrol you.',
  },
  {
    q: 'How does the weekly quiz prize work?',
    a: 'A new timed quiz opens every week. When it closes, the learner ranked 1 (highest score, with the faster time breaking a tie) is announced as the winner and gets free access to a GATE CS test series.',
  },
  {
    q: 'Where do the questions come from?',
    a: 'Questions are AI-generated and reviewed by our team, or drawn from public sources such as previous years’ papers. Prepverse is not affiliated with IISc, the IITs, the NTA, the UGC or any other official exam body.',
  },
  {
    q: 'Can I practise on my phone?',
    a: 'Yes, every page and test works on a phone. For the 3-hour full-length mocks we recommend a laptop or desktop, as on exam day.',
  },
];

/** The schema.org FAQPage for a list of questions. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}
