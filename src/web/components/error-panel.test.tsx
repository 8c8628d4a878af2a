// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../lib/http.ts';
import { canRetry, ErrorPage, ErrorPanel } from './error-panel.tsx';

afterEach(cleanup);

describe('canRetry', () => {
  it('is true for what asking again can fix: no answer, a server failure, a timeout, a busy server', () => {
    expect(canRetry(new ApiError(0, 'Could not reach Prepverse.'))).toBe(true);
    expect(canRetry(new ApiError(500, 'Oops', 'server-error'))).toBe(true);
    expect(canRetry(new ApiError(503, 'Busy', 'unavailable'))).toBe(true);
    expect(canRetry(new ApiError(408, 'Timed out'))).toBe(true);
    expect(canRetry(new ApiError(429, 'Slow down', 'rate-limited'))).toBe(true);
    expect(canRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is false for a refusal, which asking again repeats', () => {
    expect(canRetry(new ApiError(404, 'Not found', 'not-found'))).toBe(false);
    expect(canRetry(new ApiError(409, 'This quiz has closed.', 'quiz-closed'))).toBe(false);
    expect(canRetry(new ApiError(403, 'Not yours', 'not-yours'))).toBe(false);
    expect(canRetry(new ApiError(400, 'Bad ids', 'invalid-input'))).toBe(false);
  });
});

describe('ErrorPanel', () => {
  it('says what happened and lists its actions as links, with no Try again unless given one', () => {
    render(
      <MemoryRouter>
        <ErrorPanel title="Test series not found." message="It may have been removed." actions={[{ label: 'Browse all test series', to: '/testseries' }]} />
      </MemoryRouter>,
    );
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByRole('heading', { level: 2, name: 'Test series not found.' })).toBeTruthy();
    expect(alert.getByText('It may have been removed.')).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Browse all test series' }).getAttribute('href')).toBe('/testseries');
    expect(alert.queryByRole('button')).toBeNull();
  });

  it('offers the retry first, under its own label, and is the page heading on an error page', () => {
    const retry = vi.fn();
    render(
      <MemoryRouter>
        <ErrorPage title="The test could not be loaded" onRetry={retry} retryLabel="Retry" actions={[{ label: 'Back', to: '/testseries' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The test could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
