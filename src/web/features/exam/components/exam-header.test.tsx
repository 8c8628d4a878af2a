// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ExamHeader } from './exam-header.tsx';

afterEach(cleanup);

function renderHeader(title: string) {
  const router = createMemoryRouter([{ path: '/', element: <ExamHeader title={title} backTo="/testseries" secondsLeft={1200} noun="test" /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('heading', { level: 1 });
}

describe('ExamHeader title', () => {
  it('wraps a title to two lines on a phone instead of cutting it to one', () => {
    const heading = renderHeader('Easy Subject Test');
    expect(heading.textContent).toBe('Easy Subject Test');
    expect(heading.className).toContain('line-clamp-2');
    expect(heading.className).not.toMatch(/\btruncate\b|\bwhitespace-nowrap\b/);
    // the bar grows with the second line rather than hiding it
    expect(heading.parentElement!.className).toContain('min-h-14');
    expect(heading.parentElement!.className).not.toMatch(/(^|\s)h-14\b/);
  });

  it('keeps the whole of a long title available: its text and its tooltip', () => {
    const title = 'GATE Computer Science and Information Technology Full-Length Mock Test 3 (Advanced, 65 questions)';
    const heading = renderHeader(title);
    expect(heading.textContent).toBe(title);
    expect(heading.getAttribute('title')).toBe(title);
  });
});
