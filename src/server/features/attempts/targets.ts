// What an attempt is an attempt *of*: a test of a series or a weekly quiz. The engine (start, save,
// finalise, read) only needs a target's title, time limit, marking and ordered questions; this file
// turns the catalogue's paper into that, and keeps it for the minute everyone opens the same one.
import type { QuestionOption } from '../../db/schema.ts';
import { loadPaper, type PaperQuestionRow } from '../catalogue/service.ts';
import type { Database } from '../../db/client.ts';
import type { ExamQuestion, ReviewedQuestion } from '../../../shared/api/exam.ts';
import type { GradableQuestion } from '../../../shared/exam/grading.ts';

export type TargetRef = { kind: 'test'; id: string } | { kind: 'quiz'; id: string };

export interface TargetQuestion extends GradableQuestion {
  text: string;
  image: string | null;
  options: QuestionOption[];
  explanation: string;
  explanationImage: string | null;
  type: string;
  remarks: string | null;
}

export interface Target {
  ref: TargetRef;
  title: string;
  timeLimitSeconds: number;
  negativeRatio: number;
  questions: TargetQuestion[];
}


/** The target of a stored attempt row: exactly one of the two columns is set (a check constraint). */
export function targetOfRow(row: { testId: string | null; quizId: string | null }): TargetRef {
  if (row.testId) return { kind: 'test', id: row.testId };
  if (row.quizId) return { kind: 'quiz', id: row.quizId };
  throw new Error('An attempt without a test or a quiz');
}

function toTargetQuestion(row: PaperQuestionRow, marks = row.marks): TargetQuestion {
  return { ...row, marks, optionCount: row.options.length };
}

async function readTarget(db: Database, ref: TargetRef): Promise<Target | null> {
  const paper = await loadPaper(db, ref);
  if (!paper) return null;
  // a weekly quiz marks every question alike with its stored marking (SPEC §9: +1 / -0.33 / 0),
  // whatever the bank says a question is worth in tests
  const marking = paper.quizMarking;
  return {
    ref,
    title: paper.title,
    timeLimitSeconds: paper.timeLimitSeconds,
    negativeRatio: marking ? marking.wrong / marking.correct : (paper.negativeRatio ?? 0),
    questions: paper.questions.map((row) => toTargetQuestion(row, marking ? marking.correct : row.marks)),
  };
}

// When the weekly quiz opens, thousands of learners load, start and submit the same target within a
// minute: its questions are read once per instance and shared
// (concurrent loads wait for the same read). Content edits show up within the time to live, which
// is measured on the monotonic clock: it is a duration, not a time of day.
export const TARGET_TTL_MS = 30_000;
const targetCache = new WeakMap<Database, Map<string, { expiresAt: number; target: Promise<Target | null> }>>();

export function loadTarget(db: Database, ref: TargetRef): Promise<Target | null> {
  let entries = targetCache.get(db);
  if (!entries) {
    entries = new Map();
    targetCache.set(db, entries);
  }
  const key = `${ref.kind}:${ref.id}`;
  const cached = entries.get(key);
  if (cached && cached.expiresAt > performance.now()) return cached.target;
  const target = readTarget(db, ref);
  entries.set(key, { expiresAt: performance.now() + TARGET_TTL_MS, target });
  // a failed or empty read is not kept: the next request tries again
  target.then(
    (found) => (found ? undefined : entries.delete(key)),
    () => entries.delete(key),
  );
  return target;
}

/**
 * Drops this instance's copy of a paper after an admin changed it. Other instances keep theirs for
 * up to the time to live; the admin area's integrity rule (docs/decisions/013) is what keeps that
 * from ever mattering to a stored result.
 */
export function forgetTarget(db: Database, ref: TargetRef): void {
  targetCache.get(db)?.delete(`${ref.kind}:${ref.id}`);
}

/** Question id -> number of options: all a save needs to check. */
export async function loadAnswerShape(db: Database, ref: TargetRef): Promise<Map<string, number>> {
  const target = await loadTarget(db, ref);
  return new Map((target?.questions ?? []).map((question) => [question.id, question.optionCount]));
}

/** While the attempt is open: the question without its key or explanation, field by field so nothing leaks. */
export function toExamQuestion(question: TargetQuestion): ExamQuestion {
  return {
    _id: question.id,
    questionText: question.text,
    questionImage: question.image,
    options: question.options.map((option, index) => ({
      _id: `${question.id}:${index}`,
      text: option.text,
      image: option.image ?? null,
    })),
    section: question.section,
    marks: question.marks,
    type: question.type,
    questionRemarks: question.remarks,
  };
}

/** After submission: the same question with its key and explanation. */
export function toReviewedQuestion(question: TargetQuestion): ReviewedQuestion {
  return {
    ...toExamQuestion(question),
    correctAnswerIndex: question.correctIndex,
    explanationText: question.explanation,
    explanationImage: question.explanationImage,
  };
}
