import { describe, expect, it } from 'vitest';
import type { AdminNotification } from '../../../../shared/api/admin-notifications.ts';
import { changedFields, checkNotificationForm, emptyNotificationForm, formFromNotification, publishingSummary, withTitle } from './notification-form.ts';

const saved: AdminNotification = {
  id: 'n1',
  slug: 'gate-2027-dates',
  title: 'GATE 2027 dates',
  body: 'Body',
  state: 'scheduled',
  publishedAt: '2027-01-01T03:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the notification form', () => {
  it('makes the address from the title until the admin types one', () => {
    const typed = withTitle(emptyNotificationForm(), 'GATE 2027: Dates announced!');
    expect(typed.slug).toBe('gate-2027-dates-announced');
    const own = { ...typed, slug: 'dates', slugEdited: true };
    expect(withTitle(own, 'Something else').slug).toBe('dates');
    // a saved notification keeps its address when its title changes
    expect(withTitle(formFromNotification(saved), 'New title').slug).toBe('gate-2027-dates');
  });

  it('shows each field its own message from the shared schema', () => {
    const result = checkNotificationForm({ title: ' ', slug: 'Bad Slug', body: '', slugEdited: true, hindiTitle: null, hindiBody: '' });
    expect(result).toEqual({
      ok: false,
      errors: { title: 'Enter a title.', slug: 'Lower-case letters, digits and single hyphens only, e.g. gate-2027-dates.', body: 'Write the notification.' },
    });
  });

  it('sends only what changed', () => {
    const result = checkNotificationForm({ ...formFromNotification(saved), body: 'New body ' });
    expect(result.ok && changedFields(saved, result.input)).toEqual({ body: 'New body' });
  });

  it('sends the Hindi version once added, names its empty boxes, and sends it only when its words change', () => {
    const form = { ...formFromNotification(saved), hindiTitle: ' ', hindiBody: '' };
    expect(checkNotificationForm(form)).toEqual({
      ok: false,
      errors: { hindiTitle: 'Enter the Hindi title, or remove the Hindi version.', hindiBody: 'Write the Hindi text, or remove the Hindi version.' },
    });
    const added = checkNotificationForm({ ...form, hindiTitle: 'गेट 2027 की तिथियाँ', hindiBody: 'पाठ' });
    expect(added.ok && changedFields(saved, added.input)).toEqual({ hindi: { title: 'गेट 2027 की तिथियाँ', body: 'पाठ' } });
    const withHindi = { ...saved, hindi: { title: 'गेट 2027 की तिथियाँ', body: 'पाठ' } };
    const same = checkNotificationForm(formFromNotification(withHindi));
    expect(same.ok && changedFields(withHindi, same.input)).toEqual({});
    const removed = checkNotificationForm({ ...formFromNotification(withHindi), hindiTitle: null, hindiBody: '' });
    expect(removed.ok && changedFields(withHindi, removed.input)).toEqual({ hindi: null });
  });

  it('says when learners see it, in India time', () => {
    // (ICU versions differ on a comma after the month)
    expect(publishingSummary(saved)).toMatch(/^Learners will see it from Fri, 1 Jan,? 2027, 9:00 am IST\.$/);
    expect(publishingSummary({ state: 'draft', publishedAt: null })).toBe('Learners cannot see it: publish it now or schedule it.');
  });
});
