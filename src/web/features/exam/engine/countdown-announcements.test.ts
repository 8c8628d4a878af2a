import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, spokenDuration } from './countdown-announcements.ts';

/** Every announcement a clock running down second by second from `from` makes, with the seconds left. */
function announcementsFrom(from: number, noun: 'test' | 'quiz' = 'test') {
  const said: [number, string][] = [];
  for (let seconds = from; seconds > 0; seconds -= 1) {
    const message = countdownAnnouncement(seconds, seconds - 1, noun);
    if (message) said.push([seconds - 1, message]);
  }
  return said;
}

describe('the countdown announcements', () => {
  it('speak at 30, 15, 5 and 1 minutes and at the 15-second warning of a three-hour test, and at no other second', () => {
    expect(announcementsFrom(180 * 60)).toEqual([
      [1800, '30 minutes left.'],
      [900, '15 minutes left.'],
      [300, '5 minutes left.'],
      [60, '1 minute left.'],
      [15, '15 seconds left. The test will be submitted automatically when time runs out.'],
    ]);
  });

  it('skip the marks a shorter exam starts below, and name the quiz in the last warning', () => {
    expect(announcementsFrom(10 * 60, 'quiz').map(([seconds]) => seconds)).toEqual([300, 60, 15]);
    expect(announcementsFrom(10 * 60, 'quiz').at(-1)![1]).toContain('The quiz will be submitted');
    expect(announcementsFrom(20)).toEqual([[15, '15 seconds left. The test will be submitted automatically when time runs out.']]);
  });

  it('say nothing on the first reading, at zero (the view says time is up), or when the clock did not go down', () => {
    expect(countdownAnnouncement(900, 900, 'test')).toBeNull();
    expect(countdownAnnouncement(899, 901, 'test')).toBeNull(); // corrected upwards by the server
    expect(countdownAnnouncement(1, 0, 'test')).toBeNull();
    expect(countdownAnnouncement(16, 0, 'test')).toBeNull();
  });

  it('after a tab slept past several marks, say only the last, with the true time left', () => {
    expect(countdownAnnouncement(1900, 250, 'test')).toBe('4 minutes 10 seconds left.');
    // a reading a moment after the mark is still the mark
    expect(countdownAnnouncement(302, 299, 'test')).toBe('5 minutes left.');
  });

  it('speak durations in words', () => {
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(900)).toBe('15 minutes');
    expect(spokenDuration(15)).toBe('15 seconds');
  });
});
