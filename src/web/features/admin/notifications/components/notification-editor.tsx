import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { AdminNotification } from '../../../../../shared/api/admin-notifications.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { hasErrorCode } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { MarkdownEditor } from '../../ui/markdown-editor.tsx';
import { HindiVersionPart } from '../../ui/hindi-version-part.tsx';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { useCreateNotification, useEditNotification } from '../api.ts';
import {
  changedFields,
  checkNotificationForm,
  emptyNotificationForm,
  formFromNotification,
  publishingSummary,
  sameForm,
  withTitle,
  type NotificationField,
  type NotificationForm,
} from '../notification-form.ts';
import { NotificationStatePill } from './notification-state-pill.tsx';
import { PublishingPanel } from './publishing-panel.tsx';

const fieldIds: Record<NotificationField, string> = {
  title: 'notification-title',
  slug: 'notification-slug',
  body: 'notification-body',
  hindiTitle: 'notification-hindi-title',
  hindiBody: 'notification-hindi-body',
};
const back = { to: adminPaths.notificationList(), label: 'All notifications' };

/** A new notification (null) or a saved one: title, address and Markdown text, and beside it the publishing panel. */
export function NotificationEditor({ notification }: { notification: AdminNotification | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useMemo(() => (notification ? formFromNotification(notification) : emptyNotificationForm()), [notification]);
  const [form, setForm] = useState<NotificationForm>(saved);
  const [triedSave, setTriedSave] = useState(false);
  const [notice, setNotice] = useState<string | null>(() =>
    (location.state as { created?: boolean } | null)?.created ? 'Saved as a draft. Publish it now or schedule it.' : null,
  );
  const create = useCreateNotification();
  const edit = useEditNotification(notification?.id ?? '');
  const saving = create.isPending || edit.isPending;
  const saveError = create.error ?? edit.error;
  const dirty = !sameForm(form, saved);
  const { blocker, leaveFreely } = useUnsavedChanges(dirty);
  usePrivatePageTitle(notification ? `Edit ${notification.title}` : 'New notification');

  const check = checkNotificationForm(form);
  const errors = !check.ok && triedSave ? check.errors : {};
  // the server's 'address taken' belongs beside the address box
  const slugTaken = hasErrorCode(saveError, 'slug-taken') ? saveError.message : null;

  function update(next: NotificationForm) {
    setForm(next);
    setNotice(null);
    create.reset();
    edit.reset();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setTriedSave(true);
    if (!check.ok) {
      const first = (Object.keys(fieldIds) as NotificationField[]).find((field) => check.errors[field]);
      if (first) document.getElementById(fieldIds[first])?.focus();
      return;
    }
    if (notification === null) {
      create.mutate(check.input, {
        onSuccess: (created) => {
          leaveFreely();
          void navigate(adminPaths.notification(created.id), { replace: true, state: { created: true } });
        },
      });
      return;
    }
    const patch = changedFields(notification, check.input);
    if (Object.keys(patch).length === 0) return setForm(saved);
    edit.mutate(patch, {
      onSuccess: (next) => {
        setForm(formFromNotification(next));
        setTriedSave(false);
        setNotice(next.state === 'published' ? 'Saved. Learners see the new text now.' : 'Saved.');
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
          <div className="flex flex-col gap-5 p-5 sm:p-6">
            <Field id={fieldIds.title} label="Title" hint="Learners see it in the list and as the page's heading." error={errors.title ?? null}>
              <input
                id={fieldIds.title}
                value={form.title}
                onChange={(event) => update(withTitle(form, event.target.value))}
                disabled={saving}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={fieldDescription(fieldIds.title, errors.title)}
                className={inputClasses(Boolean(errors.title))}
              />
            </Field>
            <Field
              id={fieldIds.slug}
              label="Address"
              hint={
                notification === null
                  ? 'Lower-case letters, digits and hyphens; made from the title until you change it.'
                  : notification.state === 'published'
                    ? 'Lower-case letters, digits and hyphens. Changing it breaks links learners already have.'
                    : 'Lower-case letters, digits and hyphens.'
              }
              error={errors.slug ?? slugTaken}
            >
              <div className="flex items-stretch">
                <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-500">
                  /notification/
                </span>
                <input
                  id={fieldIds.slug}
                  value={form.slug}
                  onChange={(event) => update({ ...form, slug: event.target.value, slugEdited: true })}
                  disabled={saving}
                  spellCheck={false}
                  autoCapitalize="none"
                  aria-invalid={errors.slug || slugTaken ? true : undefined}
                  aria-describedby={fieldDescription(fieldIds.slug, errors.slug ?? slugTaken)}
                  className={inputClasses(Boolean(errors.slug ?? slugTaken), 'rounded-l-none font-mono')}
                />
              </div>
            </Field>
            <MarkdownEditor
              id={fieldIds.body}
              label="Text"
              value={form.body}
              onChange={(body) => update({ ...form, body })}
              error={errors.body ?? null}
              rows={14}
              disabled={saving}
              emptyPreview="The notification as learners will read it appears here."
            />
            <HindiVersionPart
              open={form.hindiTitle !== null}
              what="the title and text"
              onAdd={() => update({ ...form, hindiTitle: '' })}
              onRemove={() => update({ ...form, hindiTitle: null, hindiBody: '' })}
              disabled={saving}
            >
              <Field id={fieldIds.hindiTitle} label="Title in Hindi" error={errors.hindiTitle ?? null}>
                <input
                  id={fieldIds.hindiTitle}
                  lang="hi"
                  value={form.hindiTitle ?? ''}
                  onChange={(event) => update({ ...form, hindiTitle: event.target.value })}
                  disabled={saving}
                  aria-invalid={errors.hindiTitle ? true : undefined}
                  aria-describedby={fieldDescription(fieldIds.hindiTitle, errors.hindiTitle)}
                  className={inputClasses(Boolean(errors.hindiTitle))}
                />
              </Field>
              <MarkdownEditor
                id={fieldIds.hindiBody}
                label="Text in Hindi"
                lang="hi"
                value={form.hindiBody}
                onChange={(hindiBody) => update({ ...form, hindiBody })}
                error={errors.hindiBody ?? null}
                rows={10}
                disabled={saving}
                emptyPreview="The Hindi text as learners will read it appears here."
              />
            </HindiVersionPart>
          </div>
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
