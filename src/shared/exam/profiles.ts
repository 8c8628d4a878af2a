// Exam profiles (issue 42): one exam paper's own rules as data, so that every page tells a GATE
// aspirant GATE's rules and a UGC NET aspirant NTA's, and the next exam is a row, not code. A profile
// says what the paper holds (its sections, with how many questions of which marks), which question
// types it asks, what a wrong answer costs for each type, whether a calculator is offered, the
// languages it is set in, its instructions in English and Hindi, what a dropped question gives, and
// its time. The shipped profiles are in the server's seed (features/exam-profiles/seed.ts).
import { z } from 'zod';
import { QUESTION_TYPES, type QuestionType } from './answer-key.ts';
import { EXAM_LANGUAGES } from '../api/exam-language.ts';
import type { Marking } from './marking.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
/** A text in English and in Hindi: each profile speaks to its learners in both. */
const bilingual = (max: number) => z.object({ en: text(max), hi: text(max) }).strict();

export const EXAM_FAMILIES = ['GATE', 'UGC NET'] as const;
export type ExamFamily = (typeof EXAM_FAMILIES)[number];

/**
 * What a question dropped after the exam (a wrong key, an ambiguous stem) gives, as the exam body
 * publishes it: 'everyone', its full marks to every candidate (GATE); 'attempted', its full marks to
 * those who attempted it (NTA's rule for UGC NET). The regrade offers it first.
 */
export const VOID_RULES = ['everyone', 'attempted'] as const;
export type VoidRule = (typeof VOID_RULES)[number];

const marksKey = z.enum(['1', '2']);

export const profileSection = z
  .object({
    /** short and stable: what a paper's questions are filed under ('GA', 'CS', 'P1') */
    key: z.string().regex(/^[A-Z][A-Z0-9]{0,7}$/, 'A section key is 1 to 8 capital letters or digits, starting with a letter.'),
    name: bilingual(60),
    /** how many questions of each weight: { '1': 5, '2': 5 } is ten questions, 15 marks */
    byMarks: z.partialRecord(marksKey, z.int().min(1).max(300)),
    /** a time of its own (a sectional exam); null: the paper's one clock */
    seconds: z
      .int()
      .min(60)
      .max(6 * 3600)
      .nullable(),
  })
  .strict();
export type ProfileSection = z.infer<typeof profileSection>;

export const examProfile = z
  .object({
    /** the profile's id in addresses and papers: 'gate-cs' */
    code: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'A code is 2 to 40 small letters, digits and hyphens, starting with a letter.'),
    family: z.enum(EXAM_FAMILIES),
    /** the exam body's own code for the paper: 'CS', 'DA', 'Paper 1', 'Paper 2 (87)' */
    paperCode: text(30),
    name: bilingual(80),
    sections: z.array(profileSection).min(1).max(6),
    questionTypes: z.array(z.enum(QUESTION_TYPES)).min(1),
    /** for each type asked, the share of a question's marks a wrong answer takes away (GATE's MCQ: a third) */
    wrongShare: z.partialRecord(z.enum(QUESTION_TYPES), z.number().min(0).max(1)),
    /** the on-screen scientific calculator, as GATE offers it; NTA offers none */
    calculator: z.boolean(),
    languages: z.array(z.enum(EXAM_LANGUAGES)).min(1),
    /** the paragraphs of the instructions page that are this exam's own, in both languages */
    instructions: z.object({ en: z.array(text(600)).min(1).max(20), hi: z.array(text(600)).min(1).max(20) }).strict(),
    voidRule: z.enum(VOID_RULES),
    /** the paper's time when sat on its own */
    seconds: z
      .int()
      .min(60)
      .max(6 * 3600),
    /** the profile sat in the same sitting, without a break (UGC NET's Paper 1 and Paper 2), or null */
    sitsWith: z.string().nullable(),
  })
  .strict()
  .superRefine((profile, context) => {
    for (const problem of profileProblems(profile)) context.addIssue({ code: 'custom', message: problem });
  });
export type ExamProfile = z.infer<typeof examProfile>;

/** A profile's questions and marks, all sections together. */
export function profileTotals(profile: Pick<ExamProfile, 'sections'>): { questions: number; marks: number } {
  let questions = 0;
  let marks = 0;
  for (const section of profile.sections) {
    for (const [worth, count] of Object.entries(section.byMarks)) {
      questions += count ?? 0;
      marks += Number(worth) * (count ?? 0);
    }
  }
  return { questions, marks };
}

/** A section's questions and marks. */
export const sectionTotals = (section: ProfileSection) => profileTotals({ sections: [section] });

/** What does not hold together in a profile, in sentences (none: it is sound). */
export function profileProblems(profile: Pick<ExamProfile, 'sections' | 'questionTypes' | 'wrongShare' | 'seconds' | 'code' | 'sitsWith'>): string[] {
  const problems: string[] = [];
  const keys = profile.sections.map((section) => section.key);
  const twice = keys.find((key, index) => keys.indexOf(key) !== index);
  if (twice) problems.push(`Two sections have the key ${twice}.`);
  for (const section of profile.sections) {
    if (sectionTotals(section).questions === 0) problems.push(`Section ${section.key} has no questions.`);
    if (section.seconds !== null && section.seconds > profile.seconds) problems.push(`Section ${section.key} has more time than the whole paper.`);
  }
  const sectional = profile.sections.filter((section) => section.seconds !== null);
  if (sectional.length > 0 && sectional.length < profile.sections.length) problems.push('Either every section has a time of its own or none has.');
  for (const type of profile.questionTypes) {
    if (profile.wrongShare[type] === undefined) problems.push(`What a wrong ${type} costs is not said.`);
  }
  for (const type of Object.keys(profile.wrongShare) as QuestionType[]) {
    if (!profile.questionTypes.includes(type)) problems.push(`A wrong ${type} has a cost, but the paper asks no ${type}.`);
  }
  if (new Set(profile.questionTypes).size !== profile.questionTypes.length) problems.push('A question type is listed twice.');
  if (profile.sitsWith === profile.code) problems.push('A profile cannot sit with itself.');
  return problems;
}

/** What a wrong answer to a question of `type` worth `marks` takes away (a positive number, 0 for none). */
export function wrongAnswerCost(profile: Pick<ExamProfile, 'wrongShare'>, type: QuestionType, marks: number): number {
  return marks * (profile.wrongShare[type] ?? 0);
}

/** The marks every question of the profile is worth, or null when they differ (GATE's 1 and 2). */
export function uniformMarks(profile: Pick<ExamProfile, 'sections'>): number | null {
  const weights = new Set(profile.sections.flatMap((section) => Object.keys(section.byMarks)));
  return weights.size === 1 ? Number([...weights][0]) : null;
}

/**
 * The grading engine's marking for a paper of this profile (marking.ts): its questions' own marks, or
 * the one worth they all have, and the share of an MCQ's marks a wrong answer costs. MSQ and NAT
 * never lose marks in the engine; a profile that said otherwise is refused by `gradableProfile`.
 */
export function markingOfProfile(profile: ExamProfile): Marking {
  const marksEach = uniformMarks(profile);
  const mcqPenalty = profile.wrongShare.MCQ ?? 0;
  if (profile.family === 'UGC NET') return { preset: 'ugc-net', marksEach, mcqPenalty };
  return { preset: 'gate', marksEach, mcqPenalty };
}

/** Why the engine cannot grade a paper of this profile as it says, or null (it can). */
export function gradableProfile(profile: ExamProfile): string | null {
  for (const type of ['MSQ', 'NAT'] as const) {
    if ((profile.wrongShare[type] ?? 0) !== 0) return `The engine does not take marks away for a wrong ${type}.`;
  }
  return null;
}

/** The sitting a profile belongs to: itself, or itself and the one it sits with, in the exam's order, and their time together. */
export function sittingOf(profile: ExamProfile, all: readonly ExamProfile[]): { profiles: ExamProfile[]; seconds: number } {
  const partner = profile.sitsWith ? all.find((other) => other.code === profile.sitsWith) : undefined;
  if (!partner) return { profiles: [profile], seconds: profile.seconds };
  // in the exam's order, the profiles' own order (by code: `profile` need not be one of `all`'s objects)
  const at = (code: string) => all.findIndex((other) => other.code === code);
  const both = at(partner.code) < at(profile.code) ? [partner, profile] : [profile, partner];
  return { profiles: both, seconds: profile.seconds + partner.seconds };
}

/**
 * A sitting as one profile, for a paper that holds both papers of it (UGC NET's Paper 1 and Paper 2
 * together in three hours): their sections in the exam's order, their types and rules together, each
 * paragraph of their instructions once, and their time added. A profile that sits alone is itself.
 */
export function sittingProfile(profile: ExamProfile, all: readonly ExamProfile[]): ExamProfile {
  const { profiles, seconds } = sittingOf(profile, all);
  if (profiles.length === 1) return profile;
  const [first, second] = profiles as [ExamProfile, ExamProfile];
  const once = (lists: string[][]) => [...new Set(lists.flat())];
  return {
    ...first,
    paperCode: `${first.paperCode} + ${second.paperCode}`,
    name: { en: `${first.name.en} and ${second.name.en}`, hi: `${first.name.hi} और ${second.name.hi}` },
    sections: [...first.sections, ...second.sections],
    questionTypes: [...new Set([...first.questionTypes, ...second.questionTypes])],
    wrongShare: { ...second.wrongShare, ...first.wrongShare },
    calculator: first.calculator || second.calculator,
    languages: first.languages.filter((language) => second.languages.includes(language)),
    instructions: { en: once([first.instructions.en, second.instructions.en]), hi: once([first.instructions.hi, second.instructions.hi]) },
    seconds,
    sitsWith: null,
  };
}
