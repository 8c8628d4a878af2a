// @vitest-environment jsdom
// A paper's statistics: a question a regrade voided shows as voided, not with the figures the regrade's
// marks made for it (a 100% facility read as 'too easy', or 0% as 'too hard, regrade'), issue 44.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PaperStatistics as PaperStatisticsAnswer } from '../../../../../shared/api/admin-statistics.ts';
import { renderAdmin } from '../../ui/test-support.tsx';
import { PaperStatistics } from './paper-statistics.tsx';
import { VOIDED_NOTE } from './stat-parts.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAPER_ID = '22222222-0000-4000-8000-000000000002';
const figures = (facility: number, discrimination: number) => ({
  attempts: 40,
  answered: 40,
  correct: Math.round(facility * 40),
  facility,
  discrimination,
  optionCounts: [10, 10, 10, 10],
  averageSeconds: 60,
  computedAt: '2026-12-07T10:00:00.000Z',
});

const answer: PaperStatisticsAnswer = {
  success: true,
  paper: { kind: 'test', id: PAPER_ID, title: 'Full Mock 1' },
  questions: [
    { position: 0, questionId: 'q-void', text: 'A question whose key was wrong', type: 'MCQ', figures: figures(1, 0), flags: [], voided: true },
    {
      position: 1,
      questionId: 'q-hard',
      text: 'A hard question',
      type: 'MCQ',
      figures: figures(0.1, 0.2),
      flags: [{ kind: 'too-hard', message: 'Too hard: only 10% get it right.' }],
      voided: false,
    },
  ],
};

describe("a paper's statistics", () => {
  it('shows a voided question as voided, with no facility, discrimination or flag of its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    renderAdmin([{ path: 'stats', element: <PaperStatistics kind="test" id={PAPER_ID} /> }], '/admin/stats');
    const voidedRow = (await screen.findByText('A question whose key was wrong')).closest('tr')!;
    expect(within(voidedRow).getAllByText('Voided')).toHaveLength(2);
    expect(within(voidedRow).getByText(VOIDED_NOTE)).toBeTruthy();
    expect(within(voidedRow).queryByText('100%')).toBeNull();
    const hardRow = screen.getByText('A hard question').closest('tr')!;
    expect(within(hardRow).getByText('10%')).toBeTruthy();
    expect(within(hardRow).getByText(/Too hard/)).toBeTruthy();
    expect(within(hardRow).queryByText('Voided')).toBeNull();
  });
});
