// SQL of the item statistics: the queue of papers whose submitted attempts changed and the figures the
// job writes (per paper, then per question), which the admin reads.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.ts';
import { paperQuestionStats, questionStats, statsDirtyMarks, statsDirtyPapers } from '../../../db/bank-schema.ts';
import type { QuestionFigures } from './compute.ts';

export interface PaperRef {
  kind: 'test' | 'quiz';
  id: string;
}

/**
 * The paper's submitted attempts changed (a submit, a regrade): the job counts it again. In the
 * caller's transaction, as a row of its own: a paper's many submits never wait on one another.
 */
export async function markPaperDirty(db: Database, paper: PaperRef): Promise<void> {
  await db.insert(statsDirtyMarks).values({ paperKind: paper.kind, paperId: paper.id });
}

/**
 * Moves the committed marks into the job's queue (stats_dirty_papers), one row per paper, marked for
 * now (a postponed paper with a new submit is counted at once). A mark whose transaction has not
 * committed is not seen by the delete and stays for the next run, so none is lost.
 */
export async function foldDirtyMarks(db: Database): Promise<void> {
  await db.execute(
    sql`with taken as (delete from ${statsDirtyMarks} returning paper_kind, paper_id)
        insert into ${statsDirtyPapers} (paper_kind, paper_id)
        select distinct paper_kind, paper_id from taken
        on conflict (paper_kind, paper_id) do update set marked_at = now()`,
  );
}

/**
 * Takes the longest-waiting dirty paper off the queue, in the caller's transaction. A paper another
 * process holds (or a submit is marking right now) is skipped, not waited for: it stays queued and is
 * taken once that transaction ends, so no paper is counted twice at once and none is lost.
 */
export async function claimDirtyPaper(db: Database): Promise<PaperRef | null> {
  const [row] = await queryRows<{ kind: 'test' | 'quiz'; id: string }>(
    db,
    sql`delete from ${statsDirtyPapers}
        where (paper_kind, paper_id) = (
          select paper_kind, paper_id from ${statsDirtyPapers} where marked_at <= now()
          order by marked_at, paper_id limit 1 for update skip locked)
        returning paper_kind as kind, paper_id as id`,
  );
  return row ?? null;
}

/**
 * A paper whose figures could not be worked out waits `seconds` before it is tried again, so it does
 * not hold up the papers queued behind it (a new submit marks it for now again).
 */
export async function postponePaper(db: Database, paper: PaperRef, seconds: number): Promise<void> {
  await db
    .update(statsDirtyPapers)
    .set({ markedAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(statsDirtyPapers.paperKind, paper.kind), eq(statsDirtyPapers.paperId, paper.id)));
}

/** Replaces the paper's figures; returns every question it had figures for, before or now. */
export async function replacePaperFigures(db: Database, paper: PaperRef, figures: QuestionFigures[], known: ReadonlyMap<string, unknown>): Promise<string[]> {
  const removed = await db
    .delete(paperQuestionStats)
    .where(and(eq(paperQuestionStats.paperKind, paper.kind), eq(paperQuestionStats.paperId, paper.id)))
    .returning({ questionId: paperQuestionStats.questionId });
  // a question deleted from the bank since its attempts were graded has nowhere to keep figures
  const kept = figures.filter((figure) => known.has(figure.questionId));
  if (kept.length > 0) {
    await db.insert(paperQuestionStats).values(kept.map((figure) => ({ paperKind: paper.kind, paperId: paper.id, ...figure })));
  }
  return [...new Set([...removed.map((row) => row.questionId), ...kept.map((figure) => figure.questionId)])];
}

// any fixed number, the same in every instance (the sweeper's is 4_242_002)
const AGGREGATE_LOCK_KEY = 4_242_027;

/**
 * Holds the question figures' lock to the end of the transaction: two processes re-adding one
 * question's papers take turns, and the second reads what the first committed (each statement of a
 * read-committed transaction sees what was committed before it began).
 */
export async function holdAggregateLock(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${AGGREGATE_LOCK_KEY})`);
}

export async function paperRowsOf(db: Database, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return db.select().from(paperQuestionStats).where(inArray(paperQuestionStats.questionId, questionIds)).orderBy(asc(paperQuestionStats.questionId));
}

export async function writeQuestionFigures(db: Database, figures: QuestionFigures[], gone: string[]): Promise<void> {
  if (gone.length > 0) await db.delete(questionStats).where(inArray(questionStats.questionId, gone));
  if (figures.length === 0) return;
  await db
    .insert(questionStats)
    .values(figures.map((figure) => ({ ...figure, computedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: questionStats.questionId,
      set: {
        attempts: sql`excluded.attempts`,
        answered: sql`excluded.answered`,
        correct: sql`excluded.correct`,
        facility: sql`excluded.facility`,
        discrimination: sql`excluded.discrimination`,
        optionCounts: sql`excluded.option_counts`,
        averageSeconds: sql`excluded.average_seconds`,
        computedAt: sql`now()`,
      },
    });
}

// ---- what the admin reads (stored figures only) ----

export const overallFiguresOf = async (db: Database, questionId: string) =>
  (await db.select().from(questionStats).where(eq(questionStats.questionId, questionId)))[0] ?? null;

/** The question's figures in each paper, the paper with most attempts first. */
export const paperFiguresOfQuestion = (db: Database, questionId: string) =>
  db.select().from(paperQuestionStats).where(eq(paperQuestionStats.questionId, questionId)).orderBy(desc(paperQuestionStats.attempts));

/** A paper's figures, by question. */
export async function figuresInPaper(db: Database, paper: PaperRef) {
  const rows = await db
    .select()
    .from(paperQuestionStats)
    .where(and(eq(paperQuestionStats.paperKind, paper.kind), eq(paperQuestionStats.paperId, paper.id)));
  return new Map(rows.map((row) => [row.questionId, row]));
}
