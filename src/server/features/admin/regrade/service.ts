// A master's regrade of a paper learners have taken (docs: DESIGN.md, 'a question, once published,
// is fixed'): first a dry run, then the regrade, which writes in one transaction the regrade's row,
// every submitted attempt's new score and analysis, the notices, the audit entry and, for a closed
// weekly quiz whose rank 1 changed, the new winner and their prize. Ranks, percentiles, leaderboards
// and the dashboard's report are read from the attempts' scores and analyses, so they follow at once;
// the paper's cached copy (what later submissions are graded by) is dropped on every instance.
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http-errors.ts';
import type { RegradeInput, RegradeRecord, RegradeSummary } from '../../../../shared/api/admin-regrade.ts';
import { forgetTarget, storeResults } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import { markPaperDirty } from '../item-stats/service.ts';
import { findSeries } from '../../catalogue/service.ts';
import { findQuizRecord, findTestRecord } from '../../catalogue/papers.service.ts';
import { recordRegrade, regradeKeyColumns } from '../../catalogue/regrades.service.ts';
import { notifyUsers } from '../../notices/service.ts';
import { awardRegradeWinner, holdWinnerLock } from '../../weekly-quiz/service.ts';
import type { Actor } from '../authoring.ts';
import { prizeNotice, scoreNotices } from './notices.ts';
import { paperWord, prepareRegrade, type PaperRef, type PreparedRegrade } from './prepare.ts';
import { toRecords } from './history.ts';

/** What the regrade would do, changing nothing. */
export async function dryRun(db: Database, input: RegradeInput, now: Date): Promise<RegradeSummary> {
  return (await prepareRegrade(db, input, now)).summary;
}

/**
 * Two regrades of one paper run one after the other (the second grades on the first's results and
 * sees its winner row), and a quiz's regrade waits for the closing job and keeps it away: so a new
 * rank 1 is awarded once, whatever runs at the same time.
 */
async function lockPaper(tx: Database, ref: PaperRef): Promise<void> {
  const row = ref.kind === 'test' ? await findTestRecord(tx, ref.id, true) : await findQuizRecord(tx, ref.id, true);
  if (!row) throw notFound(`No such ${paperWord(ref.kind)}.`);
  if (ref.kind === 'quiz') await holdWinnerLock(tx);
}

/** Writes what prepareRegrade computed; in its transaction. Returns the regrade's id. */
async function writeRegrade(tx: Database, actor: Actor, prepared: PreparedRegrade): Promise<string> {
  const { ref, question, proposed, plan, summary } = prepared;
  const row = await recordRegrade(tx, {
    testId: ref.kind === 'test' ? ref.id : null,
    quizId: ref.kind === 'quiz' ? ref.id : null,
    questionId: question.id,
    action: proposed.action,
    ...regradeKeyColumns(proposed.key),
    reason: proposed.reason,
    summary,
    createdBy: actor.id,
    createdAt: new Date(proposed.at),
  });
  await storeResults(
    tx,
    plan.results.map((result) => ({ attemptId: result.attemptId, analysis: result.analysis })),
  );
  // the paper's item statistics are counted again with the new key at the job's next run
  await markPaperDirty(tx, ref);
  await notifyUsers(tx, scoreNotices(prepared));
  if (ref.kind === 'quiz' && prepared.newWinner) {
    const awarded = await awardRegradeWinner(tx, { quizId: ref.id, userId: prepared.newWinner, regradeId: row.id });
    if (awarded) {
      const prize = awarded.seriesId ? await findSeries(tx, awarded.seriesId, null) : null;
      await notifyUsers(tx, [prizeNotice(prepared, prepared.newWinner, prize ? { id: prize.id, title: prize.title } : null)]);
    }
  }
  await recordChange(tx, {
    actorId: actor.id,
    action: `${ref.kind}.regrade`,
    entity: ref.kind,
    entityId: ref.id,
    before: { questionId: question.id, key: question.key, voided: question.voided ?? null },
    after: {
      regradeId: row.id,
      questionId: question.id,
      action: proposed.action,
      key: proposed.key,
      reason: proposed.reason,
      attempts: summary.attempts,
      changed: summary.changed,
      ranksMoved: summary.ranksMoved,
      newWinner: summary.newWinner,
    },
  });
  return row.id;
}

/**
 * The regrade itself, as the dry run showed it (computed again, under the paper's lock). Its time is
 * read once the lock is held, so of two regrades of a question the later one is the latest.
 */
export async function regrade(db: Database, actor: Actor, input: RegradeInput, now: () => number): Promise<RegradeRecord> {
  const ref: PaperRef = { kind: input.kind, id: input.paperId };
  const regradeId = await db.transaction(async (tx) => {
    await lockPaper(tx, ref);
    return writeRegrade(tx, actor, await prepareRegrade(tx, input, new Date(now())));
  });
  // committed: every instance drops its copy of the paper, so what is graded from now on (an
  // attempt still open, submitted later) uses the new key
  await forgetTarget(db, ref);
  const [record] = (await toRecords(db, ref)).filter((item) => item.id === regradeId);
  return record!;
}
