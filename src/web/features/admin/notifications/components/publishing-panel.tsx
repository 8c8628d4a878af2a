import { useState } from 'react';
import { CalendarClock, ExternalLink, Send, Undo2 } from 'lucide-react';
import clsx from 'clsx';
import type { AdminNotification } from '../../../../../shared/api/admin-notifications.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { notificationPath } from '../../../../lib/paths.ts';
import { formatIndiaTime, indiaInputToIso, isoToIndiaInput } from '../../ui/india-time.ts';
import { ConfirmDialog, dangerButtonClasses } from '../../ui/confirm-dialog.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { useChangePublishing } from '../api.ts';
import { publishingSummary } from '../notification-form.ts';
import { NotificationStatePill } from './notification-state-pill.tsx';

/** Tomorrow at 9:00 India time, as the schedule box's first suggestion. */
function tomorrowMorning(now: number): string {
  const india = isoToIndiaInput(new Date(now + 86_400_000).toISOString());
  return `${india.slice(0, 10)}T09:00`;
}

/** Publish now, schedule (India time) or unpublish a saved notification. */
export function PublishingPanel({ notification, dirty, className }: { notification: AdminNotification; dirty: boolean; className?: string }) {
  const change = useChangePublishing(notification.id);
  const [when, setWhen] = useState(() =>
    notification.state === 'scheduled' && notification.publishedAt ? isoToIndiaInput(notification.publishedAt) : tomorrowMorning(Date.now()),
  );
  const [whenError, setWhenError] = useState<string | null>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const busy = change.isPending;
  const locked = dirty || busy;

  const run = (next: Parameters<typeof change.mutate>[0], message: string) => {
    setDone(null);
    change.mutate(next, { onSuccess: () => setDone(message), onSettled: () => setConfirmUnpublish(false) });
  };

  function scheduleIt() {
    const iso = indiaInputToIso(when);
    if (!iso) return setWhenError('Pick a date and time.');
    if (Date.parse(iso) <= Date.now()) return setWhenError('That time has already passed: pick a later one, or publish now.');
    setWhenError(null);
    run({ to: 'schedule', publishAt: iso }, `Scheduled for ${formatIndiaTime(iso)}.`);
  }

  const iso = indiaInputToIso(when);
  return (
    <section aria-labelledby="publishing-title" className={clsx('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="publishing-title" className="text-base font-semibold text-navy-900">
          Publishing
        </h2>
        <NotificationStatePill state={notification.state} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{publishingSummary(notification)}</p>
      {notification.state === 'published' ? (
        <a
          href={notificationPath(notification.slug)}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          View as a learner
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : null}

      {dirty ? <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">Save your changes first.</p> : null}

      <div className="mt-4 flex flex-col gap-4">
        {notification.state !== 'published' ? (
          <Button onClick={() => run({ to: 'publish' }, 'Published: learners can read it now.')} disabled={locked} className="w-full">
            {busy && change.variables?.to === 'publish' ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
            Publish now
          </Button>
        ) : null}

        <div className="border-t border-slate-200 pt-4">
          <Field
            id="notification-publish-at"
            label={notification.state === 'scheduled' ? 'Change the publish time (India time)' : 'Schedule for (India time)'}
            hint={iso ? `${formatIndiaTime(iso)}.` : 'India time (IST).'}
            error={whenError}
          >
            <input
              id="notification-publish-at"
              type="datetime-local"
              value={when}
              onChange={(event) => {
                setWhen(event.target.value);
                setWhenError(null);
              }}
              disabled={locked}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={fieldDescription('notification-publish-at', whenError)}
              className={inputClasses(Boolean(whenError))}
            />
          </Field>
          <Button variant="secondary" onClick={scheduleIt} disabled={locked} className="mt-3 w-full">
            {busy && change.variables?.to === 'schedule' ? <Spinner className="size-4" /> : <CalendarClock aria-hidden="true" className="size-4" />}
            {notification.state === 'scheduled' ? 'Reschedule' : 'Schedule'}
          </Button>
        </div>

        {notification.state !== 'draft' ? (
          <button type="button" onClick={() => setConfirmUnpublish(true)} disabled={locked} className={clsx(dangerButtonClasses('outline', 'md'), 'w-full')}>
            <Undo2 aria-hidden="true" className="size-4" />
            Unpublish
          </button>
        ) : null}
      </div>

      {change.error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {change.error.message}
        </p>
      ) : done ? (
        <p role="status" className="mt-3 text-sm text-emerald-700">
          {done}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirmUnpublish}
        title="Unpublish this notification?"
        confirmLabel="Unpublish"
        destructive
        busy={busy}
        onConfirm={() => run({ to: 'unpublish' }, 'Unpublished: it is a draft again.')}
        onCancel={() => setConfirmUnpublish(false)}
      >
        {notification.state === 'published'
          ? 'Learners will no longer see it on the Notifications page, and its link will stop working. It goes back to being a draft.'
          : 'It will not be published at its scheduled time. It goes back to being a draft.'}
      </ConfirmDialog>
    </section>
  );
}
