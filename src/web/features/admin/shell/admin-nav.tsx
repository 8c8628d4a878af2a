import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  CalendarCheck,
  FileQuestionMark,
  FileText,
  FileUp,
  GraduationCap,
  History,
  IndianRupee,
  Languages,
  LayoutDashboard,
  LayoutTemplate,
  Library,
  ListTree,
  ListChecks,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react';
import clsx from 'clsx';
import { NavLink } from 'react-router';
import { can, type AdminAction } from '../../../../shared/admin-permissions.ts';
import { adminPaths } from '../../../lib/paths.ts';
import type { SessionUser } from '../../../lib/session.ts';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** only this exact path lights the item (the overview would otherwise match every page) */
  end?: boolean;
  /** shown only to the roles that may do this */
  action?: AdminAction;
}

const items: NavItem[] = [
  { to: adminPaths.home(), label: 'Overview', icon: LayoutDashboard, end: true },
  { to: adminPaths.questionList(), label: 'Question bank', icon: FileQuestionMark, end: true },
  { to: adminPaths.taxonomy(), label: 'Syllabus tree', icon: ListTree },
  { to: adminPaths.questionImport(), label: 'Import questions', icon: FileUp },
  { to: adminPaths.questionGenerate(), label: 'Generate with AI', icon: Sparkles, action: 'questions.generate' },
  { to: adminPaths.review(), label: 'Review queue', icon: ListChecks, action: 'questions.review', end: true },
  { to: adminPaths.hindiReview(), label: 'Hindi versions', icon: Languages, action: 'questions.review' },
  { to: adminPaths.seriesList(), label: 'Test series', icon: Library },
  { to: adminPaths.quizList(), label: 'Weekly quizzes', icon: CalendarCheck },
  { to: adminPaths.exams(), label: 'Exam profiles', icon: GraduationCap },
  { to: adminPaths.blueprints(), label: 'Blueprints', icon: LayoutTemplate },
  { to: adminPaths.notificationList(), label: 'Notifications', icon: Bell, action: 'notifications.manage' },
  { to: adminPaths.pageList(), label: 'Site pages', icon: FileText, action: 'pages.edit' },
  { to: adminPaths.people(), label: 'People', icon: Users, action: 'people.view' },
  { to: adminPaths.payments(), label: 'Payments', icon: IndianRupee, action: 'payments.view' },
  { to: adminPaths.winners(), label: 'Weekly winners', icon: Trophy },
  { to: adminPaths.audit(), label: 'Audit log', icon: History, action: 'audit.view' },
];

/**
 * The admin area's navigation: a column beside the page on a desktop, a row of tabs that scrolls
 * sideways above it on a tablet or phone.
 */
export function AdminNav({ user }: { user: SessionUser }) {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-white lg:w-60 lg:shrink-0 lg:self-stretch lg:border-r lg:border-b-0 lg:bg-transparent">
      <div className="hidden px-5 pt-8 pb-4 lg:block">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Admin</p>
        <p className="mt-1 truncate text-sm text-slate-600">
          {user.name} <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 capitalize">{user.role}</span>
        </p>
      </div>
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:overflow-visible lg:py-0">
        {items
          .filter(({ action }) => !action || can(user.role, action))
          .map(({ to, label, icon: Icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end ?? false}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
