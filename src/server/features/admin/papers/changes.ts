// What of a test or weekly quiz may change, and when: its questions, marking and time limit are fixed
// once a learner has started it (docs/decisions/013), and every server forgets its copy after a change.
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../http-errors.ts';
import { anyAttemptsOf, forgetTarget, TARGET_TTL_MS } from '../../attempts/service.ts';
import * as papers from '../../catalogue/papers.service.ts';

type Status = 'draft' | 'published' | 'archived';

const PAPER_STARTED = 'Learners have started this paper, so its questions and marking can no longer change.';

export const hasAttempts = (db: Database, paper: papers.PaperRef) =>
  anyAttemptsOf(db, paper.kind === 'test' ? [paper.id] : [], paper.kind === 'quiz' ? [paper.id] : []);

async function requireNotStarted(db: Database, paper: papers.PaperRef): Promise<void> {
  if (await hasAttempts(db, paper)) throw conflict(PAPER_STARTED, 'paper-started');
}

const PAPER_PUBLISHED = 'This paper is published, so learners may be taking it: unpublish it before changing its questions, marking or time limit.';

/**
 * What an attempt is graded and shown by (questions, marking, time limit) changes only while the
 * paper cannot be started, and never after anyone has started it (docs/decisions/013).
 */
export async function requireChangeable(db: Database, paper: papers.PaperRef, status: Status): Promise<void> {
  if (status === 'published') throw conflict(PAPER_PUBLISHED, 'paper-published');
  await requireNotStarted(db, paper);
}

/**
 * A paper that was live may be cached by any server for the cache's lifetime; republishing waits
 * until every copy from before the last change has expired, so no learner starts on an old one.
 */
export async function requireSettled(db: Database, paper: papers.PaperRef, status: Status): Promise<void> {
  if (status !== 'archived') return;
  const wait = Math.ceil(TARGET_TTL_MS / 1000 - (await papers.secondsSinceChange(db, paper)));
  if (wait > 0) {
    throw conflict(
      `This paper changed moments ago; every server shows the new version within ${TARGET_TTL_MS / 1000} s: publish it again in ${wait} s.`,
      'paper-settling',
    );
  }
}

/** Marks the papers as changed now (their `updatedAt`), in the change's transaction. */
export const touchPaper = (tx: Database, paper: papers.PaperRef) =>
  papers.touchPapers(tx, paper.kind === 'test' ? [paper.id] : [], paper.kind === 'quiz' ? [paper.id] : []);

/** After the change is committed: no instance serves its cached copy any more. */
export async function forgetPapers(db: Database, list: papers.PaperRef[]): Promise<void> {
  await Promise.all(list.map((paper) => forgetTarget(db, paper)));
}
