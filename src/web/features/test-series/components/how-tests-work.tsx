import { Ban, Calculator, ChartLine, ListChecks } from 'lucide-react';

const points = [
  { icon: ListChecks, text: 'Aptitude and Technical sections with GATE’s three question types: MCQ, MSQ and NAT answered on the numeric keypad.' },
  { icon: Ban, text: 'A wrong answer costs one third of the question’s marks (33%), as in GATE.' },
  { icon: Calculator, text: 'An on-screen scientific calculator and Mark for Review, like exam day.' },
  { icon: ChartLine, text: 'Solutions and a full analysis of your attempt right after you submit.' },
];

/** The rules a learner should know before pressing Start, in short. */
export function HowTestsWork() {
  return (
    <section aria-labelledby="how-tests-title" className="rounded-2xl bg-navy-900 p-5 text-slate-200 shadow-sm sm:p-6">
      <h2 id="how-tests-title" className="text-lg font-semibold text-white">
        How the tests work
      </h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
