// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';
import { finalPriceLabel, priceOf } from '../../../../../shared/pricing.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { adminUser, fakeServer, renderAdmin, type Answer, type Call } from '../../ui/test-support.tsx';
import { SeriesEditPage } from './series-edit-page.tsx';

const ID = '6f1c2d3e-0000-4000-8000-000000000001';

function adminSeries(over: Partial<AdminSeries> = {}): AdminSeries {
  const base = { title: 'GATE CS 2027 Pro Mock Series', image: null, exam: 'GATE CS', year: 2027, pricePaise: 49900, discountPercent: 40, ...over };
  const price = priceOf(base.pricePaise, base.discountPercent);
  return {
    id: ID,
    slug: 'gate-cs-2027-pro-abc123',
    status: 'draft',
    description: 'Full-length mocks with solutions and analytics after each test.',
    createdBy: 'u1',
    ...base,
    ...over,
    card: { ...price, title: base.title, image: base.image, exam: base.exam, year: base.year, finalPriceLabel: finalPriceLabel(price.finalPricePaise) },
  };
}

let calls: Call[];
let series: AdminSeries;
let answerOverride: ((call: Call) => Answer | null) | null;

beforeEach(() => {
  series = adminSeries();
  answerOverride = null;
  calls = fakeServer((call) => answerOverride?.(call) ?? defaultAnswer(call));
});

function defaultAnswer(call: Call): Answer | null {
  if (call.method === 'GET' && call.url === `/api/admin/series/${ID}`) {
    return {
      status: 200,
      body: {
        success: true,
        series,
        tests: [{ id: 't1', title: 'Easy Subject Test', difficulty: 'easy', status: 'published', timeLimitSeconds: 1200, questionCount: 10 }],
      },
    };
  }
  if (call.method === 'PATCH') {
    const patch = call.body as Record<string, number>;
    series = adminSeries({ ...series, ...patch, ...(patch.priceRupees === undefined ? {} : { pricePaise: Math.round(patch.priceRupees * 100) }) });
    return { status: 200, body: { success: true, series } };
  }
  if (call.method === 'POST' && call.url === '/api/admin/series') {
    series = adminSeries({ title: (call.body as { title: string }).title });
    return { status: 200, body: { success: true, series } };
  }
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, role: Role = 'god') {
  return renderAdmin(
    [
      { path: 'series', element: <p>The series list</p> },
      { path: 'series/new', element: <SeriesEditPage /> },
      { path: 'series/:seriesId', element: <SeriesEditPage /> },
      { path: 'series/:seriesId/tests/:testId', element: <p>A test page</p> },
    ],
    path,
    adminUser(role),
  );
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const preview = () => screen.getByRole('group', { name: 'Card preview' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('the series editor', () => {
  it('shows the learner’s card and recomputes its final price as the admin types', async () => {
    renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    expect(within(preview()).getByTestId('final-price').textContent).toBe('₹299.40');

    type('Discount (%)', '100');
    expect(within(preview()).getByTestId('final-price').textContent).toBe('FREE');
    expect(screen.getByTestId('preview-final-price').textContent).toBe('FREE');

    type('Price (₹)', '1299');
    type('Discount (%)', '25');
    // 1299 x 25 % = 324.75 off
    expect(within(preview()).getByTestId('final-price').textContent).toBe('₹974.25');
    type('Title', 'GATE CS 2027 Mega Mock');
    expect(within(preview()).getByRole('heading', { name: 'GATE CS 2027 Mega Mock' })).toBeTruthy();
  });

  it('offers no working button or link inside the preview', async () => {
    renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    expect(within(preview()).queryAllByRole('button')).toHaveLength(0);
    expect(within(preview()).queryAllByRole('link')).toHaveLength(0);
    expect(within(preview()).getByText('Enroll Now').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('saves the whole form, and only when something changed', async () => {
    renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    expect(saveButton().disabled).toBe(true);

    type('Discount (%)', '50');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());

    await screen.findByText('Saved.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        url: `/api/admin/series/${ID}`,
        body: {
          title: series.title,
          description: series.description,
          image: null,
          exam: 'GATE CS',
          year: 2027,
          priceRupees: 499,
          discountPercent: 50,
          hindi: null,
        },
      },
    ]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("adds a Hindi version with 'Add Hindi version', asks for its title, and saves it with the English", async () => {
    renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    expect(screen.queryByLabelText('Title in Hindi')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Hindi version' }));
    expect(box('Title in Hindi').getAttribute('lang')).toBe('hi');
    fireEvent.click(saveButton());
    expect(screen.getByText('Enter the Hindi title, or remove the Hindi version.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    type('Title in Hindi', 'GATE CS 2027 प्रो मॉक सीरीज़');
    fireEvent.click(saveButton());
    await screen.findByText('Saved.');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => (call.body as { hindi: unknown }).hindi)).toEqual([
      { title: 'GATE CS 2027 प्रो मॉक सीरीज़', description: '' },
    ]);
  });

  it('shows each field’s problem beside it and sends nothing', async () => {
    renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    type('Title', ' ');
    type('Discount (%)', '120');
    fireEvent.click(saveButton());

    expect(screen.getByText('Give the series a title.')).toBeTruthy();
    expect(screen.getByText('A whole number from 0 to 100.')).toBeTruthy();
    expect(box('Title').getAttribute('aria-invalid')).toBe('true');
    expect(box('Title').getAttribute('aria-describedby')).toContain('series-title-error');
    expect(document.activeElement).toBe(box('Title'));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('creates a new series and opens its page', async () => {
    const router = renderAt('/admin/series/new');
    const create = screen.getByRole('button', { name: 'Create series' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    type('Title', 'GATE DA 2027 Mock Series');
    type('Exam', 'GATE DA');
    fireEvent.click(create);

    await screen.findByText('Series created as a draft. Add its tests below.');
    expect(router.state.location.pathname).toBe(`/admin/series/${ID}`);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'GATE DA 2027 Mock Series', exam: 'GATE DA', priceRupees: 0, discountPercent: 0 });
  });

  it('asks before leaving with unsaved edits', async () => {
    const router = renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    type('Exam', 'GATE DA');
    fireEvent.click(screen.getByRole('link', { name: 'All test series' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/admin/series/${ID}`);
    expect(box('Exam').value).toBe('GATE DA');
  });

  it('shows the server’s refusal to delete a series with paying learners and offers to unpublish', async () => {
    series = adminSeries({ status: 'published' });
    answerOverride = (call) =>
      call.method === 'DELETE'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'has-paying-learners',
              message: 'This test series has paying learners, so it cannot be deleted: unpublish it instead.',
            },
          }
        : null;
    renderAt(`/admin/series/${ID}`);
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this series?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete series' }));

    await within(dialog).findByText('This test series has paying learners, so it cannot be deleted: unpublish it instead.');
    expect(within(dialog).getByRole('button', { name: 'Unpublish instead' })).toBeTruthy();
  });

  it('lets a creator read a published series but not change, publish or delete it', async () => {
    series = adminSeries({ status: 'published' });
    renderAt(`/admin/series/${ID}`, 'creator');
    await screen.findByRole('heading', { name: 'GATE CS 2027 Pro Mock Series', level: 1 });
    expect(box('Title').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /publish/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Easy Subject Test' }).getAttribute('href')).toBe(`/admin/series/${ID}/tests/t1`);
  });
});
