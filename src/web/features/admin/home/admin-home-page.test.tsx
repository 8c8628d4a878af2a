// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { AdminOverview } from '../../../../shared/api/admin.ts';
import type { Role } from '../../../../shared/roles.ts';
import { adminUser, fakeServer, json, renderAdmin } from '../ui/test-support.tsx';
import { AdminHomePage } from './admin-home-page.tsx';

const overview = (draftsForReview: AdminOverview['draftsForReview']): AdminOverview => ({
  users: 12_345,
  testSeries: 4,
  tests: 12,
  quizzes: 3,
  questions: 140,
  questionsByStatus: { draft: 4, published: 136, archived: 0 },
  enrolments: 57,
  attemptsThisWeek: 9,
  draftsForReview,
  review: { submittedWaiting: draftsForReview ? 3 : null, changesRequested: { total: 0, questions: [] }, rejected: { total: 0, questions: [] } },
  openReports: 0,
});

let answer: AdminOverview;
beforeEach(() => {
  fakeServer(() => json(answer));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderHome = (role: Role) => renderAdmin([{ index: true, element: <AdminHomePage /> }], '/admin', adminUser(role));

describe('the admin home', () => {
  it('shows the counts, in Indian digit grouping', async () => {
    answer = overview(null);
    renderHome('creator');
    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(screen.getByText('Attempts this week').closest('div')?.textContent).toContain('9');
    expect(screen.getByText('Questions').closest('div')?.textContent).toMatch(/Drafts\s*4/);
  });

  it('lists a master’s drafts to review, each linking to its list filtered to drafts', async () => {
    answer = overview({ series: 1, tests: 2, quizzes: 0, questions: 4 });
    renderHome('master');
    const questions = await screen.findByRole('link', { name: /4 draft questions/ });
    expect(questions.getAttribute('href')).toBe('/admin/questions?status=draft');
    expect(screen.getByRole('link', { name: /1 draft test series/ }).getAttribute('href')).toBe('/admin/series?status=draft');
    expect(screen.getByRole('link', { name: /0 draft weekly quizzes/ }).getAttribute('href')).toBe('/admin/quizzes?status=draft');
  });

  it('tells a creator their drafts wait for a master, and links to the bank', async () => {
    answer = overview(null);
    renderHome('creator');
    expect(await screen.findByText(/Your drafts wait for a master/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the question bank' }).getAttribute('href')).toBe('/admin/questions?author=me&status=draft');
    expect(screen.queryByRole('link', { name: /open reports?/ })).toBeNull();
  });

  it('shows a creator the questions sent back and rejected, with the reviewer’s words, and a master the queue', async () => {
    const answered = (id: string, words: string) => ({
      id,
      excerpt: `Question ${id}`,
      words,
      reviewer: { id: 'm1', name: 'Kabir Das' },
      at: '2026-03-02T10:00:00.000Z',
    });
    answer = {
      ...overview(null),
      review: {
        submittedWaiting: null,
        changesRequested: { total: 1, questions: [answered('q1', 'Option C is also right.')] },
        rejected: { total: 12, questions: [answered('q2', 'Duplicate.')] },
      },
    };
    renderHome('creator');
    const sentBack = await screen.findByRole('region', { name: /Sent back to you with changes requested/ });
    expect(sentBack.textContent).toContain('Option C is also right.');
    expect(sentBack.textContent).toContain('Kabir Das');
    expect(screen.getByRole('link', { name: 'Question q1' }).getAttribute('href')).toBe('/admin/questions/q1');
    expect(screen.getByRole('region', { name: /Rejected/ }).textContent).toContain('Duplicate.');
    expect(screen.getByRole('link', { name: /All 12 in the bank/ }).getAttribute('href')).toBe('/admin/questions?author=me&reviewState=rejected');
    cleanup();

    answer = overview({ series: 0, tests: 0, quizzes: 0, questions: 4 });
    renderHome('master');
    expect((await screen.findByRole('link', { name: /3 questions submitted and waiting/ })).getAttribute('href')).toBe('/admin/review');
  });

  it("links learners' open reports of questions to the review queue's reports", async () => {
    answer = { ...overview(null), openReports: 3 };
    renderHome('creator');
    const reports = await screen.findByRole('link', { name: /3 open reports of questions from learners/ });
    expect(reports.getAttribute('href')).toBe('/admin/review?view=reports');
  });
});
