// Learners first (decision 042): admin work has connections of its own (PostgreSQL) or comes after
// the learners in the one connection's queue (the embedded database), but its statements still share
// the machine's processors and, on the embedded database, the connection once they run. So while
// learners are about (a query of theirs within the last second), admin statements run one at a time,
// each at a quiet moment (no learner query for a few milliseconds) or, if none comes, after a hold:
// the content team's work goes on during the weekly rush, slower, and the learners' latency barely
// moves. With no learner about, the admin's statements go at once, as many as its pool allows.
// Admin statements pass in the order they asked: a timer that fires a millisecond early on a busy
// machine never lets a later one overtake an earlier one.
import { performance } from 'node:perf_hooks';

export interface LearnersFirstOptions {
  /** learners are about while one of their queries ran this recently */
  aboutMs: number;
  /** how long no learner query must have run for a quiet moment */
  quietMs: number;
  /** how long an admin statement waits at most for a quiet moment while learners are about */
  holdMs: number;
}

export const LEARNERS_FIRST: LearnersFirstOptions = { aboutMs: 1000, quietMs: 10, holdMs: 400 };

// past this many holds an admin statement goes even beside another admin one: a transaction of the
// admin's that runs a query outside itself must never wait for itself
const HOLDS_BEFORE_ANY = 4;

export class LearnersFirst {
  private learners = 0;
  private lastLearner = Number.NEGATIVE_INFINITY;
  private admins = 0;
  /** admin statements waiting for their moment, earliest first: only the first may go */
  private readonly asking: symbol[] = [];
  private readonly wakers = new Set<() => void>();

  constructor(private readonly options: LearnersFirstOptions = LEARNERS_FIRST) {}

  /** Learners' queries asked for or running, and admin statements let through: for /metrics and tests. */
  get state() {
    return { learners: this.learners, admins: this.admins };
  }

  /** A learner's query or transaction begins (from the moment it asks); the function returned ends it, once. */
  learner(): () => void {
    this.learners += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.learners -= 1;
      this.lastLearner = performance.now();
      this.wake();
    };
  }

  /** Waits for an admin statement's moment (see the top of this file); the function returned ends it, once. */
  async admin(): Promise<() => void> {
    const asked = performance.now();
    const { aboutMs, quietMs, holdMs } = this.options;
    const ticket = Symbol('admin statement');
    this.asking.push(ticket);
    for (;;) {
      // an earlier statement still waiting goes first; its going wakes this one
      if (this.asking[0] !== ticket) {
        await this.sleep(holdMs);
        continue;
      }
      const now = performance.now();
      const sinceLearner = this.learners > 0 ? 0 : now - this.lastLearner;
      const held = now - asked;
      if (sinceLearner >= aboutMs) break;
      const alone = this.admins === 0;
      if (alone && (sinceLearner >= quietMs || held >= holdMs)) break;
      if (held >= holdMs * HOLDS_BEFORE_ANY) break;
      // woken early by any statement's end; otherwise at the next moment the answer could change
      const next = [held < holdMs ? holdMs - held : holdMs * HOLDS_BEFORE_ANY - held];
      if (this.learners === 0) next.push(sinceLearner < quietMs ? quietMs - sinceLearner : aboutMs - sinceLearner);
      await this.sleep(Math.min(...next));
    }
    this.asking.shift();
    this.admins += 1;
    this.wake();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.admins -= 1;
      this.wake();
    };
  }

  /** Until `ms` have passed or a learner or admin statement ends, whichever is first. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(1, Math.ceil(ms)));
      this.wakers.add(done);
    });
  }

  private wake() {
    for (const waker of [...this.wakers]) waker();
  }
}
