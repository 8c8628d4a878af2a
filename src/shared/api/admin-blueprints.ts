// Papers assembled from a blueprint (issue 42): a master says, per section of an exam profile, how
// many questions of which marks, from which syllabus nodes and at which difficulty; assembly picks
// them from the reviewed bank, leaving out questions of open or coming weekly quizzes and questions
// learners met in the last weeks, shows what it picked beside the blueprint's totals and what it
// could not fill, and the master swaps any pick before saving the paper as a draft. A blueprint is
// kept, so the same one makes next week's quiz.
import { z } from 'zod';
import { route } from './contract.ts';
import { apiErrorBody } from './errors.ts';
import { difficulty, idParams, okResponse } from './admin-content.ts';
import { QUESTION_TYPES } from '../exam/answer-key.ts';
import type { ExamProfile } from '../exam/profiles.ts';

/** 'any', or the level a question is at: measured from its facility where enough learners answered it, else its author's. */
export const BLUEPRINT_LEVELS = ['any', 'easy', 'medium', 'hard'] as const;
export type BlueprintLevel = (typeof BLUEPRINT_LEVELS)[number];

export const blueprintPart = z
  .object({
    /** the marks each question of the part carries: GATE's 1 or 2, NET's questions are 1-mark in the bank */
    marks: z.union([z.literal(1), z.literal(2)]),
    count: z.int('Enter a whole number of questions.').min(1, 'At least one question.').max(300, 'At most 300 questions in a part.'),
    /** syllabus nodes (and everything under them); none: any node of the exam's tree */
    topicIds: z.array(z.uuid()).max(30, 'At most 30 syllabus nodes in a part.'),
    level: z.enum(BLUEPRINT_LEVELS),
    /** the answer forms it takes (GATE: MCQ, MSQ, NAT); none: any the profile asks */
    types: z.array(z.enum(QUESTION_TYPES)).max(3),
  })
  .strict();
export type BlueprintPart = z.infer<typeof blueprintPart>;

export const blueprintSection = z
  .object({
    /** the profile section's key ('GA', 'CS', 'P1') */
    key: z.string().regex(/^[A-Z][A-Z0-9]{0,7}$/),
    parts: z.array(blueprintPart).max(20, 'At most 20 parts in a section.'),
  })
  .strict();

export const blueprintInput = z
  .object({
    name: z.string().trim().min(1, 'Name the blueprint.').max(100, 'At most 100 characters.'),
    profileCode: z.string().trim().min(2).max(40),
    /** what it makes: a test of a series, or a weekly quiz */
    kind: z.enum(['test', 'quiz']),
    /** leave out questions learners met in papers started in this many weeks (0: none left out for that) */
    excludeSeenWeeks: z.int().min(0).max(104, 'At most 104 weeks.'),
    sections: z.array(blueprintSection).min(1).max(6),
  })
  .strict()
  .refine((input) => input.sections.some((section) => section.parts.length > 0), { message: 'Add at least one part.', path: ['sections'] })
  .refine((input) => new Set(input.sections.map((section) => section.key)).size === input.sections.length, {
    message: 'A section appears once.',
    path: ['sections'],
  });
export type BlueprintInput = z.infer<typeof blueprintInput>;

export const adminBlueprint = z.object({
  id: z.string(),
  blueprint: blueprintInput,
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminBlueprint = z.infer<typeof adminBlueprint>;

/** One question assembly picked, or could pick instead. */
export const blueprintPick = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  marks: z.number(),
  topic: z.string().nullable(),
  /** the level it counts at, and whether that is measured (facility) or its author's word */
  level: difficulty.nullable(),
  measured: z.boolean(),
  /** the share of learners who got it right, where enough answered it */
  facility: z.number().nullable(),
  /** how many papers hold it already: assembly prefers the fewest */
  inPapers: z.int(),
});
export type BlueprintPick = z.infer<typeof blueprintPick>;

const counted = z.object({ questions: z.int(), marks: z.number() });

export const assembledPart = z.object({
  part: blueprintPart,
  picks: z.array(blueprintPick),
  /** what it could not fill and why, or null when it filled every place */
  shortfall: z
    .object({
      missing: z.int(),
      /** questions that matched but were left out: in an open or coming quiz, in a test whose key learners see (a quiz's blueprint), met in the last weeks, picked for an earlier part */
      inOpenQuizzes: z.int(),
      keyInTests: z.int(),
      seenRecently: z.int(),
      pickedElsewhere: z.int(),
      message: z.string(),
    })
    .nullable(),
});
export type AssembledPart = z.infer<typeof assembledPart>;

export const assembledSection = z.object({
  key: z.string(),
  name: z.string(),
  parts: z.array(assembledPart),
  picked: counted,
  wanted: counted,
  /** what the profile's section holds, for a whole-exam paper */
  profile: counted,
});

export const assembly = z.object({
  profileCode: z.string(),
  sections: z.array(assembledSection),
  picked: counted,
  wanted: counted,
  profile: counted,
  /** every part filled */
  complete: z.boolean(),
});
export type Assembly = z.infer<typeof assembly>;

/** POST /api/admin/blueprints/assemble: a blueprint (kept or not) and a seed; another seed picks again. */
export const assembleInput = z
  .object({
    blueprint: blueprintInput,
    seed: z
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();

/** POST /api/admin/blueprints/alternatives: what could take a pick's place in one part, best first. */
export const alternativesInput = z
  .object({
    blueprint: blueprintInput,
    section: z.string(),
    part: z.int().min(0).max(19),
    /** the questions picked so far, left out */
    exclude: z.array(z.uuid()).max(500),
  })
  .strict();

const draftTarget = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('test'),
    seriesId: z.uuid('Choose a test series.'),
    title: z.string().trim().min(1, 'Enter a title.').max(200),
    difficulty,
    timeLimitMinutes: z.int().min(1).max(600),
    scope: z.enum(['full', 'sitting', 'subject', 'sectional']),
  }),
  z.object({
    kind: z.literal('quiz'),
    title: z.string().trim().min(1, 'Enter a title.').max(200),
    timeLimitMinutes: z.int().min(1).max(600),
    opensAt: z.iso.datetime({ offset: true }),
    closesAt: z.iso.datetime({ offset: true }),
  }),
]);

/** POST /api/admin/blueprints/draft: the picks, in order, saved as a draft paper of the blueprint's profile. */
export const draftInput = z
  .object({
    profileCode: z.string().trim().min(2).max(40),
    questionIds: z
      .array(z.uuid())
      .min(1, 'Pick at least one question.')
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'A question can be in a paper once.'),
    target: draftTarget,
  })
  .strict()
  .refine((input) => input.target.kind !== 'quiz' || Date.parse(input.target.closesAt) > Date.parse(input.target.opensAt), {
    message: 'A quiz closes after it opens.',
    path: ['target', 'closesAt'],
  });
export type DraftInput = z.infer<typeof draftInput>;

/** 'picks-held-back': picks that an open or coming quiz took, or that left the reviewed bank, since assembly. */
export const heldBackError = apiErrorBody.extend({ questions: z.array(z.object({ id: z.string(), reason: z.string() })).optional() });

export const adminBlueprintApi = {
  list: route('GET', '/api/admin/blueprints', { response: { 200: z.object({ success: z.literal(true), blueprints: z.array(adminBlueprint) }) } }),
  create: route('POST', '/api/admin/blueprints', {
    body: blueprintInput,
    response: { 200: z.object({ success: z.literal(true), blueprint: adminBlueprint }) },
  }),
  one: route('GET', '/api/admin/blueprints/:id', { params: idParams, response: { 200: z.object({ success: z.literal(true), blueprint: adminBlueprint }) } }),
  save: route('PUT', '/api/admin/blueprints/:id', {
    params: idParams,
    body: blueprintInput,
    response: { 200: z.object({ success: z.literal(true), blueprint: adminBlueprint }) },
  }),
  remove: route('DELETE', '/api/admin/blueprints/:id', { params: idParams, response: { 200: okResponse } }),
  assemble: route('POST', '/api/admin/blueprints/assemble', { body: assembleInput, response: { 200: z.object({ success: z.literal(true), assembly }) } }),
  alternatives: route('POST', '/api/admin/blueprints/alternatives', {
    body: alternativesInput,
    response: { 200: z.object({ success: z.literal(true), picks: z.array(blueprintPick) }) },
  }),
  draft: route('POST', '/api/admin/blueprints/draft', {
    body: draftInput,
    response: { 200: z.object({ success: z.literal(true), paper: z.object({ kind: z.enum(['test', 'quiz']), id: z.string() }) }), 409: heldBackError },
  }),
};

/** A profile's whole paper as a blueprint: one part per weight of each section, any node, any level, any type. */
export function blueprintOfProfile(profile: Pick<ExamProfile, 'code' | 'name' | 'sections'>, kind: BlueprintInput['kind'] = 'test'): BlueprintInput {
  return {
    name: `${profile.name.en}: full paper`.slice(0, 100),
    profileCode: profile.code,
    kind,
    excludeSeenWeeks: 4,
    sections: profile.sections.map((section) => ({
      key: section.key,
      parts: (['1', '2'] as const).flatMap((marks) => {
        const count = section.byMarks[marks];
        return count ? [{ marks: Number(marks) as 1 | 2, count, topicIds: [], level: 'any' as const, types: [] }] : [];
      }),
    })),
  };
}
