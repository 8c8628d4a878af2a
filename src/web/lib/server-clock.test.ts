import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft, ServerClock } from './server-clock.ts';

function fakeSources(date = 1_000_000, perf = 50) {
  const time = { date, perf };
  return {
    time,
    sources: { dateNow: () => time.date, perfNow: () => time.perf },
    advance(ms: number) {
      time.date += ms;
      time.perf += ms;
    },
  };
}

describe('ServerClock', () => {
  it('uses the server time plus half the round trip, then runs on', () => {
    const fake = fakeSources();
    const clock = new ServerClock(fake.sources);
    clock.observe(5_000_000, 200);
    expect(clock.now()).toBe(5_000_100);
    fake.advance(1500);
    expect(clock.now()).toBe(5_001_600);
  });

  it('falls back to the device clock before any answer', () => {
    const fake = fakeSources();
    const clock = new ServerClock(fake.sources);
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(1_000_000);
  });

  it('cannot be stretched by setting the system clock back', () => {
    const fake = fakeSources();
    const clock = new ServerClock(fake.sources);
    clock.observe(5_000_000);
    fake.advance(10_000);
    fake.time.date -= 60 * 60_000; // the learner sets the clock an hour back
    expect(clock.now()).toBe(5_010_000);
    expect(clock.jumped()).toBe(true);
  });

  it('counts a sleep that the monotonic clock missed', () => {
    const fake = fakeSources();
    const clock = new ServerClock(fake.sources);
    clock.observe(5_000_000);
    fake.time.date += 120_000; // the laptop slept two minutes; performance.now() stood still
    expect(clock.now()).toBe(5_120_000);
    expect(clock.jumped()).toBe(true);
  });

  it('re-anchors on every answer', () => {
    const fake = fakeSources();
    const clock = new ServerClock(fake.sources);
    clock.observe(5_000_000);
    fake.time.date += 120_000;
    clock.observe(5_120_500);
    expect(clock.jumped()).toBe(false);
    expect(clock.now()).toBe(5_120_500);
  });
});

describe('countdown display', () => {
  it('rounds partial seconds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(formatClock(20 * 60)).toBe('20:00');
    expect(formatClock(15)).toBe('00:15');
    expect(formatClock(180 * 60)).toBe('180:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});
