// Time per question: the exam view times each visit of a question while it is on screen and the
// page is visible, and adds it to the question's total. The totals start from what the server and
// this device's unsent queue hold, so a reload (or a night offline) goes on counting where it was.

/** A question's total so far, in whole seconds: what a save sends. */
export interface QuestionTotal {
  questionId: string;
  seconds: number;
}

export class QuestionClock {
  private readonly totals = new Map<string, number>(); // milliseconds
  private current: string | null = null;
  private since = 0;

  constructor(
    initialSeconds: Readonly<Record<string, number>>,
    private readonly now: () => number = () => performance.now(),
  ) {
    for (const [questionId, seconds] of Object.entries(initialSeconds)) this.totals.set(questionId, seconds * 1000);
  }

  /** The question on screen now (the previous visit, if any, ends): its total is returned. */
  show(questionId: string): QuestionTotal | null {
    if (this.current === questionId) return null;
    const ended = this.pause();
    this.current = questionId;
    this.since = this.now();
    return ended;
  }

  /** The page is hidden, the exam locked or submitted: the visit ends; returns the question's new total. */
  pause(): QuestionTotal | null {
    const questionId = this.current;
    if (questionId === null) return null;
    const total = (this.totals.get(questionId) ?? 0) + Math.max(0, this.now() - this.since);
    this.totals.set(questionId, total);
    this.current = null;
    return { questionId, seconds: Math.round(total / 1000) };
  }

  /** Whole seconds on a question so far, the visit going on included. */
  secondsOn(questionId: string): number {
    const running = this.current === questionId ? Math.max(0, this.now() - this.since) : 0;
    return Math.round(((this.totals.get(questionId) ?? 0) + running) / 1000);
  }
}

/** Where the totals start: the larger of the server's and this device's unsent value for each question. */
export function startingSeconds(
  server: Readonly<Record<string, { seconds?: number | undefined }>>,
  unsent: Readonly<Record<string, number>>,
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const [questionId, saved] of Object.entries(server)) if (typeof saved.seconds === 'number') totals[questionId] = saved.seconds;
  for (const [questionId, seconds] of Object.entries(unsent)) totals[questionId] = Math.max(totals[questionId] ?? 0, seconds);
  return totals;
}
