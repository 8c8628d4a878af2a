// The server's clock as seen from the page. Every API answer carries `serverTime`; the exam view
// counts down to the server's deadline with it, never with the device's own clock alone.

export interface TimeSources {
  /** wall clock: follows system clock changes, keeps running through sleep */
  dateNow: () => number;
  /** monotonic clock: immune to system clock changes, may stand still while the device sleeps */
  perfNow: () => number;
}

const browserSources: TimeSources = { dateNow: () => Date.now(), perfNow: () => performance.now() };

interface Anchor {
  server: number; // the server's time at the moment below
  date: number;
  perf: number;
}

/** A wall-clock and a monotonic clock that disagree by more than this saw a clock change or a sleep. */
export const CLOCK_JUMP_MS = 2000;

export class ServerClock {
  private anchor: Anchor | null = null;
  private readonly sources: TimeSources;

  constructor(sources: TimeSources = browserSources) {
    this.sources = sources;
  }

  /** Records an answer's serverTime; `roundTripMs` halves to estimate the one-way delay. */
  observe(serverTime: number, roundTripMs = 0): void {
    if (!Number.isFinite(serverTime)) return;
    this.anchor = {
      server: serverTime + Math.max(0, roundTripMs) / 2,
      date: this.sources.dateNow(),
      perf: this.sources.perfNow(),
    };
  }

  get synced(): boolean {
    return this.anchor !== null;
  }

  /**
   * The server's time now. Of the two local clocks the one that says more time has passed wins: a
   * clock set back cannot buy time, and a sleep still counts. The next answer re-anchors it anyway.
   */
  now(): number {
    const { dateNow, perfNow } = this.sources;
    if (!this.anchor) return dateNow();
    const elapsed = Math.max(dateNow() - this.anchor.date, perfNow() - this.anchor.perf);
    return this.anchor.server + elapsed;
  }

  /** True when the two local clocks drifted apart since the last answer: time to ask the server. */
  jumped(): boolean {
    if (!this.anchor) return false;
    const { dateNow, perfNow } = this.sources;
    const drift = dateNow() - this.anchor.date - (perfNow() - this.anchor.perf);
    return Math.abs(drift) > CLOCK_JUMP_MS;
  }
}

/** The page's one clock, fed by every exam API answer (and the weekly-quiz list, which counts windows down with it). */
export const examClock = new ServerClock();

/** Whole seconds left, never negative: what the header shows. */
export function secondsLeft(deadlineMs: number, serverNowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - serverNowMs) / 1000));
}

/** 'mm:ss'; a 180-minute test starts at 180:00. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
