// A paper's submits mark it for the item statistics without waiting for each other (PostgreSQL: two
// connections at once), and a mark made by a transaction still open when the job runs is not lost.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { statsDirtyMarks, statsDirtyPapers } from '../../../db/bank-schema.ts';
import { markPaperDirty, type PaperRef } from './repository.ts';
import { runStatsJob } from './job.ts';

/** A transaction that marks `paper` and stays open until `commit()` is called. */
function openMark(db: DatabaseHandle['db'], paper: PaperRef) {
  let commit = () => {};
  const released = new Promise<void>((resolve) => (commit = resolve));
  let marked = () => {};
  const markedNow = new Promise<void>((resolve) => (marked = resolve));
  const done = db.transaction(async (tx) => {
    await markPaperDirty(tx, paper);
    marked();
    await released;
  });
  return { marked: markedNow, commit: () => (commit(), done) };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'done' as const), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);

describe.runIf(process.env.DATABASE_URL)('marking a paper for the item statistics', () => {
  let t: TestApp;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp();
    other = await openDatabase({ kind: 'postgres', url: t.database.url! });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const waiting = async () => [
    ...new Set([...(await t.app.db.select().from(statsDirtyMarks)), ...(await t.app.db.select().from(statsDirtyPapers))].map((row) => row.paperId)),
  ];

  it('lets two submits of one paper mark it at once, neither waiting for the other to commit', async () => {
    const paper: PaperRef = { kind: 'quiz', id: randomUUID() };
    const first = openMark(t.app.db, paper);
    await first.marked;
    // the first grading transaction has not committed: the second marks the same paper regardless
    const second = openMark(other.db, paper);
    expect(await within(second.marked, 3000)).toBe('done');
    await Promise.all([first.commit(), second.commit()]);
    expect(await waiting()).toContain(paper.id);
  });

  it('keeps a mark its transaction had not committed when the job ran, for the next run', async () => {
    await runStatsJob(t.app.db);
    const paper: PaperRef = { kind: 'quiz', id: randomUUID() };
    const open = openMark(other.db, paper);
    await open.marked;
    // the job moves and counts what is committed; this mark is not yet
    await runStatsJob(t.app.db);
    await open.commit();
    expect(await waiting()).toEqual([paper.id]);
  });
});
