import type { AdminNotification } from '../../../../../shared/api/admin-notifications.ts';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { HindiVersionPart } from '../../ui/hindi-version-part.tsx';
import { MarkdownEditor } from '../../ui/markdown-editor.tsx';
import { withTitle, type NotificationErrors, type NotificationField, type NotificationForm } from '../notification-form.ts';

export const notificationFieldIds: Record<NotificationField, string> = {
  title: 'notification-title',
  slug: 'notification-slug',
  body: 'notification-body',
  hindiTitle: 'notification-hindi-title',
  hindiBody: 'notification-hindi-body',
};

const fieldIds = notificationFieldIds;

interface NotificationFieldsProps {
  /** null while it is new: the address follows the title until it is typed */
  notification: AdminNotification | null;
  form: NotificationForm;
  errors: NotificationErrors;
  /** the server's 'address taken', shown beside the address box */
  slugTaken: string | null;
  disabled: boolean;
  onChange: (next: NotificationForm) => void;
}

/** The notification's title, address and Markdown text, and its Hindi version when it has one. */
export function NotificationFields({ notification, form, errors, slugTaken, disabled, onChange: update }: NotificationFieldsProps) {
  return (
    <div className="flex flex-col gap-5 p-5 sm:p-6">
      <Field id={fieldIds.title} label="Title" hint="Learners see it in the list and as the page's heading." error={errors.title ?? null}>
        <input
          id={fieldIds.title}
          value={form.title}
          onChange={(event) => update(withTitle(form, event.target.value))}
          disabled={disabled}
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
            disabled={disabled}
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
        disabled={disabled}
        emptyPreview="The notification as learners will read it appears here."
      />
      <HindiVersionPart
        open={form.hindiTitle !== null}
        what="the title and text"
        onAdd={() => update({ ...form, hindiTitle: '' })}
        onRemove={() => update({ ...form, hindiTitle: null, hindiBody: '' })}
        disabled={disabled}
      >
        <Field id={fieldIds.hindiTitle} label="Title in Hindi" error={errors.hindiTitle ?? null}>
          <input
            id={fieldIds.hindiTitle}
            lang="hi"
            value={form.hindiTitle ?? ''}
            onChange={(event) => update({ ...form, hindiTitle: event.target.value })}
            disabled={disabled}
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
          disabled={disabled}
          emptyPreview="The Hindi text as learners will read it appears here."
        />
      </HindiVersionPart>
    </div>
  );
}
