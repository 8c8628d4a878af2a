import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Bell, CalendarCheck, FileQuestionMark, FileUp, History, IndianRupee, Library, ListChecks, ListTree, Sparkles, Users } from 'lucide-react';
import { can, type AdminAction } from '../../../../shared/admin-permissions.ts';
import type { Role } from '../../../../shared/roles.ts';
import { adminPaths } from '../../../lib/paths.ts';

const links: { to: string; label: string; description: string; icon: LucideIcon; action: AdminAction }[] = [
  { to: adminPaths.questionList(), label: 'Question bank', description: 'Write, find and review questions.', icon: FileQuestionMark, action: 'admin.view' },
  {
    to: adminPaths.taxonomy(),
    label: 'Syllabus tree',
    description: 'Subjects, topics and subtopics, with where the bank is thin.',
    icon: ListTree,
    action: 'admin.view',
  },
  {
    to: adminPaths.questionGenerate(),
    label: 'Generate with AI',
    description: 'Draft questions from the model, checked first.',
    icon: Sparkles,
    action: 'questions.generate',
  },
  { to: adminPaths.review(), label: 'Review queue', description: 'Approve, edit or reject drafts.', icon: ListChecks, action: 'questions.review' },
  { to: adminPaths.questionImport(), label: 'Import questions', description: 'Aiken, GIFT (Moodle) or CSV files.', icon: FileUp, action: 'questions.import' },
  { to: adminPaths.seriesList(), label: 'Test series', description: 'Series, their tests and prices.', icon: Library, action: 'admin.view' },
  { to: adminPaths.quizList(), label: 'Weekly quizzes', description: 'Schedule each week’s quiz.', icon: CalendarCheck, action: 'admin.view' },
  { to: adminPaths.notificationList(), label: 'Notifications', description: 'Publish or schedule updates.', icon: Bell, action: 'notifications.manage' },
  { to: adminPaths.people(), label: 'People', description: 'Learners, their access and roles.', icon: Users, action: 'people.view' },
  { to: adminPaths.payments(), label: 'Payments', description: 'Orders, totals, receipts, reconcile.', icon: IndianRupee, action: 'payments.view' },
  { to: adminPaths.audit(), label: 'Audit log', description: 'Who changed what, before and after.', icon: History, action: 'audit.view' },
];

/** The areas this role can use. */
export function QuickLinks({ role }: { role: Role }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {links
        .filter((link) => can(role, link.action))
        .map(({ to, label, description, icon: Icon }) => (
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
