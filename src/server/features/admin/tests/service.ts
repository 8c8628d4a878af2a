// Authoring the tests of a series: presets as defaults, the ordered question list, publishing.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import type { z } from 'zod';
import { DEFAULT_NEGATIVE_RATIO, testPresets, type AdminTest, type testMarking } from '../../../../shared/api/admin-content.ts';
import { recordChange } from '../../audit/service.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { findSeriesRecord } from '../../catalogue/series.service.ts';
import { requireMayPublish } from '../paper-placement.ts';
import { serveLatest } from '../paper-versions.ts';
import { authorOf, requireCanChange, type Actor } from '../authoring.ts';
import {
  forgetPapers,
  hasAttempts,
  notReviewedQuestions,
  replaceQuestions,
  requireChangeable,
  offerInHindi,
  requireHindiComplete,
  requireReviewed,
  requireSettled,
  totalsOf,
} from '../papers.ts';

type Difficulty = papers.TestRecord['difficulty'];
type TestMarking = z.infer<typeof testMarking>;

export interface TestInput {
  difficulty: Difficulty;
  title?: string | undefined;
  timeLimitMinutes?: number | undefined;
  negativeRatio?: number | undefined;
  marking?: TestMarking | undefined;
  offeredInHindi?: boolean | undefined;
}

export const listSeriesTests = (db: Database, seriesId: string) => papers.listTestsOfSeries(db, seriesId);

export async function getTest(db: Database, id: string): Promise<AdminTest> {
  const test = await papers.findTestRecord(db, id);
  if (!test) throw notFound('No such test.');
  const ref = { kind: 'test', id } as const;
  const [questions, started, notReviewed, author, offeredInHindi] = await Promise.all([
    papers.paperQuestions(db, ref),
    hasAttempts(db, ref),
    notReviewedQuestions(db, ref),
    authorOf(db, test.createdBy),
    papers.offeredInHindi(db, ref),
  ]);
  return {
    id: test.id,
    seriesId: test.seriesId,
    title: test.title,
    difficulty: test.difficulty,
    status: test.status,
    timeLimitSeconds: test.timeLimitSeconds,
    negativeRatio: test.negativeRatio,
    marking: test.marking,
    offeredInHindi,
    questions,
    totals: totalsOf(questions, test.timeLimitSeconds),
    hasAttempts: started,
    notReviewed,
    author,
  };
}

export async function createTest(db: Database, actor: Actor, seriesId: string, input: TestInput): Promise<AdminTest> {
  const id = await db.transaction(async (tx) => {
    const series = await findSeriesRecord(tx, seriesId);
    if (!series) throw notFound('No such test series.');
    // a new test changes its series: another author's draft series is not a creator's to fill
    if (series.status === 'draft') await requireCanChange(tx, actor, series);
    const preset = testPresets[input.difficulty];
    const row = await papers.insertTest(tx, {
      seriesId,
      difficulty: input.difficulty,
      title: input.title ?? preset.title,
      timeLimitSeconds: (input.timeLimitMinutes ?? preset.minutes) * 60,
      negativeRatio: input.negativeRatio ?? DEFAULT_NEGATIVE_RATIO,
      marking: input.marking ?? 'gate',
      createdBy: actor.id,
    });
    if (input.offeredInHindi) await papers.setOfferedInHindi(tx, { kind: 'test', id: row.id }, true);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'test.create',
      entity: 'test',
      entityId: row.id,
      before: null,
      after: { ...row, offeredInHindi: input.offeredInHindi ?? false },
    });
    return row.id;
  });
  return getTest(db, id);
}

async function lockedTest(tx: Database, id: string) {
  const row = await papers.findTestRecord(tx, id, true);
  if (!row) throw notFound('No such test.');
  return row;
}

export async function editTest(
  db: Database,
  actor: Actor,
  id: string,
  input: Omit<Partial<TestInput>, 'difficulty'> & { difficulty?: Difficulty | undefined },
): Promise<AdminTest> {
  await db.transaction(async (tx) => {
    const before = await lockedTest(tx, id);
    await requireCanChange(tx, actor, before);
    const values: Partial<papers.TestValues> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.difficulty !== undefined) values.difficulty = input.difficulty;
    if (input.timeLimitMinutes !== undefined) values.timeLimitSeconds = input.timeLimitMinutes * 60;
    if (input.negativeRatio !== undefined) values.negativeRatio = input.negativeRatio;
    if (input.marking !== undefined) values.marking = input.marking;
    // an open attempt is graded with the paper's marking at submit, and its deadline was set at start
    const changesExam = ['timeLimitSeconds', 'negativeRatio', 'marking'].some(
      (key) => key in values && values[key as keyof typeof values] !== before[key as keyof typeof before],
    );
    if (changesExam) await requireChangeable(tx, { kind: 'test', id }, before.status);
    const hindi = await offerInHindi(tx, { kind: 'test', id }, before.status, input.offeredInHindi);
    const after = await papers.updateTest(tx, id, values);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'test.edit',
      entity: 'test',
      entityId: id,
      before: { ...before, ...hindi.before },
      after: { ...after, ...hindi.after },
    });
  });
  await forgetPapers(db, [{ kind: 'test', id }]);
  return getTest(db, id);
}

export async function setTestQuestions(db: Database, actor: Actor, id: string, questionIds: string[]): Promise<AdminTest> {
  await db.transaction(async (tx) => {
    const test = await lockedTest(tx, id);
    await requireCanChange(tx, actor, test);
    await replaceQuestions(tx, actor, { kind: 'test', id, status: test.status }, questionIds);
  });
  await forgetPapers(db, [{ kind: 'test', id }]);
  return getTest(db, id);
}

export async function setTestStatus(db: Database, actor: Actor, id: string, status: 'published' | 'archived'): Promise<AdminTest> {
  await db.transaction(async (tx) => {
    const before = await lockedTest(tx, id);
    if (status === 'published' && (await papers.paperQuestions(tx, { kind: 'test', id })).length === 0) {
      throw conflict('A test needs at least one question before it is published.', 'paper-empty');
    }
    if (status === 'published') await requireSettled(tx, { kind: 'test', id }, before.status);
    if (status === 'published') await requireReviewed(tx, { kind: 'test', id });
    if (status === 'published' && (await papers.offeredInHindi(tx, { kind: 'test', id }))) await requireHindiComplete(tx, { kind: 'test', id }, 'publish');
    if (status === 'published') await requireMayPublish(tx, { kind: 'test', id });
    const after = await papers.updateTest(tx, id, { status });
    const action = status === 'published' ? 'test.publish' : 'test.unpublish';
    await recordChange(tx, { actorId: actor.id, action, entity: 'test', entityId: id, before, after });
  });
  // who may open the paper changed: every instance reads it afresh
  await forgetPapers(db, [{ kind: 'test', id }]);
  return getTest(db, id);
}

/** The test serves the latest version of one question, or of every question that has a newer one. */
export async function serveLatestInTest(db: Database, actor: Actor, id: string, questionId: string | undefined): Promise<AdminTest> {
  await db.transaction(async (tx) => {
    const test = await lockedTest(tx, id);
    await serveLatest(tx, actor, { kind: 'test', id, status: test.status, createdBy: test.createdBy }, questionId);
  });
  await forgetPapers(db, [{ kind: 'test', id }]);
  return getTest(db, id);
}
