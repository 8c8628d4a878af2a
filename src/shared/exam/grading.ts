// Grading of one attempt: pure, so the same rules can be unit-tested with the spec's numbers and
// run by the server (the only place that grades: client-sent scores are never trusted).
import type { AnalyzedData, QuestionAnalysis, Section, SectionResult } from '../api/exam.ts';
import { round2 } from '../round.ts';
import { isRightAnswer, normaliseAnswer, type Answer, type AnswerKey } from './answer-key.ts';
import type { Marking } from './marking.ts';
import type { VoidKind } from './regrade.ts';
import { boundedTimes } from './time-spent.ts';

export interface GradableQuestion {
  id: string;
  section: Section;
  marks: number; // 1 by default, 2 for the heavier GATE questions
  key: AnswerKey;
  optionCount: number;
  /**
   * Set by a regrade (regrade.ts): 'full', every learner gets its marks, answered or not, and it
   * counts as a correct answer; 'attempted', a learner who answered it, right or wrong, gets its marks
   * as for a correct answer, and one who left it gets nothing, as for any question left (it stays in
   * the maximum); 'none', it counts for nobody: out of the score and the maximum.
   */
  voided?: VoidKind;
}

export interface GradingInput {
  title: string;
  questions: readonly GradableQuestion[]; // in the order the learner saw them
  /** the saved answers; `seconds`, the time spent on the question, becomes its timeSpent */
  answers: Readonly<Record<string, { answer: unknown; seconds?: unknown } | undefined>>;
  /** the paper's marking preset: what each question is worth and what a wrong MCQ costs (marking.ts) */
  marking: Marking;
  timeTakenSeconds: number;
  submittedAt: string;
  endedBy: 'learner' | 'deadline';
}

export type PerformanceCategory = 'excellent' | 'good' | 'average' | 'needs_improvement';

/**
 * The label shown with a result, from the percentage of marks with negative marking (the rounded
 * value, so the label always agrees with the number beside it):
 * 80 or more 'excellent', 60 or more 'good', 40 or more 'average', anything lower 'needs_improvement'.
 */
export function performanceCategory(percentage: number): PerformanceCategory {
  if (percentage >= 80) return 'excellent';
  if (percentage >= 60) return 'good';
  if (percentage >= 40) return 'average';
  return 'needs_improvement';
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));

const SECTION_ORDER: readonly Section[] = ['Aptitude', 'Technical'];

interface Tally {
  total: number;
  correct: number;
  incorrect: number;
  earned: number; // marks of correct answers: whole numbers
  lostMarks: number; // marks of wrong MCQ answers, before the penalty: whole numbers
  maxMarks: number;
}

const emptyTally = (): Tally => ({ total: 0, correct: 0, incorrect: 0, earned: 0, lostMarks: 0, maxMarks: 0 });

export function gradeAttempt(input: GradingInput): AnalyzedData {
  const { questions, marking } = input;
  const overall = emptyTally();
  const bySection = new Map<Section, Tally>();
  const questionAnalysis: QuestionAnalysis[] = [];
  const times = boundedTimes(
    new Map(
      questions.flatMap(({ id }) => {
        const seconds = input.answers[id]?.seconds;
        return typeof seconds === 'number' && Number.isFinite(seconds) ? [[id, seconds] as const] : [];
      }),
    ),
    input.timeTakenSeconds,
  );

  for (const [questionIndex, question] of questions.entries()) {
    // an index the question does not have, or a text that is no number, counts as no answer:
    // a stale save must not be graded as wrong
    const selectedAnswer: Answer | null = normaliseAnswer(question.key.type, question.optionCount, input.answers[question.id]?.answer);
    const timeSpent = times.get(question.id);
    const extra = { ...(question.voided ? { voided: question.voided } : {}), ...(timeSpent === undefined ? {} : { timeSpent }) };
    if (question.voided === 'none') {
      // listed, so the learner's review shows it and why, but counted nowhere
      questionAnalysis.push({ questionIndex, questionId: question.id, selectedAnswer, status: 'other', marks: 0, ...extra });
      continue;
    }
    const worth = marking.marksEach ?? question.marks;
    const section = bySection.get(question.section) ?? emptyTally();
    bySection.set(question.section, section);
    let status: QuestionAnalysis['status'] = 'other';
    let marks = 0;
    for (const tally of [overall, section]) {
      tally.total += 1;
      tally.maxMarks += worth;
    }
    // a voided question's marks go to everyone, or (NTA's rule) to whoever answered it, whatever the answer
    const voidGivesMarks = question.voided === 'full' || (question.voided === 'attempted' && selectedAnswer !== null);
    if (voidGivesMarks || (selectedAnswer !== null && isRightAnswer(question.key, selectedAnswer))) {
      status = 'correct';
      marks = worth;
      for (const tally of [overall, section]) {
        tally.correct += 1;
        tally.earned += worth;
      }
    } else if (selectedAnswer !== null) {
      status = 'incorrect';
      // GATE: only a wrong MCQ costs marks; a wrong MSQ or NAT earns nothing and costs nothing
      const penalised = question.key.type === 'MCQ' ? worth : 0;
      marks = penalised === 0 ? 0 : round2(-penalised * marking.mcqPenalty);
      for (const tally of [overall, section]) {
        tally.incorrect += 1;
        tally.lostMarks += penalised;
      }
    }
    questionAnalysis.push({ questionIndex, questionId: question.id, selectedAnswer, status, marks, ...extra });
  }

  // the deduction is taken once from the summed marks, not summed from rounded parts:
  // three wrong 1-mark answers cost exactly 1.00, not 0.99
  const marksOf = (tally: Tally) => tally.earned - tally.lostMarks * marking.mcqPenalty;
  const score = round2(marksOf(overall));
  const attempted = overall.correct + overall.incorrect;
  const percentage = percent(marksOf(overall), overall.maxMarks);

  const sectionResults: SectionResult[] = SECTION_ORDER.flatMap((name) => {
    const tally = bySection.get(name);
    if (!tally) return [];
    return [
      {
        section: name,
        totalQuestions: tally.total,
        correct: tally.correct,
        incorrect: tally.incorrect,
        unattempted: tally.total - tally.correct - tally.incorrect,
        marks: round2(marksOf(tally)),
        maxMarks: tally.maxMarks,
      },
    ];
  });

  return {
    quizTitle: input.title,
    submittedAt: input.submittedAt,
    endedBy: input.endedBy,
    basicMetrics: {
      score,
      // a question voided for nobody is not one of them
      totalQuestions: overall.total,
      timeTaken: input.timeTakenSeconds,
      timePerQuestion: attempted === 0 ? 0 : round2(input.timeTakenSeconds / attempted),
      maxPossibleMarks: overall.maxMarks,
    },
    performanceMetrics: {
      correctAnswers: overall.correct,
      incorrectAnswers: overall.incorrect,
      unattemptedQuestions: overall.total - attempted,
      totalMarksWithoutNegative: overall.earned,
      totalMarksWithNegative: score,
      percentageMarksWithNegative: percentage,
      accuracy: percent(overall.correct, attempted),
      attemptRate: percent(attempted, overall.total),
      performanceCategory: performanceCategory(percentage),
    },
    sectionResults,
    questionAnalysis,
  };
}
