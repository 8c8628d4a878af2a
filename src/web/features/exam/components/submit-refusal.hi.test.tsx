// @vitest-environment jsdom
// A submit the API refuses, on an exam page in Hindi (issue 43): the refusal is said in Hindi by its
// code and reason, never in the server's English; an English page keeps the server's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { appI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/http.ts';
import { renderExam, type Submit } from './exam-view.harness.tsx';

vi.mock('../api.ts', () => ({
  saveAnswers: vi.fn(async () => 'saved' as const),
  fetchAttempt: vi.fn(async () => new Promise(() => {})),
}));

const NOT_STARTED = 'Start the test before submitting it.';
const notStarted = () =>
  new ApiError(404, NOT_STARTED, 'not-found', null, { success: false, code: 'not-found', reason: 'test-not-started', message: NOT_STARTED });
const ENDED = 'This attempt has ended: answers can no longer be changed.';

async function submitRefused(error: ApiError) {
  const submit = vi.fn<Submit>().mockRejectedValue(error);
  const { handle } = renderExam(submit);
  await act(async () => handle.session!.submit());
  return (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  await appI18n.changeLanguage('en');
});

describe('a refused submit', () => {
  it('is said in Hindi on a Hindi page, by its reason or its code', async () => {
    await appI18n.changeLanguage('hi');
    expect(await submitRefused(notStarted())).toContain('जमा करने से पहले टेस्ट शुरू करें।');
    expect(screen.queryByText(NOT_STARTED)).toBeNull();
    cleanup();

    expect(await submitRefused(new ApiError(409, ENDED, 'attempt-ended'))).toContain('यह प्रयास समाप्त हो चुका है: अब उत्तर बदले नहीं जा सकते।');
    expect(screen.queryByText(ENDED)).toBeNull();
  });

  it('keeps the server’s words on an English page', async () => {
    expect(await submitRefused(notStarted())).toContain(NOT_STARTED);
  });
});
