// What an attempt is an attempt *of*: a test of a series or a weekly quiz. The engine (start, save,
// finalise, read) only needs a target's title, time limit, marking, placement and ordered questions;
// this file turns the catalogue's paper into that, and keeps it for the minute everyone opens the same one.
import type { QuestionOption } from '../../db/schema.ts';
import { changeFeedOf } from '../../db/change-feed.ts';
import { ReadThroughCache } from '../../read-through-cache.ts';
import { loadPaper, type PaperPlacement, type PaperQuestionRow, type ServedVersions } from '../catalogue/service.ts';
import type { Database } from '../../db/client.ts';
import type { ExamQuestion, ReviewedQuestion } from '../../../shared/api/exam.ts';
import type { GradableQuestion } from '../../../shared/exam/grading.ts';
import type { QuestionType } from '../../../shared/exam/answer-key.ts';
import type { Marking } from '../../../shared/exam/marking.ts';
import { keyOfRow } from '../../db/question-key.ts';
import { paperRegrades } from '../catalogue/regrades.service.ts';
import { applyRegrades, type PaperRegrade, type RegradeNote } from '../../../shared/exam/regrade.ts';
import type { HindiVersion } from '../../../shared/api/hindi.ts';
import type { PaperExam } from '../../../shared/exam/paper-exam.ts';

export type TargetRef = { kind: 'test'; id: string } | { kind: 'quiz'; id: string };
export type { PaperPlacement };

export interface TargetQuestion extends GradableQuestion {
  text: string;
  image: string | null;
  options: QuestionOption[];
  explanation: string;
  explanationImage: string | null;
  type: QuestionType;
  remarks: string | null;
  /** the question's version this paper serves (question_versions) */
  version: number;
  /** what a regrade of the paper did to it (a new key, or voided), for the learner's result */
  regrade?: RegradeNote;
  /** its Hindi version, in a paper offered in Hindi (docs/decisions/034); grading never reads it */
  hindi?: HindiVersion;
}

export interface Target {
  ref: TargetRef;
  title: string;
  timeLimitSeconds: number;
  negativeRatio: number;
  /** a weekly quiz's stored marking (null for a test, whose questions carry their own marks) */
  quizMarking: { correct: number; wrong: number } | null;
  /** the paper's marking preset (shared/exam/marking.ts): what grading applies */
  marking: Marking;
  /** who may see it and when: the series of a test, the window of a quiz, and whether it is published */
  placement: PaperPlacement;
  questions: TargetQuestion[];
  /** the paper's regrades, already applied to `questions`; a target built of other versions applies them too (applyRegrades) */
  regrades: PaperRegrade[];
  /** learners may read it in Hindi (docs/decisions/034): only then may an attempt's language be 'hi' */
  offeredInHindi: boolean;
  /** the exam it is set for, as its profile says (issue 42): what the learner's pages say of it */
  exam: PaperExam;
}

/** The target of a stored attempt row: exactly one of the two columns is set (a check constraint). */
export function targetOfRow(row: { testId: string | null; quizId: string | null }): TargetRef {
  if (row.testId) return { kind: 'test', id: row.testId };
  if (row.quizId) return { kind: 'quiz', id: row.quizId };
  throw new Error('An attempt without a test or a quiz');
}

function toTargetQuestion(row: PaperQuestionRow, marks: number, inHindi: boolean): TargetQuestion {
  const { id, text, image, options, explanation, explanationImage, section, type, remarks, version } = row;
  // only in a paper offered in Hindi, and only when the question has it: otherwise no field at all
  const hindi = inHindi && row.hindi ? { hindi: row.hindi } : {};
  return {
    id,
    text,
    image,
    options,
    explanation,
    explanationImage,
    section,
    type,
    remarks,
    version,
    marks,
    key: keyOfRow(row),
    optionCount: options.length,
    ...hindi,
  };
}

/**
 * The one way a paper becomes a Target: at the versions it serves, or at those `versions` names
 * (an attempt's, read uncached), with the paper's regrades applied (and `extra` ones after them: a
 * regrade's own, before it is stored). Whatever applies to every reading of a paper goes here.
 */
export async function readTarget(
  db: Database,
  ref: TargetRef,
  versions: ServedVersions | null = null,
  extra: readonly PaperRegrade[] = [],
): Promise<Target | null> {
  const paper = await loadPaper(db, ref, versions);
  if (!paper) return null;
  const regrades = [...(await paperRegrades(db, ref)), ...extra];
  // a preset that marks every question alike (the weekly quiz's +1 / -0.33 / 0, UGC NET's 2 marks)
  // does so whatever the bank says a question is worth in tests
  const { marking } = paper;
  return {
    ref,
    title: paper.title,
    timeLimitSeconds: paper.timeLimitSeconds,
    negativeRatio: marking.mcqPenalty,
    quizMarking: paper.quizMarking,
    marking,
    placement: paper.placement,
    questions: applyRegrades(
      paper.questions.map((row) => toTargetQuestion(row, marking.marksEach ?? row.marks, paper.offeredInHindi)),
      regrades,
    ),
    regrades,
    offeredInHindi: paper.offeredInHindi,
    exam: paper.exam,
  };
}

// When the weekly quiz opens, thousands of learners load, start, save and submit the same target
// within minutes: its paper (with where it is offered) is read once per instance and shared.
// Every change an admin makes is announced on the change feed and dropped everywhere at once; the
// time to live bounds what a lost announcement could cost (docs/decisions/013 and 019).
export const TARGET_TTL_MS = 30_000;
const MAX_TARGETS = 2000;
const keyOf = (ref: TargetRef) => `${ref.kind}:${ref.id}`;
export const paperTopic = (ref: TargetRef) => `paper:${keyOf(ref)}`;
const caches = new WeakMap<Database, ReadThroughCache<Target | null>>();

function targetCache(db: Database): ReadThroughCache<Target | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadThroughCache<Target | null>({
      ttlMs: TARGET_TTL_MS,
      maxEntries: MAX_TARGETS,
      feed: changeFeedOf(db),
      topicOfKey: (key) => `paper:${key}`,
      // a failed or empty read is not kept: the next request tries again
      keep: (target) => target !== null,
    });
    caches.set(db, cache);
  }
  return cache;
}

export function loadTarget(db: Database, ref: TargetRef): Promise<Target | null> {
  return targetCache(db).get(keyOf(ref), () => readTarget(db, ref));
}

/** Whether the target shows every question at the version the attempt was served (null: whatever the paper serves). */
export function servesAttempt(target: Target, served: ServedVersions | null): boolean {
  return !served || target.questions.every((question) => (served[question.id] ?? question.version) === question.version);
}

/**
 * The paper as this attempt was served it: the cached paper, unless the paper has since moved on to
 * another version of one of its questions (the attempt then names its own in `servedVersions`).
 */
export async function targetOfAttempt(
  db: Database,
  attempt: { testId: string | null; quizId: string | null; servedVersions: ServedVersions | null },
): Promise<Target | null> {
  const ref = targetOfRow(attempt);
  const target = await loadTarget(db, ref);
  if (!target || servesAttempt(target, attempt.servedVersions)) return target;
  return readTarget(db, ref, attempt.servedVersions);
}

/** After an admin's change is committed: every instance drops its copy of the paper. */
export async function forgetTarget(db: Database, ref: TargetRef): Promise<void> {
  await changeFeedOf(db).announce(paperTopic(ref));
}

/** What a save's answer to a question must look like: its type and its number of options. */
export interface AnswerShape {
  type: QuestionType;
  optionCount: number;
}

/** Question id -> the answer's shape: all a save needs to check. */
export async function loadAnswerShape(db: Database, ref: TargetRef): Promise<ReadonlyMap<string, AnswerShape>> {
  const target = await loadTarget(db, ref);
  if (!target) return new Map();
  let shape = answerShapes.get(target);
  if (!shape)
    answerShapes.set(
      target,
      (shape = new Map(target.questions.map((question) => [question.id, { type: question.key.type, optionCount: question.optionCount }]))),
    );
  return shape;
}
// made once per cached paper: every autosave checks against it
const answerShapes = new WeakMap<Target, ReadonlyMap<string, AnswerShape>>();

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
    ...(question.hindi ? { hindi: { questionText: question.hindi.text, options: question.hindi.options.map((option) => ({ text: option.text })) } } : {}),
  };
}

/** After submission: the same question with its key and explanation. */
export function toReviewedQuestion(question: TargetQuestion): ReviewedQuestion {
  const { hindi: _examHindi, ...asExamined } = toExamQuestion(question);
  return {
    ...asExamined,
    correctAnswerIndex: question.key.type === 'MCQ' ? question.key.correctIndex : question.key.type === 'MSQ' ? (question.key.correctIndexes[0] ?? -1) : -1,
    answerKey: question.key,
    explanationText: question.explanation,
    explanationImage: question.explanationImage,
    ...(question.regrade ? { regrade: question.regrade } : {}),
    ...(question.hindi
      ? {
          hindi: {
            questionText: question.hindi.text,
            options: question.hindi.options.map((option) => ({ text: option.text })),
            explanationText: question.hindi.explanation,
          },
        }
      : {}),
  };
}
