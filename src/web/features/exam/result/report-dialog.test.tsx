// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { examKeys } from '../../../lib/query-keys.ts';
import { reportLimitMessage } from '../../../../shared/api/question-reports.ts';
import { testResult, type AttemptedTest } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture } from './result-view.fixture.ts';
import { REPORTED_MESSAGE } from './report-dialog.tsx';
import { appI18n } from '../../../i18n/index.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(() => import('./question-review.tsx'), 30_000);

const ref = { userId: 'u1', testSeriesId: 's1', testId: 't1' };

/** The result as the exam page shows it: read from the query cache, which a report updates. */
function Result({ fixture }: { fixture: AttemptedTest }) {
  const { data } = useQuery({ queryKey: examKeys.test(ref), queryFn: () => fixture, initialData: fixture, staleTime: Infinity });
  return <ResultView result={testResult(data)} kind="test" />;
}

function renderResult(fixture: AttemptedTest = attemptedFixture()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Result fixture={fixture} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers every POST with `status` and `body`, recording what was sent. */
function fakeReports(
  status = 200,
  body: unknown = { success: true, report: { questionId: 'q2', reason: 'wrong-key', createdAt: '2025-03-05T10:00:00Z' }, remainingToday: 9 },
) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

// the review's code (Markdown, KaTeX) loads after the rest of the result: a longer wait on a busy machine
const reportButton = async (number: number) => screen.findByRole('button', { name: `Report this question (question ${number})` }, { timeout: 15_000 });

describe('reporting a question from the result', () => {
  it('asks what is wrong, sends the reason and the note, says it is reported, and the button then reads Reported', async () => {
    const sent = fakeReports();
    renderResult();
    const button = await reportButton(2);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report question 2' });
    // the keyboard starts on the first reason, not on the close button
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /The answer key is wrong/ })));

    // no reason chosen: nothing is sent, and the learner is told why
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose what is wrong with the question.');
    expect(sent).toEqual([]);

    const reasons = within(dialog).getByRole('group', { name: 'What is wrong with it?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(4);
    fireEvent.click(within(reasons).getByRole('radio', { name: /The answer key is wrong/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Anything to add\?/ }), { target: { value: '  56 is 7 × 8, so B.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect((await within(dialog).findByRole('status')).textContent).toBe(REPORTED_MESSAGE);
    expect(sent).toEqual([{ url: '/api/attempts/a1/reports', body: { questionId: 'q2', reason: 'wrong-key', note: '56 is 7 × 8, so B.' } }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reported = screen.getByRole('button', { name: 'Reported (question 2)' }) as HTMLButtonElement;
    expect(reported.disabled).toBe(true);
    // the others can still be reported
    expect((await reportButton(3)).hasAttribute('disabled')).toBe(false);
  });

  it('shows a question reported before as Reported, without a way to report it again', async () => {
    fakeReports();
    renderResult({ ...attemptedFixture(), reportedQuestionIds: ['q5'] });
    await reportButton(1);
    expect((screen.getByRole('button', { name: 'Reported (question 5)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the dialog open with the server's words when the day's limit is reached", async () => {
    fakeReports(429, { success: false, code: 'rate-limited', message: reportLimitMessage });
    renderResult();
    fireEvent.click(await reportButton(1));
    const dialog = await screen.findByRole('dialog', { name: 'Report question 1' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /There is a typo/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reportLimitMessage);
    expect(within(dialog).getByRole('radio', { name: /There is a typo/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Report this question (question 1)', hidden: true })).toBeTruthy();
  });

  it("says the day's limit in Hindi on a Hindi page, by the refusal's code, not in the server's English", async () => {
    await appI18n.changeLanguage('hi');
    try {
      fakeReports(429, { success: false, code: 'rate-limited', message: reportLimitMessage, reason: 'report-limit', limit: 10 });
      renderResult();
      const [button] = await screen.findAllByRole('button', { name: /इस प्रश्न की रिपोर्ट करें/ }, { timeout: 15_000 });
      fireEvent.click(button!);
      const dialog = await screen.findByRole('dialog', { name: 'प्रश्न 1 की रिपोर्ट करें' });
      fireEvent.click(within(dialog).getByRole('radio', { name: /टाइपिंग की गलती है/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('आप 24 घंटों में अधिकतम 10 प्रश्नों की रिपोर्ट कर सकते हैं। कृपया बाद में फिर से प्रयास करें।');
    } finally {
      cleanup();
      await appI18n.changeLanguage('en');
    }
  });

  it('closes on Cancel and sends focus back to the question it was opened from', async () => {
    const sent = fakeReports();
    renderResult();
    const button = await reportButton(4);
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report question 4' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(sent).toEqual([]);
  });
});
