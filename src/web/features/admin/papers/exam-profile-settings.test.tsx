// @vitest-environment jsdom
// Issue 42: a test's page says which exam profile it is set for and what differs from it, as the
// server checks it at publishing; its settings choose the profile and the part of the exam, and a
// test set for another exam is marked as that exam is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTest } from '../../../../shared/api/admin-content.ts';
import { SHIPPED_EXAM_PROFILES } from '../../../../server/features/exam-profiles/seed.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../ui/test-support.tsx';
import { TestEditPage } from './tests/test-edit-page.tsx';

const SERIES = '6f1c2d3e-0000-4000-8000-000000000001';
const TEST = '6f1c2d3e-0000-4000-8000-000000000002';

const DIFFERENCES = [
  'Question 2 is an MSQ; UGC NET Paper 1 asks MCQ only.',
  'Teaching and Research Aptitude holds 2 2-mark questions; UGC NET Paper 1 has 50.',
];

let test: AdminTest;
let calls: Call[];

beforeEach(() => {
  test = {
    id: TEST,
    seriesId: SERIES,
    title: 'UGC NET Paper 1 Mock',
    difficulty: 'medium',
    status: 'draft',
    timeLimitSeconds: 3600,
    negativeRatio: 1 / 3,
    marking: 'ugc-net',
    offeredInHindi: false,
    questions: [],
    totals: { questions: 2, marks: 4, durationSeconds: 3600, sections: [] },
    hasAttempts: false,
    notReviewed: [],
    profileCode: 'ugc-net-paper-1',
    scope: 'full',
    profileDifferences: DIFFERENCES,
    author: { id: 'u1', name: 'Asha Rao' },
  };
  calls = fakeServer((call, url) => {
    if (url.pathname === '/api/admin/exams') {
      const profiles = SHIPPED_EXAM_PROFILES.map((profile) => ({
        profile,
        totals: { questions: 0, marks: 0 },
        sittingSeconds: profile.seconds,
        shipped: true,
        edited: null,
      }));
      return json({ success: true, profiles });
    }
    if (call.method === 'GET' && url.pathname === `/api/admin/tests/${TEST}`) return json({ success: true, test });
    if (call.method === 'PATCH' && url.pathname === `/api/admin/tests/${TEST}`) {
      test = { ...test, ...(call.body as Partial<AdminTest>), profileDifferences: [] };
      return json({ success: true, test });
    }
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderAdmin([{ path: 'series/:seriesId/tests/:testId', element: <TestEditPage /> }], `/admin/series/${SERIES}/tests/${TEST}`, adminUser('master'));

describe('a test’s exam profile on its page', () => {
  it('names the profile and part of the exam, and lists what differs before a master presses Publish', async () => {
    renderPage();
    const panel = await screen.findByRole('region', { name: /Not yet what UGC NET Paper 1 \(General Paper on Teaching and Research Aptitude\) is/ });
    expect(panel.textContent).toContain('The whole paper (a full-length mock).');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DIFFERENCES);
  });

  it('sets it for another exam and part of it, marked as that exam is', async () => {
    renderPage();
    const profile = (await screen.findByRole('combobox', { name: 'Exam profile' })) as HTMLSelectElement;
    await waitFor(() => expect(within(profile).getByRole('option', { name: 'GATE Computer Science and Information Technology (CS)' })).toBeTruthy());
    // Paper 1 sits with Paper 2: the sitting is one of its parts
    expect(
      within(screen.getByRole('combobox', { name: 'Part of the exam' })).getByRole('option', { name: 'Both papers of the sitting, together' }),
    ).toBeTruthy();

    // the marking's rules are those of the types UGC NET asks: MCQs alone
    const rules = () => screen.getByText(/^There is no negative marking|^A wrong answer to a multiple-choice/).closest('ul')!.textContent!;
    await waitFor(() => expect(rules()).toContain('Each question carries 2 marks.'));
    expect(rules()).not.toMatch(/MSQ|NAT/);

    fireEvent.change(profile, { target: { value: 'gate-cs' } });
    expect(rules()).toMatch(/multiple-select question \(MSQ\)[\s\S]*numerical-answer question \(NAT\)/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Part of the exam' }), { target: { value: 'subject' } });
    // GATE CS sits alone
    expect(
      within(screen.getByRole('combobox', { name: 'Part of the exam' })).queryByRole('option', { name: 'Both papers of the sitting, together' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ profileCode: 'gate-cs', scope: 'subject', marking: 'gate' });
    expect(await screen.findByRole('region', { name: /Matches GATE Computer Science/ })).toBeTruthy();
  });
});
