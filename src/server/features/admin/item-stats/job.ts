// The statistics job: takes the papers whose submitted attempts changed (a submit, the deadline
// sweeper, a regrade marked them in their own transaction), works out each one's figures again from
// its attempts, then each affected question's figures over all its papers. No request computes
// statistics: the bank, the question and the paper read what this stored.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { acrossPapers, paperFigures } from './compute.ts';
import { statsAttemptsOf } from '../../attempts/service.ts';
import { optionCountsOf } from '../../catalogue/questions.service.ts';
import { claimDirtyPaper, holdAggregateLock, paperRowsOf, replacePaperFigures, writeQuestionFigures } from './repository.ts';

/** how often the job looks for dirty papers: a submit shows in the statistics within about this long */
export const STATS_INTERVAL_MS = 15_000;
const PAPERS_PER_RUN = 200;

/** Counts one dirty paper again, in one transaction; false when none was waiting. */
async function countOnePaper(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const paper = await claimDirtyPaper(tx);
    if (!paper) return false;
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

/** Counts dirty papers until none is left (or `limit` were counted); returns how many it counted. */
export async function runStatsJob(db: Database, limit = PAPERS_PER_RUN): Promise<number> {
  let counted = 0;
  while (counted < limit && (await countOnePaper(db))) counted += 1;
  return counted;
}

/** Runs the job now (the figures of attempts submitted while no instance ran) and every `intervalMs`; the returned function stops it. */
export function startStatsJob(app: FastifyInstance, { intervalMs }: { intervalMs: number }): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return; // a slow run is not stacked on by the next tick
    running = runStatsJob(app.db)
      .then((counted) => {
        if (counted > 0) app.log.info({ papers: counted }, 'item statistics updated');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'item statistics job failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
