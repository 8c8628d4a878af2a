// The exam's own counts for /metrics, bumped by the services where each thing happens. The services
// are handed the database, not the app, so the counters hang off the app's database handle (as its
// change feed does). A transaction's handle has none: count after the commit, on the app's handle.
import { Counter, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

export type AttemptKind = 'test' | 'quiz';

/** What the Razorpay webhook did with a call (payments/webhook.ts). */
export type WebhookOutcome = 'recorded' | 'unknown-order' | 'amount-mismatch' | 'ignored' | 'bad-signature' | 'bad-body' | 'not-configured';

export interface ExamCounters {
  attemptStarted(kind: AttemptKind): void;
  /** an autosave stored and answered with its version */
  answersSaved(): void;
  /** an attempt graded: by the learner's submit, or at the deadline (a late read, the sweeper, a quiz's close) */
  attemptFinalised(kind: AttemptKind, endedBy: 'learner' | 'deadline'): void;
  /** a payment marked paid (checkout's verify, the webhook or a reconcile: each payment once) */
  paymentCaptured(): void;
  webhookReceived(outcome: WebhookOutcome): void;
}

const NONE: ExamCounters = {
  attemptStarted: () => undefined,
  answersSaved: () => undefined,
  attemptFinalised: () => undefined,
  paymentCaptured: () => undefined,
  webhookReceived: () => undefined,
};

export function createExamCounters(registry: Registry): ExamCounters {
  const registers = [registry];
  const started = new Counter({
    name: 'prepverse_attempts_started_total',
    help: 'Attempts started (a test or a weekly quiz).',
    labelNames: ['kind'],
    registers,
  });
  const saves = new Counter({ name: 'prepverse_answer_saves_total', help: 'Autosaves stored and acknowledged.', registers });
  const submits = new Counter({ name: 'prepverse_attempt_submits_total', help: "Attempts graded on the learner's submit.", labelNames: ['kind'], registers });
  const autoSubmits = new Counter({
    name: 'prepverse_attempt_auto_submits_total',
    help: 'Attempts graded at the deadline without a submit in time (late read, sweeper, quiz close).',
    labelNames: ['kind'],
    registers,
  });
  const payments = new Counter({ name: 'prepverse_payments_captured_total', help: 'Payments marked paid and enrolled.', registers });
  const webhooks = new Counter({
    name: 'prepverse_payment_webhooks_total',
    help: 'Razorpay webhook calls, by what was done with them.',
    labelNames: ['outcome'],
    registers,
  });
  // every label shows from the first scrape, so a rate() has a series to start from
  for (const kind of ['test', 'quiz']) {
    started.inc({ kind }, 0);
    submits.inc({ kind }, 0);
    autoSubmits.inc({ kind }, 0);
  }
  return {
    attemptStarted: (kind) => started.inc({ kind }),
    answersSaved: () => saves.inc(),
    attemptFinalised: (kind, endedBy) => (endedBy === 'learner' ? submits : autoSubmits).inc({ kind }),
    paymentCaptured: () => payments.inc(),
    webhookReceived: (outcome) => webhooks.inc({ outcome }),
  };
}

const attached = new WeakMap<Database, ExamCounters>();

export function attachExamCounters(db: Database, counters: ExamCounters): void {
  attached.set(db, counters);
}

/** The counters of the app on this handle; counting nothing where metrics are off (no METRICS_TOKEN). */
export function examCounters(db: Database): ExamCounters {
  return attached.get(db) ?? NONE;
}
