import clsx from 'clsx';
import { useTranslation } from '../i18n/index.ts';
import { useUnreadNotificationCount } from '../lib/notifications.ts';

/**
 * The count of unread notifications beside the Notifications link, for a signed-in learner. The
 * number is drawn for the eye; the link's name says it in words ("Notifications (3 unread)").
 */
export function UnreadBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const unread = useUnreadNotificationCount();
  if (!unread) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={clsx(
          'inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1.5 text-[0.7rem] leading-none font-bold text-white tabular-nums',
          className,
        )}
      >
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="sr-only">{t('nav.unread', { count: unread })}</span>
    </>
  );
}

/** A dot on the phone's menu button while there is something unread behind it; the menu itself gives the count. */
export function UnreadDot() {
  const unread = useUnreadNotificationCount();
  if (!unread) return null;
  return <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />;
}
