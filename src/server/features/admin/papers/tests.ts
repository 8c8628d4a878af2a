// What a test adds to a paper: its series (which it is created in, and which lists it), its
// difficulty with the spec's presets as defaults, its negative ratio, and the exam profile it is set for.
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http-errors.ts';
import type { z } from 'zod';
import { DEFAULT_NEGATIVE_RATIO, testPresets, type AdminTest, type testMarking } from '../../../../shared/api/admin-content.ts';
import * as papers from '../../catalogue/papers.service.ts';
import { findSeriesRecord } from '../../catalogue/series.service.ts';
import { requireCanChange, type Actor } from '../authoring.ts';
import { paperSteps, type PaperKind } from './paper.ts';
import { examSetting, requireProfileExists } from './profile-check.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import { defaultProfileCode, type PaperScope } from '../../../../shared/exam/paper-exam.ts';
import type { ExamProfile } from '../../../../shared/exam/profiles.ts';

type Difficulty = papers.TestRecord['difficulty'];
type TestMarking = z.infer<typeof testMarking>;

export interface TestInput {
  difficulty: Difficulty;
  title?: string | undefined;
  timeLimitMinutes?: number | undefined;
  negativeRatio?: number | undefined;
  marking?: TestMarking | undefined;
  offeredInHindi?: boolean | undefined;
  profileCode?: string | undefined;
  scope?: PaperScope | undefined;
}

export type TestPatch = Omit<Partial<TestInput>, 'difficulty'> & { difficulty?: Difficulty | undefined };

export const testKind: PaperKind<papers.TestRecord, papers.TestValues, AdminTest> = {
  kind: 'test',
  name: 'test',
  examFields: ['timeLimitSeconds', 'negativeRatio', 'marking'],
  fitFields: ['timeLimitSeconds', 'negativeRatio', 'marking', 'profileCode', 'scope'],
  marksEach: (test) => markingOf(test.marking, { negativeRatio: test.negativeRatio }).marksEach,
  find: papers.findTestRecord,
  update: papers.updateTest,
  async examOf(db, test) {
    const marking = markingOf(test.marking, { negativeRatio: test.negativeRatio });
    if (test.profileCode) return examSetting(db, test.profileCode, test.scope, marking);
    // written before profiles, and not yet given one at start: the one its series points to, as part of it
    const series = await findSeriesRecord(db, test.seriesId);
    return examSetting(db, defaultProfileCode({ exam: series?.exam ?? '', marking: test.marking, title: test.title }), 'subject', marking);
  },
  view: (test, offeredInHindi, parts) => ({
    id: test.id,
    seriesId: test.seriesId,
    title: test.title,
    difficulty: test.difficulty,
    status: test.status,
    timeLimitSeconds: test.timeLimitSeconds,
    negativeRatio: test.negativeRatio,
    marking: test.marking,
    offeredInHindi,
    ...parts,
  }),
};

/** How a test of the profile is marked: as UGC NET for NTA's papers, as GATE otherwise. */
const markingPresetOf = (profile: ExamProfile): TestMarking => (profile.family === 'UGC NET' ? 'ugc-net' : 'gate');

export const testSteps = paperSteps(testKind);

export const listSeriesTests = (db: Database, seriesId: string) => papers.listTestsOfSeries(db, seriesId);

/** A new draft test in the series, from its difficulty's preset where the input leaves a field out. */
export async function createTest(db: Database, actor: Actor, seriesId: string, input: TestInput): Promise<AdminTest> {
  return testSteps.create(
    db,
    actor,
    async (tx) => {
      const series = await findSeriesRecord(tx, seriesId);
      if (!series) throw notFound('No such test series.');
      // a new test changes its series: another author's draft series is not a creator's to fill
      if (series.status === 'draft') await requireCanChange(tx, actor, series);
      const preset = testPresets[input.difficulty];
      const title = input.title ?? preset.title;
      const timeLimitSeconds = (input.timeLimitMinutes ?? preset.minutes) * 60;
      // set for the exam its series prepares for unless said, and marked as that exam is unless said
      const profileCode = input.profileCode ?? defaultProfileCode({ exam: series.exam, marking: input.marking ?? 'gate', title });
      const profile = await requireProfileExists(tx, profileCode);
      return papers.insertTest(tx, {
        seriesId,
        difficulty: input.difficulty,
        title,
        timeLimitSeconds,
        negativeRatio: input.negativeRatio ?? DEFAULT_NEGATIVE_RATIO,
        marking: input.marking ?? markingPresetOf(profile),
        profileCode,
        scope: input.scope ?? 'subject',
        createdBy: actor.id,
      });
    },
    input.offeredInHindi,
  );
}

export async function editTest(db: Database, actor: Actor, id: string, input: TestPatch): Promise<AdminTest> {
  const values: Partial<papers.TestValues> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.difficulty !== undefined) values.difficulty = input.difficulty;
  if (input.timeLimitMinutes !== undefined) values.timeLimitSeconds = input.timeLimitMinutes * 60;
  if (input.negativeRatio !== undefined) values.negativeRatio = input.negativeRatio;
  if (input.marking !== undefined) values.marking = input.marking;
  if (input.scope !== undefined) values.scope = input.scope;
  if (input.profileCode !== undefined) {
    await requireProfileExists(db, input.profileCode);
    values.profileCode = input.profileCode;
  }
  return testSteps.edit(db, actor, id, values, input.offeredInHindi);
}
