// The notification form as typed, checked with the API's own schema, and what changed since the save.
import {
  notificationInput,
  slugFromTitle,
  type AdminNotification,
  type NotificationInput,
  type NotificationPatch,
  type NotificationState,
} from '../../../../shared/api/admin-notifications.ts';
import { formatIndiaTime } from '../ui/india-time.ts';

export interface NotificationForm {
  title: string;
  slug: string;
  body: string;
  /** false while the address follows the title (a new notification whose address was not typed) */
  slugEdited: boolean;
  /** the Hindi version's title; null: no Hindi version (the part is closed) */
  hindiTitle: string | null;
  hindiBody: string;
}

export type NotificationField = 'title' | 'slug' | 'body' | 'hindiTitle' | 'hindiBody';
export type NotificationErrors = Partial<Record<NotificationField, string>>;

export const emptyNotificationForm = (): NotificationForm => ({ title: '', slug: '', body: '', slugEdited: false, hindiTitle: null, hindiBody: '' });

export const formFromNotification = (n: AdminNotification): NotificationForm => ({
  title: n.title,
  slug: n.slug,
  body: n.body,
  slugEdited: true,
  hindiTitle: n.hindi?.title ?? null,
  hindiBody: n.hindi?.body ?? '',
});

/** A new title carries the address with it until the admin types an address of their own. */
export function withTitle(form: NotificationForm, title: string): NotificationForm {
  return { ...form, title, slug: form.slugEdited ? form.slug : slugFromTitle(title) };
}

export function checkNotificationForm(form: NotificationForm): { ok: true; input: Required<NotificationInput> } | { ok: false; errors: NotificationErrors } {
  const hindi = form.hindiTitle === null ? null : { title: form.hindiTitle, body: form.hindiBody };
  const parsed = notificationInput.required().safeParse({ title: form.title, slug: form.slug, body: form.body, hindi });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: NotificationErrors = {};
  for (const issue of parsed.error.issues) {
    // the Hindi version's issues name hindi.title or hindi.body: the form's hindiTitle, hindiBody
    const field = (issue.path[0] === 'hindi' ? (issue.path[1] === 'body' ? 'hindiBody' : 'hindiTitle') : issue.path[0]) as NotificationField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Only what differs from the saved notification. */
export function changedFields(saved: AdminNotification, input: Required<NotificationInput>): NotificationPatch {
  const patch: NotificationPatch = {};
  if (input.title !== saved.title) patch.title = input.title;
  if (input.slug !== saved.slug) patch.slug = input.slug;
  if (input.body !== saved.body) patch.body = input.body;
  const savedHindi = saved.hindi ? { title: saved.hindi.title, body: saved.hindi.body } : null;
  if (JSON.stringify(input.hindi) !== JSON.stringify(savedHindi)) patch.hindi = input.hindi;
  return patch;
}

export const sameForm = (a: NotificationForm, b: NotificationForm) =>
  a.title === b.title && a.slug === b.slug && a.body === b.body && a.hindiTitle === b.hindiTitle && a.hindiBody === b.hindiBody;

export const stateLabels: Record<NotificationState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/** One line on what learners see, in India time. */
export function publishingSummary(n: Pick<AdminNotification, 'state' | 'publishedAt'>): string {
  if (n.state === 'draft' || n.publishedAt === null) return 'Learners cannot see it: publish it now or schedule it.';
  const when = formatIndiaTime(n.publishedAt);
  return n.state === 'scheduled' ? `Learners will see it from ${when}.` : `Learners have seen it since ${when}.`;
}
