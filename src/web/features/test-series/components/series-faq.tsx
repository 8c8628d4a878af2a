import { ChevronDown } from 'lucide-react';

// SPEC §1 and §9 FAQ facts: no refunds, payments through a card payment gateway, no hidden charges,
// each test once only, solutions and analytics after each test
const questions = [
  {
    q: 'What is in a test series?',
    a: 'Full-length mock tests at three levels: Easy Subject Tests (20 minutes), Full Subject Tests (50 minutes) and GATE Level Tests (3 hours). Each has Aptitude and Technical sections of multiple-choice questions; MSQ and NAT questions are converted to MCQ.',
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
  return (
    <section aria-labelledby="series-faq-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">FAQ</p>
      <h2 id="series-faq-title" className="mt-2 text-center text-3xl font-bold tracking-tight text-navy-900">
        Test series questions
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {questions.map(({ q, a }) => (
          <details key={q} className="group px-5 sm:px-6 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-5 text-left font-semibold text-navy-900">
              {q}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-400 transition group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="-mt-1 pb-5 text-sm leading-relaxed text-slate-600">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
