// The review conversation in every state, so `npm start` shows each one: the creator's drafts waiting
// for review (each with the note she submitted it with), one sent back with the master's comment and
// her reply, one rejected with the reason, and one she is still writing. Each step is a comment of the
// question's thread and an audit entry, as the review routes write them, hours apart in the past.
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/site-schema.ts';
import { questionComments } from '../../db/review-schema.ts';
import type { ReviewCommentKind, ReviewState } from '../../../shared/review-states.ts';
import type { DemoQuestion } from './types.ts';

const r = String.raw;

type DemoDraft = DemoQuestion & { exam: string; difficulty: 'easy' | 'medium' | 'hard' };
type Who = 'creator' | 'master';

export interface DemoThread {
  state: ReviewState;
  /** oldest first */
  steps: { kind: ReviewCommentKind; by: Who; body: string }[];
}

/** The notes the existing drafts waiting for review were submitted with, by question key. */
export const submittedNotes: Record<string, string> = {
  'draft-da-prob-1': 'Generated, then checked by hand: all 36 outcomes counted.',
  'draft-da-linalg-1': '',
  'draft-da-calculus-1': 'A one-line warm-up for the easy test.',
  'draft-apt-series-1': 'The key is 42; the pattern is n(n + 1).',
  'draft-da-prob-3': 'For the DA quiz next week: 0.9 is there for those who forget the overlap.',
  'draft-da-linalg-3': 'For the DA quiz next week.',
  'draft-apt-ratio-1': 'For the DA quiz next week; checked by substituting back.',
};

/** Drafts in the other states, each with its thread. */
export const threadedDrafts: (DemoDraft & { thread: DemoThread })[] = [
  {
    key: 'draft-da-stats-1',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'medium',
    topic: 'Probability',
    text: r`A random variable $X$ takes the values $1, 2, 3$ with probabilities $0.2, 0.5, 0.3$. What is $E[X]$?`,
    options: ['$2.1$', '$2.0$', '$1.9$', '$2.3$'],
    correctIndex: 0,
    explanation: r`$E[X] = 1(0.2) + 2(0.5) + 3(0.3) = 0.2 + 1.0 + 0.9 = 2.1$.`,
    marks: 1,
    source: 'original',
    thread: {
      state: 'changes-requested',
      steps: [
        { kind: 'submit', by: 'creator', body: 'A warm-up for the expectation section.' },
        {
          kind: 'request-changes',
          by: 'master',
          body: 'The key is right, but 2.0 and 1.9 are too close to tell apart by guessing: use distractors from common slips, like 2 (the middle value) or 6 (the sum of the values). And show the sum step by step in the explanation.',
        },
        { kind: 'reply', by: 'creator', body: 'Good point. I will swap in 2 and 6 and redo the explanation tonight.' },
      ],
    },
  },
  {
    key: 'draft-da-prob-2',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'easy',
    topic: 'Probability',
    text: 'A fair coin is tossed twice. What is the probability of getting two heads?',
    options: [r`$\frac{1}{4}$`, r`$\frac{1}{2}$`, r`$\frac{1}{3}$`, r`$\frac{3}{4}$`],
    correctIndex: 0,
    explanation: r`The four outcomes HH, HT, TH, TT are equally likely, and one of them is HH: $\frac{1}{4}$.`,
    marks: 1,
    source: 'ai-generated',
    thread: {
      state: 'rejected',
      steps: [
        { kind: 'submit', by: 'creator', body: '' },
        { kind: 'reject', by: 'master', body: 'Duplicate: the bank already has this one in the Probability easy set.' },
      ],
    },
  },
  {
    key: 'draft-da-linalg-2',
    section: 'Technical',
    exam: 'GATE DA',
    difficulty: 'hard',
    topic: 'Linear Algebra',
    text: r`The eigenvalues of $\begin{pmatrix} 4 & 1 \\ 2 & 3 \end{pmatrix}$ are`,
    options: ['$2$ and $5$', '$1$ and $6$', '$3$ and $4$', '$-2$ and $5$'],
    correctIndex: 0,
    explanation: r`The characteristic polynomial is $\lambda^2 - 7\lambda + 10 = (\lambda - 2)(\lambda - 5)$.`,
    marks: 2,
    source: 'original',
    thread: { state: 'writing', steps: [] },
  },
];

const HOUR = 3_600_000;
const reviewFields = (status: 'draft' | 'published' | 'archived', reviewState: ReviewState) => ({ status, reviewState, needsReview: false });

/** What each step leaves the question as, for its audit entry. */
const after: Record<ReviewCommentKind, (state: ReviewState) => ReturnType<typeof reviewFields>> = {
  submit: () => reviewFields('draft', 'submitted'),
  'request-changes': () => reviewFields('draft', 'changes-requested'),
  reject: () => reviewFields('archived', 'rejected'),
  approve: () => reviewFields('published', 'approved'),
  reply: (state) => reviewFields(state === 'rejected' ? 'archived' : 'draft', state),
};

/**
 * Writes each thread's comments and audit entries, in order, one day each, the last the day before `now`.
 * `threads` maps a question id to its thread; `people` the creator and the master to their ids.
 */
export async function insertThreads(db: Database, threads: { questionId: string; thread: DemoThread }[], people: Record<Who, string>, now: Date) {
  const comments: (typeof questionComments.$inferInsert)[] = [];
  const entries: (typeof auditLog.$inferInsert)[] = [];
  threads.forEach(({ questionId, thread }, index) => {
    let state: ReviewState = 'writing';
    thread.steps.forEach((step, position) => {
      // a working day each, the earlier threads first: from 10:00 India time, a step every two and a half hours
      const day = new Date(now.getTime() - (threads.length - index) * 24 * HOUR);
      const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 4, 30) + position * 2.5 * HOUR);
      const before = reviewFields('draft', state);
      const next = after[step.kind](state);
      state = next.reviewState;
      comments.push({ questionId, authorId: people[step.by], kind: step.kind, body: step.body, createdAt: at });
      entries.push({
        actorId: people[step.by],
        action: `question.${step.kind}`,
        entity: 'question',
        entityId: questionId,
        detail: { before, after: { ...next, ...(step.kind === 'reject' ? { reason: step.body } : { comment: step.body }) } },
        createdAt: at,
      });
    });
  });
  if (comments.length > 0) await db.insert(questionComments).values(comments);
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}
