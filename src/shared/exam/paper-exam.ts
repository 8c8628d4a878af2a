// What a learner's page knows of the exam a paper is set for (issue 42): as much of the paper's
// profile (profiles.ts) as the instructions, the exam view and the result need, and whether the
// paper is the whole exam or a part of it. The server sends it with the paper; nothing on a
// learner's page names an exam except through it.
import { z } from 'zod';
import { QUESTION_TYPES } from './answer-key.ts';
import { EXAM_FAMILIES, markingOfProfile, profileTotals, type ExamProfile } from './profiles.ts';
import type { Marking, MarkingPreset } from './marking.ts';

/**
 * What part of its exam a paper is: 'full', the whole paper (a mock, held to the profile's counts
 * and marks); 'sitting', the whole paper and the one it sits with, together in their time (UGC NET's
 * Paper 1 and Paper 2: sittingProfile); 'subject', questions on part of the syllabus; 'sectional', one
 * section of the paper.
 */
export const PAPER_SCOPES = ['full', 'sitting', 'subject', 'sectional'] as const;

/** The scopes that are the whole exam: held to its counts and time, and told its own instructions. */
export const isWholeExam = (scope: PaperScope) => scope === 'full' || scope === 'sitting';
export type PaperScope = (typeof PAPER_SCOPES)[number];

const bilingual = z.object({ en: z.string(), hi: z.string() });

export const paperExam = z.object({
  code: z.string(),
  family: z.enum(EXAM_FAMILIES),
  /** the exam paper's name: 'GATE Computer Science and Information Technology (CS)' */
  name: bilingual,
  scope: z.enum(PAPER_SCOPES),
  questionTypes: z.array(z.enum(QUESTION_TYPES)),
  /** the on-screen scientific calculator is offered (GATE), or none is (UGC NET) */
  calculator: z.boolean(),
  /** the profile's sections in order, by their keys ('GA', 'CS'): a question's stored section is one of them (sectionOfExam) */
  sections: z.array(z.object({ code: z.string(), name: bilingual })),
  /**
   * The profile's own paragraphs of instructions, for a paper that is the whole exam (or sitting) and is marked
   * as its profile says; empty otherwise (they speak of the whole paper's counts and marking).
   */
  instructions: z.object({ en: z.array(z.string()), hi: z.array(z.string()) }),
});
export type PaperExam = z.infer<typeof paperExam>;

const sameMarking = (a: Marking, b: Marking) => a.marksEach === b.marksEach && Math.abs(a.mcqPenalty - b.mcqPenalty) < 1e-9;

/**
 * The learner's view of a paper's profile (for a sitting, the sitting's: sittingProfile); `marking` is
 * the paper's own, which grading applies.
 */
export function paperExamOf(profile: ExamProfile, scope: PaperScope, marking: Marking): PaperExam {
  const speaksForPaper = isWholeExam(scope) && sameMarking(marking, markingOfProfile(profile));
  return {
    code: profile.code,
    family: profile.family,
    name: profile.name,
    scope,
    questionTypes: profile.questionTypes,
    calculator: profile.calculator,
    sections: profile.sections.map(({ key, name }) => ({ code: key, name })),
    instructions: speaksForPaper ? profile.instructions : { en: [], hi: [] },
  };
}

/**
 * The profile's section a question of a stored section belongs to. Questions are stored as
 * Aptitude or Technical: in a profile of one section, every question is in it; in one of several,
 * Aptitude is the first (GATE's General Aptitude) and Technical the last (the subject).
 */
export function sectionOfExam(exam: Pick<PaperExam, 'sections'>, stored: 'Aptitude' | 'Technical'): PaperExam['sections'][number] | undefined {
  const { sections } = exam;
  if (sections.length <= 1) return sections[0];
  return stored === 'Aptitude' ? sections[0] : sections[sections.length - 1];
}

/**
 * The scope a test written before profiles is given: the whole exam when it has the profile's number
 * of questions in the profile's time (a mock), else a subject test. A new test is a subject test until
 * its author says it is more.
 */
export const scopeByShape = (paper: { timeLimitSeconds: number; questionCount: number }, profile: Pick<ExamProfile, 'seconds' | 'sections'>): PaperScope =>
  paper.timeLimitSeconds === profile.seconds && paper.questionCount === profileTotals(profile).questions ? 'full' : 'subject';

/**
 * The profile a paper written before profiles is given, from what it already says: its series' (or
 * quiz's) exam, its marking and its title. GATE DA by name, another GATE as GATE CS; UGC NET's
 * Paper 1 by its title, another NET paper as Computer Science (Paper 2).
 */
export function defaultProfileCode(paper: { exam: string; marking: MarkingPreset; title: string }): string {
  const exam = paper.exam.trim();
  if (/^gate\b/i.test(exam)) return /\bDA\b|data science/i.test(exam) ? 'gate-da' : 'gate-cs';
  if (/\bnet\b/i.test(exam) || paper.marking === 'ugc-net') return /\bpaper[\s-]*(1|i)\b/i.test(paper.title) ? 'ugc-net-paper-1' : 'ugc-net-cs';
  return 'gate-cs';
}
