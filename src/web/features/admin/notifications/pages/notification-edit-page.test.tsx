// @vitest-environment jsdom
// The notification editor's save: a new one is checked, sent and opened at its own address; a saved
// one sends only what changed and says so; the server's refusals show where they belong.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminNotification } from '../../../../../shared/api/admin-notifications.ts';
import { fakeServer, json, renderAdmin, type Answer, type Call } from '../../ui/test-support.tsx';
import { NotificationEditPage } from './notification-edit-page.tsx';

const ID = '7a2b3c4d-0000-4000-8000-000000000001';

function adminNotification(over: Partial<AdminNotification> = {}): AdminNotification {
  return {
    id: ID,
    slug: 'gate-2027-dates',
    title: 'GATE 2027 dates announced',
    body: 'The exam is in February.',
    hindi: null,
    state: 'draft',
    publishedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

let calls: Call[];
let notification: AdminNotification;
let answerOverride: ((call: Call) => Answer | null) | null;

function defaultAnswer(call: Call): Answer | null {
  if (call.method === 'GET' && call.url === `/api/admin/notifications/${ID}`) return json({ success: true, notification });
  if (call.method === 'PATCH' && call.url === `/api/admin/notifications/${ID}`) {
    notification = { ...notification, ...(call.body as Partial<AdminNotification>) };
    return json({ success: true, notification });
  }
  if (call.method === 'POST' && call.url === '/api/admin/notifications') {
    const input = call.body as { title: string; slug?: string; body: string };
    notification = adminNotification({ title: input.title, slug: input.slug ?? 'made-by-the-server', body: input.body });
    return json({ success: true, notification });
  }
  if (call.method === 'GET' && call.url === '/api/admin/notifications') return json({ success: true, notifications: [notification] });
  return null;
}

beforeEach(() => {
  notification = adminNotification();
  answerOverride = null;
  calls = fakeServer((call) => answerOverride?.(call) ?? defaultAnswer(call));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderAdmin(
    [
      { path: 'notifications', element: <p>The notification list</p> },
      { path: 'notifications/new', element: <NotificationEditPage /> },
      { path: 'notifications/:notificationId', element: <NotificationEditPage /> },
    ],
    path,
  );
}

const box = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const writes = () => calls.filter((call) => call.method !== 'GET');

describe('the notification editor', () => {
  it('checks a new notification, focuses the first problem and sends nothing', async () => {
    renderAt('/admin/notifications/new');
    await screen.findByRole('heading', { name: 'New notification', level: 1 });
    fireEvent.click(button('Save draft'));

    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Title'));
    expect(writes()).toEqual([]);
  });

  it('creates a draft, its address made from the title, and opens its page saying so', async () => {
    const router = renderAt('/admin/notifications/new');
    await screen.findByRole('heading', { name: 'New notification', level: 1 });
    type('Title', 'GATE 2027: Dates announced!');
    expect((box('Address') as HTMLInputElement).value).toBe('gate-2027-dates-announced');
    type('Text', 'The exam is in February.');
    fireEvent.click(button('Save draft'));

    expect((await screen.findByRole('status')).textContent).toBe('Saved as a draft. Publish it now or schedule it.');
    expect(router.state.location.pathname).toBe(`/admin/notifications/${ID}`);
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/notifications',
        body: { title: 'GATE 2027: Dates announced!', slug: 'gate-2027-dates-announced', body: 'The exam is in February.', hindi: null },
      },
    ]);
    // an edit clears the line
    type('Text', 'The exam is in early February.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends only what changed, says it is saved, and is clean again', async () => {
    renderAt(`/admin/notifications/${ID}`);
    await screen.findByRole('heading', { name: 'GATE 2027 dates announced', level: 1 });
    expect(button('Save changes').disabled).toBe(true);

    type('Text', 'The exam is in early February.');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(button('Save changes').disabled).toBe(false);
    fireEvent.click(button('Save changes'));

    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(writes()).toEqual([{ method: 'PATCH', url: `/api/admin/notifications/${ID}`, body: { body: 'The exam is in early February.' } }]);
    await waitFor(() => expect(button('Save changes').disabled).toBe(true));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('says learners see the new text of a published notification at once', async () => {
    notification = adminNotification({ state: 'published', publishedAt: '2026-11-21T04:30:00.000Z' });
    renderAt(`/admin/notifications/${ID}`);
    await screen.findByRole('heading', { name: 'GATE 2027 dates announced', level: 1 });
    type('Title', 'GATE 2027 dates are out');
    fireEvent.click(button('Save changes'));
    await screen.findByText('Saved. Learners see the new text now.');
  });

  it('shows a taken address beside the address box, and any other refusal under the form', async () => {
    renderAt(`/admin/notifications/${ID}`);
    await screen.findByRole('heading', { name: 'GATE 2027 dates announced', level: 1 });

    answerOverride = (call) =>
      call.method === 'PATCH' ? json({ success: false, code: 'slug-taken', message: 'Another notification has this address.' }, 409) : null;
    type('Address', 'gate-2027');
    fireEvent.click(button('Save changes'));
    await screen.findByText('Another notification has this address.');
    expect(box('Address').getAttribute('aria-invalid')).toBe('true');
    // beside the box, not under the form
    expect(screen.getAllByRole('alert').map((alert) => alert.id)).toEqual(['notification-slug-error']);

    answerOverride = (call) => (call.method === 'PATCH' ? json({ success: false, code: 'internal', message: 'The server is down.' }, 500) : null);
    type('Address', 'gate-2027-dates-out');
    // the edit took the refusal away
    expect(screen.queryByText('Another notification has this address.')).toBeNull();
    fireEvent.click(button('Save changes'));
    expect((await screen.findByRole('alert')).textContent).toBe('The server is down.');
    expect(screen.getByRole('alert').id).toBe('');
    expect(button('Save changes').disabled).toBe(false);

    // Discard puts back the saved text and clears the refusal
    fireEvent.click(button('Discard changes'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((box('Address') as HTMLInputElement).value).toBe('gate-2027-dates');
    expect(within(screen.getByRole('form', { name: 'Notification' })).queryByText('Unsaved changes')).toBeNull();
  });
});
