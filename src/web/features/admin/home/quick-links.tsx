import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, FileQuestionMark, FileUp, Library } from 'lucide-react';
import { adminPaths } from '../../../lib/paths.ts';

const links: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: adminPaths.questionList(), label: 'Question bank', description: 'Write, find and review questions.', icon: FileQuestionMark },
  { to: adminPaths.questionImport(), label: 'Import questions', description: 'Aiken, GIFT (Moodle) or CSV files.', icon: FileUp },
  { to: adminPaths.seriesList(), label: 'Test series', description: 'Series, their tests and prices.', icon: Library },
  { to: adminPaths.quizList(), label: 'Weekly quizzes', description: 'Schedule each week’s quiz.', icon: CalendarCheck },
];

export function QuickLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {links.map(({ to, label, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-navy-900">{label}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
