// What an attempt is an attempt *of*: a test of a series or a weekly quiz. The engine (start, save,
// finalise, read) only needs a target's title, time limit, marking and ordered questions; this file
// is the one place that knows where those come from.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, quizQuestions, quizzes, testQuestions, tests, type QuestionOption } from '../../db/schema.ts';
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

/** SPEC §9: every weekly-quiz question is worth 1 and a wrong answer costs 0.33, whatever the bank says. */
export const QUIZ_MARKING = { marks: 1, negativeRatio: 0.33 } as const;

/** The target of a stored attempt row: exactly one of the two columns is set (a check constraint). */
export function targetOfRow(row: { testId: string | null; quizId: string | null }): TargetRef {
  if (row.testId) return { kind: 'test', id: row.testId };
  if (row.quizId) return { kind: 'quiz', id: row.quizId };
  throw new Error('An attempt without a test or a quiz');
}

const questionColumns = {
  id: questions.id,
  text: questions.text,
  image: questions.image,
  options: questions.options,
  correctIndex: questions.correctIndex,
  explanation: questions.explanation,
  explanationImage: questions.explanationImage,
  section: questions.section,
  marks: questions.marks,
  type: questions.type,
  remarks: questions.remarks,
};

type QuestionRow = Pick<typeof questions.$inferSelect, keyof typeof questionColumns>;

function toTargetQuestion(row: QuestionRow, marks = row.marks): TargetQuestion {
  return { ...row, marks, optionCount: row.options.length };
}

/** A target's questions in the order the learner sees them. */
function orderedQuestions(db: Database, ref: TargetRef): Promise<QuestionRow[]> {
  const link = ref.kind === 'test' ? testQuestions : quizQuestions;
  const owner = ref.kind === 'test' ? testQuestions.testId : quizQuestions.quizId;
  return db
    .select(questionColumns)
    .from(link)
    .innerJoin(questions, eq(questions.id, link.questionId))
    .where(eq(owner, ref.id))
    .orderBy(asc(link.position));
}

async function readTarget(db: Database, ref: TargetRef): Promise<Target | null> {
  if (ref.kind === 'test') {
    const [test] = await db.select().from(tests).where(eq(tests.id, ref.id)).limit(1);
    if (!test) return null;
    const rows = await orderedQuestions(db, ref);
    return {
      ref,
      title: test.title,
      timeLimitSeconds: test.timeLimitSeconds,
      negativeRatio: test.negativeRatio,
      questions: rows.map((row) => toTargetQuestion(row)),
    };
  }
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, ref.id)).limit(1);
  if (!quiz) return null;
  const rows = await orderedQuestions(db, ref);
  return {
    ref,
    title: quiz.title,
    timeLimitSeconds: quiz.timeLimitSeconds,
    negativeRatio: QUIZ_MARKING.negativeRatio,
    questions: rows.map((row) => toTargetQuestion(row, QUIZ_MARKING.marks)),
  };
}

// When the weekly quiz opens, thousands of learners load, start and submit the same target within a
// minute: its questions are read once per instance and shared (concurrent loads wait for the same
// read). Content edits show up within the time to live.
const TARGET_TTL_MS = 30_000;
const targetCache = new WeakMap<Database, Map<string, { expiresAt: number; target: Promise<Target | null> }>>();

export function loadTarget(db: Database, ref: TargetRef): Promise<Target | null> {
  let entries = targetCache.get(db);
  if (!entries) {
    entries = new Map();
    targetCache.set(db, entries);
  }
  const key = `${ref.kind}:${ref.id}`;
  const cached = entries.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.target;
  const target = readTarget(db, ref);
  entries.set(key, { expiresAt: Date.now() + TARGET_TTL_MS, target });
  // a failed or empty read is not kept: the next request tries again
  target.then(
    (found) => (found ? undefined : entries.delete(key)),
    () => entries.delete(key),
  );
  return target;
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
