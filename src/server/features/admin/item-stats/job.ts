// The statistics job: takes the papers whose submitted attempts changed (a submit, the deadline
// sweeper, a regrade marked them in their own transaction), works out each one's figures again from
// its attempts, then each affected question's figures over all its papers. No request computes
// statistics: the bank, the question and the paper read what this stored.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { acrossPapers, paperFigures } from './compute.ts';
import { statsAttemptsOf } from '../../attempts/service.ts';
import { optionCountsOf } from '../../catalogue/questions.service.ts';
import {
  claimDirtyPaper,
  foldDirtyMarks,
  holdAggregateLock,
  paperRowsOf,
  postponePaper,
  replacePaperFigures,
  writeQuestionFigures,
  type PaperRef,
} from './repository.ts';
import { runPeriodically } from '../../../periodic.ts';

/** how often the job looks for dirty papers: a submit shows in the statistics within about this long */
export const STATS_INTERVAL_MS = 15_000;
/** its name in job_leases: one instance counts (decision 032) */
export const STATS_LEASE = 'item-stats';
const PAPERS_PER_RUN = 200;
/** how long a paper whose figures failed waits before it is tried again */
export const FAILED_PAPER_RETRY_SECONDS = 300;

/** What went wrong with one paper: the job goes on with the next. */
export type PaperFailure = (paper: PaperRef, error: unknown) => void;

/**
 * Counts one dirty paper again, in one transaction: 'none' when none was waiting. A paper that fails
 * is put back, to be tried again later, and the job goes on with the others.
 */
async function countOnePaper(db: Database, onFailure: PaperFailure): Promise<'counted' | 'failed' | 'none'> {
  let claimed: PaperRef | null = null;
  try {
    return (await countClaimedPaper(db, (paper) => (claimed = paper))) ? 'counted' : 'none';
  } catch (error) {
    if (!claimed) throw error;
    await postponePaper(db, claimed, FAILED_PAPER_RETRY_SECONDS);
    onFailure(claimed, error);
    return 'failed';
  }
}

async function countClaimedPaper(db: Database, claim: (paper: PaperRef) => void): Promise<boolean> {
  return db.transaction(async (tx) => {
    const paper = await claimDirtyPaper(tx);
    if (!paper) return false;
    claim(paper);
    const graded = await statsAttemptsOf(tx, paper);
    const served = [...new Set(graded.flatMap((attempt) => attempt.questions.map((question) => question.questionId)))];
    const options = await optionCountsOf(tx, served);
    const affected = await replacePaperFigures(
      tx,
      paper,
      paperFigures(graded, (id) => options.get(id) ?? 0),
      options,
    );
    await holdAggregateLock(tx);
    const rows = await paperRowsOf(tx, affected);
    const figures = affected.flatMap((questionId) => {
      const own = rows.filter((row) => row.questionId === questionId);
      return own.length > 0 ? [{ questionId, ...acrossPapers(own) }] : [];
    });
    await writeQuestionFigures(
      tx,
      figures,
      affected.filter((questionId) => !figures.some((figure) => figure.questionId === questionId)),
    );
    return true;
  });
}

/** Counts dirty papers until none is left (or `limit` were tried); returns how many it counted. */
export async function runStatsJob(db: Database, limit = PAPERS_PER_RUN, onFailure: PaperFailure = () => {}): Promise<number> {
  await foldDirtyMarks(db);
  let counted = 0;
  for (let tried = 0; tried < limit; tried += 1) {
    const outcome = await countOnePaper(db, onFailure);
    if (outcome === 'none') break;
    if (outcome === 'counted') counted += 1;
  }
  return counted;
}

/** Runs the job now (the figures of attempts submitted while no instance ran) and every `intervalMs`, while this process holds its lease; the returned function stops it. */
export function startStatsJob(app: FastifyInstance, { intervalMs, owner }: { intervalMs: number; owner?: string }): () => Promise<void> {
  return runPeriodically(
    app.log,
    { intervalMs, runAtStart: true, failure: 'item statistics job failed', lease: { db: app.db, name: STATS_LEASE, owner } },
    async () => {
      const counted = await runStatsJob(app.db, PAPERS_PER_RUN, (paper, error) =>
        app.log.error({ err: error, paper }, 'item statistics of a paper failed; it is tried again later'),
      );
      if (counted > 0) app.log.info({ papers: counted }, 'item statistics updated');
    },
  );
}
