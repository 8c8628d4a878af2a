// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { appI18n } from '../../../i18n/index.ts';
import { MemoryRouter } from 'react-router';
import { ExamHeader } from './exam-header.tsx';

afterEach(async () => {
  cleanup();
  await act(() => appI18n.changeLanguage('en'));
});

function header(secondsLeft: number) {
  return (
    <MemoryRouter>
      <ExamHeader title="Mock Test" backTo="/testseries" secondsLeft={secondsLeft} noun="test" />
    </MemoryRouter>
  );
}

describe('the exam header clock for screen readers', () => {
  it('is a timer that is not itself live, with a separate polite region for the announcements', () => {
    render(header(1200));
    const clock = screen.getByRole('timer', { name: 'Time Left' });
    expect(clock.getAttribute('aria-live')).toBeNull(); // a timer is silent unless made live
    const region = screen.getByTestId('time-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('role')).toBe('status');
    expect(clock.contains(region)).toBe(false);
    expect(region.textContent).toBe(''); // nothing said on opening
  });

  it('announces at the marks only, keeping the last announcement between them', () => {
    const { rerender } = render(header(903));
    const region = screen.getByTestId('time-announcer');
    const heard: string[] = [];
    for (let seconds = 902; seconds >= 290; seconds -= 1) {
      rerender(header(seconds));
      const text = region.textContent ?? '';
      if (text !== heard.at(-1)) heard.push(text);
    }
    expect(heard).toEqual(['', '15 minutes left.', '5 minutes left.']);
  });

  it('shows the warning by a clock icon as well as the red, from 15 seconds', () => {
    const { rerender } = render(header(16));
    expect(screen.queryByTestId('time-warning')).toBeNull();
    rerender(header(15));
    expect(screen.getByTestId('time-warning')).toBeTruthy();
    expect(screen.getByTestId('time-announcer').textContent).toBe('15 seconds left. The test will be submitted automatically when time runs out.');
  });

  it('speaks Hindi when the interface is in Hindi: the clock, the marks and the warning', async () => {
    await act(() => appI18n.changeLanguage('hi'));
    const { rerender } = render(header(1900));
    expect(screen.getByRole('timer', { name: 'शेष समय' })).toBeTruthy();
    rerender(header(250));
    expect(screen.getByTestId('time-announcer').textContent).toBe('4 मिनट 10 सेकंड शेष।');
    rerender(header(15));
    expect(screen.getByTestId('time-announcer').textContent).toBe('15 सेकंड शेष। समय समाप्त होते ही टेस्ट अपने-आप जमा हो जाएगा।');
  });
});
