import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { AdminNotification } from '../../../../../shared/api/admin-notifications.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { hasErrorCode } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useEditorSubmit } from '../../ui/use-editor-submit.ts';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { useCreateNotification, useEditNotification } from '../api.ts';
import {
  changedFields,
  checkNotificationForm,
  emptyNotificationForm,
  formFromNotification,
  publishingSummary,
  sameForm,
  type NotificationForm,
} from '../notification-form.ts';
import { NotificationFields, notificationFieldIds } from './notification-fields.tsx';
import { NotificationStatePill } from './notification-state-pill.tsx';
import { PublishingPanel } from './publishing-panel.tsx';

const back = { to: adminPaths.notificationList(), label: 'All notifications' };

/** A new notification (null) or a saved one: title, address and Markdown text, and beside it the publishing panel. */
export function NotificationEditor({ notification }: { notification: AdminNotification | null }) {
  const location = useLocation();
  const saved = useMemo(() => (notification ? formFromNotification(notification) : emptyNotificationForm()), [notification]);
  const [form, setForm] = useState<NotificationForm>(saved);
  const create = useCreateNotification();
  const edit = useEditNotification(notification?.id ?? '');
  const dirty = !sameForm(form, saved);
  const { blocker, leaveFreely } = useUnsavedChanges(dirty);
  const submit = useEditorSubmit({
    leaveFreely,
    arrival: { notice: (location.state as { created?: boolean } | null)?.created ? 'Saved as a draft. Publish it now or schedule it.' : null },
  });
  const { saving, notice, error: saveError } = submit;
  usePrivatePageTitle(notification ? `Edit ${notification.title}` : 'New notification');

  const check = checkNotificationForm(form);
  const errors = !check.ok && submit.tried ? check.errors : {};
  // the server's 'address taken' belongs beside the address box
  const slugTaken = hasErrorCode(saveError, 'slug-taken') ? saveError.message : null;

  function update(next: NotificationForm) {
    setForm(next);
    submit.edited();
  }

  function save(event: FormEvent) {
    submit.begin(event);
    if (!check.ok) return submit.focusFirst(check.errors, notificationFieldIds);
    if (notification === null) {
      void submit.run('save', () => create.mutateAsync(check.input), {
        then: (created) => submit.leaveTo(adminPaths.notification(created.id), { created: true }),
      });
      return;
    }
    const patch = changedFields(notification, check.input);
    if (Object.keys(patch).length === 0) return setForm(saved);
    void submit.run('save', () => edit.mutateAsync(patch), {
      then: (next) => {
        setForm(formFromNotification(next));
        submit.saved(next.state === 'published' ? 'Saved. Learners see the new text now.' : 'Saved.');
      },
    });
  }

  return (
    <div>
      <AdminPageHeader
        back={back}
        title={notification ? notification.title : 'New notification'}
        lead={
          notification ? (
            <span className="flex flex-wrap items-center gap-2">
              <NotificationStatePill state={notification.state} />
              <span>{publishingSummary(notification)}</span>
            </span>
          ) : (
            'It starts as a draft: learners see it once you publish it or its scheduled time comes.'
          )
        }
      />

      {notice ? (
        <p role="status" className="mb-5 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {notice}
        </p>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={save} noValidate aria-label="Notification" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <NotificationFields notification={notification} form={form} errors={errors} slugTaken={slugTaken} disabled={saving} onChange={update} />
          <div className="flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t border-slate-200 px-5 py-3 sm:px-6">
            {saveError && !slugTaken ? (
              <p role="alert" className="mr-auto text-sm font-medium text-red-700">
                {saveError.message}
              </p>
            ) : dirty ? (
              <p className="mr-auto text-sm text-slate-600">Unsaved changes</p>
            ) : null}
            {dirty && notification ? (
              <Button variant="ghost" onClick={() => update(saved)} disabled={saving}>
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" disabled={saving || (notification !== null && !dirty)}>
              {saving ? <Spinner className="size-4" /> : null}
              {notification ? 'Save changes' : 'Save draft'}
            </Button>
          </div>
        </form>

        {notification ? (
          // above the form on a tablet or phone, where the form alone fills the screen
          <PublishingPanel notification={notification} dirty={dirty} className="order-first lg:order-none" />
        ) : (
          <aside className="order-first rounded-2xl border border-dashed lg:order-none border-slate-300 p-5 text-sm text-slate-600">
            <p className="font-semibold text-navy-900">Publishing</p>
            <p className="mt-1">Save the draft first; then publish it now or schedule it for a date and time (India time).</p>
          </aside>
        )}
      </div>

      <LeaveWithoutSavingDialog blocker={blocker} confirmLabel="Leave without saving">
        Your changes to this notification have not been saved.
      </LeaveWithoutSavingDialog>
    </div>
  );
}
