import { ChevronDown } from 'lucide-react';

// SPEC §9 FAQ facts: no refunds, payments through a card gateway, no hidden charges,
// each test once only, solutions and analytics after each test
const questions = [
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
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">FAQ</p>
      <h2 id="faq-title" className="mt-2 text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        Questions aspirants ask
      </h2>
      <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
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
