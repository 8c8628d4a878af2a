import clsx from 'clsx';
import type { Role } from '../../../../../shared/roles.ts';

const styles: Record<Role, string> = {
  learner: 'bg-slate-100 text-slate-700 ring-slate-200',
  creator: 'bg-sky-100 text-sky-900 ring-sky-200',
  master: 'bg-violet-100 text-violet-900 ring-violet-200',
  god: 'bg-amber-100 text-amber-900 ring-amber-200',
};

export function RoleBadge({ role }: { role: Role }) {
  return <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1', styles[role])}>{role}</span>;
}
