// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegradePaperResponse, RegradeRecord, RegradeSummary } from '../../../../../shared/api/admin-regrade.ts';
import type { VoidRule } from '../../../../../shared/exam/profiles.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { RegradePage } from './regrade-page.tsx';

const testId = '9a8b7c6d-0000-4000-8000-000000000003';
const q1 = '11111111-0000-4000-8000-000000000001';
const q2 = '11111111-0000-4000-8000-000000000002';

const paper: RegradePaperResponse = {
  success: true,
  paper: {
    kind: 'test',
    id: testId,
    title: 'GATE Mock 3',
    seriesId: 'series-1',
    voidRule: 'everyone',
    submitted: 3,
    open: 1,
    questions: [
      {
        id: q1,
        number: 1,
        text: 'What is $7 \\times 8$?',
        type: 'MCQ',
        options: [{ text: '54' }, { text: '56' }],
        section: 'Aptitude',
        marks: 1,
        key: { type: 'MCQ', correctIndex: 1 },
        originalKey: { type: 'MCQ', correctIndex: 1 },
        voided: null,
      },
      {
        id: q2,
        number: 2,
        text: 'How many edges does a tree on 10 vertices have?',
        type: 'MCQ',
        options: [{ text: '9' }, { text: '10' }, { text: '11' }],
        section: 'Technical',
        marks: 2,
        key: { type: 'MCQ', correctIndex: 1 },
        originalKey: { type: 'MCQ', correctIndex: 1 },
        voided: null,
      },
    ],
  },
  regrades: [],
};

const preview: RegradeSummary = {
  attempts: 3,
  openAttempts: 1,
  changed: 2,
  ranksMoved: 2,
  maxScore: { before: 3, after: 3 },
  changes: [
    {
      attemptId: 'a1',
      user: { id: 'l1', name: 'Asha Iyer' },
      before: { score: 3, rank: 1, percentile: 66.67 },
      after: { score: 0.33, rank: 3, percentile: 0 },
    },
    {
      attemptId: 'a2',
      user: { id: 'l2', name: 'Bala Krishnan' },
      before: { score: 0.33, rank: 3, percentile: 0 },
      after: { score: 3, rank: 1, percentile: 66.67 },
    },
  ],
  rankOne: null,
  newWinner: null,
};

const record: RegradeRecord = {
  id: 'r1',
  questionId: q2,
  questionNumber: 2,
  action: 'rekey',
  key: { type: 'MCQ', correctIndex: 0 },
  reason: 'Ten vertices, nine edges.',
  summary: preview,
  createdAt: '2026-11-27T10:00:00.000Z',
  createdBy: { id: 'u1', name: 'Asha Rao' },
};

let calls: Call[];
let regraded: boolean;
let voidRule: VoidRule;

beforeEach(() => {
  regraded = false;
  voidRule = 'everyone';
  calls = fakeServer((call, url) => {
    if (url.pathname === `/api/admin/regrade/test/${testId}`)
      return json({ ...paper, paper: { ...paper.paper, voidRule }, regrades: regraded ? [record] : [] });
    if (url.pathname === '/api/admin/regrade/dry-run') return json({ success: true, preview });
    if (url.pathname === '/api/admin/regrade' && call.method === 'POST') {
      regraded = true;
      return json({ success: true, regrade: record });
    }
    return null;
  });
});

afterEach(() => {
  cleanup();
});

const open = (role: 'master' | 'creator', query = `kind=test&id=${testId}`) =>
  renderAdmin([{ path: '/admin/regrade', element: <RegradePage /> }], `/admin/regrade?${query}`, adminUser(role));

describe('the regrade screen', () => {
  it('lists the questions with their keys; a master regrades one after a dry run, and the history shows it', async () => {
    const router = open('master');
    const link = await screen.findByRole('link', { name: 'Regrade question 2…' });
    expect(screen.getByText('3 submitted attempts · 1 still open')).toBeTruthy();
    expect(link.getAttribute('href')).toBe(`/admin/regrade?kind=test&id=${testId}&question=${q2}`);
    fireEvent.click(link);

    await screen.findByRole('heading', { name: 'Regrade question 2' });
    fireEvent.click(screen.getByRole('radio', { name: /Change the key/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^A 9/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Say why: the learners whose score changes are told.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('dry-run'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Ten vertices, nine edges.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const table = await screen.findByRole('table', { name: 'Attempts whose score changes' });
    expect(calls.find((call) => call.url.endsWith('/dry-run'))?.body).toEqual({
      kind: 'test',
      paperId: testId,
      questionId: q2,
      action: 'rekey',
      key: { type: 'MCQ', correctIndex: 0 },
      reason: 'Ten vertices, nine edges.',
    });
    const asha = within(table).getByText('Asha Iyer').closest('tr')!;
    expect(asha.textContent).toContain('3');
    expect(asha.textContent).toContain('0.33');
    expect(screen.getByText('1 attempt is still open: graded with the new key when it ends.')).toBeTruthy();

    // the dry run shown is of exactly what would be done: another reason asks for another one
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Ten vertices, nine edges' } });
    expect(screen.queryByRole('button', { name: 'Regrade 3 attempts' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Ten vertices, nine edges.' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Regrade 3 attempts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regrade 3 attempts?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regrade' }));

    await screen.findByText(/Question 2 regraded\. Key changed to A\. 2 scores changed, and those learners were told\./);
    expect(router.state.location.search).toBe(`?kind=test&id=${testId}`);
    const history = await screen.findByText('“Ten vertices, nine edges.”');
    expect(history.closest('li')!.textContent).toContain('Key changed to A');
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/api/admin/regrade'))).toHaveLength(1);
  });

  it("offers the paper's exam's void first, marked as its rule, and still every action", async () => {
    const offered = () =>
      screen.getAllByRole('radio').map((radio) => {
        const label = radio.closest('label')!.textContent!;
        return `${(radio as HTMLInputElement).value}${label.includes("(this exam's rule)") ? ' (rule)' : ''}`;
      });

    // a UGC NET paper: NTA gives a dropped question's marks to those who attempted it
    voidRule = 'attempted';
    open('master', `kind=test&id=${testId}&question=${q2}`);
    await screen.findByRole('heading', { name: 'Regrade question 2' });
    expect(offered()).toEqual(['rekey', 'void-attempted (rule)', 'void-full', 'void-none']);
    const rule = screen.getByRole('radio', { name: /^Void: full marks to those who attempted it \(this exam's rule\)/ });
    expect(rule.closest('label')!.textContent).toContain('Those who answered it get its marks; those who left it get nothing.');

    // the master may choose another: GATE's void for everyone is sent as chosen
    fireEvent.click(screen.getByRole('radio', { name: /^Void: full marks to everyone/ }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Two options are right.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByRole('table', { name: 'Attempts whose score changes' });
    expect(calls.find((call) => call.url.endsWith('/dry-run'))?.body).toMatchObject({ questionId: q2, action: 'void-full' });
    cleanup();

    // a GATE paper: full marks to everyone is its rule
    voidRule = 'everyone';
    open('master', `kind=test&id=${testId}&question=${q2}`);
    await screen.findByRole('heading', { name: 'Regrade question 2' });
    expect(offered()).toEqual(['rekey', 'void-full (rule)', 'void-attempted', 'void-none']);
  });

  it('shows a creator the keys and the history, without a regrade', async () => {
    open('creator');
    await screen.findByText('Regrading a question is a master’s decision.');
    expect(screen.queryByRole('link', { name: /Regrade question/ })).toBeNull();
    expect(screen.getAllByText('B').length).toBeGreaterThan(0);
  });

  it('says when the link is incomplete', async () => {
    open('master', 'kind=paper');
    expect(await screen.findByText('This link is incomplete')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
