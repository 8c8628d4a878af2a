import clsx from 'clsx';
import type { NotificationState } from '../../../../../shared/api/admin-notifications.ts';
import { stateLabels } from '../notification-form.ts';

const styles: Record<NotificationState, string> = {
  draft: 'bg-amber-100 text-amber-900 ring-amber-200',
  scheduled: 'bg-sky-100 text-sky-900 ring-sky-200',
  published: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
};

/** Draft, Scheduled or Published, in the colours of the other admin status pills. */
export function NotificationStatePill({ state, className }: { state: NotificationState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', styles[state], className)}>
      {stateLabels[state]}
    </span>
  );
}
