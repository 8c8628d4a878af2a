// A small attempted test for the result view's tests: two Aptitude and two Technical questions;
// one right, one wrong (a 2-mark question), one left blank. Numbers as the server's grading gives them.
import type { ReviewedQuestion } from '../../../../shared/api/exam.ts';
import type { AttemptedTest } from './exam-result.ts';

const option = (questionId: string, index: number, text: string) => ({ _id: `${questionId}:${index}`, text, image: null });

const base = { questionImage: null, type: 'MCQ', questionRemarks: null, explanationImage: null } as const;

export const fixtureQuestions: ReviewedQuestion[] = [
  {
    ...base,
    _id: 'q1',
    section: 'Aptitude',
    marks: 1,
    questionText: 'Choose the word closest in meaning to **candid**.',
    options: ['Frank', 'Secretive', 'Timid', 'Harsh'].map((text, i) => option('q1', i, text)),
    correctAnswerIndex: 0,
    explanationText: 'A *candid* remark is open and honest: **frank**.',
  },
  {
    ...base,
    _id: 'q2',
    section: 'Aptitude',
    marks: 1,
    questionText: 'If $2^x = 32$, what is $x$?',
    options: ['4', '5', '6', '16'].map((text, i) => option('q2', i, text)),
    correctAnswerIndex: 1,
    explanationText: '$32 = 2^5$, so $x = 5$.',
  },
  {
    ...base,
    _id: 'q3',
    section: 'Technical',
    marks: 2,
    questionText: 'The worst-case time to build a binary heap from $n$ keys is',
    options: ['$\\Theta(n \\log n)$', '$\\Theta(n)$', '$\\Theta(\\log n)$', '$\\Theta(n^2)$'].map((text, i) => option('q3', i, text)),
    correctAnswerIndex: 1,
    explanationText: 'Bottom-up heapify costs $$\\sum_{h} \\frac{n}{2^{h+1}} \\cdot O(h) = O(n).$$',
    questionRemarks: 'Assume a binary min-heap stored in an array.',
  },
  {
    ...base,
    _id: 'q4',
    section: 'Technical',
    marks: 1,
    questionText: 'Which layer of the OSI model does a router work at?',
    options: ['Data link', 'Network', 'Transport', 'Session'].map((text, i) => option('q4', i, text)),
    correctAnswerIndex: 1,
    explanationText: 'Routers forward packets by IP address: the **network** layer.',
  },
];

export function attemptedFixture(overrides: Partial<AttemptedTest['attemptedData']['analyzedData']> = {}): AttemptedTest {
  return {
    success: true,
    attempted: true,
    serverTime: Date.parse('2025-03-05T10:00:00Z'),
    test: { _id: 't1', title: 'GATE CS Full Subject Test 3', timeLimit: 3000, negativeRatio: 1 / 3, testSeriesId: 's1', questions: fixtureQuestions },
    attemptedData: {
      testId: { questions: fixtureQuestions },
      analyzedData: {
        quizTitle: 'GATE CS Full Subject Test 3',
        submittedAt: '2025-03-05T09:42:00Z',
        endedBy: 'learner',
        basicMetrics: { score: 1.33, totalQuestions: 4, timeTaken: 754, timePerQuestion: 251.33, maxPossibleMarks: 5 },
        performanceMetrics: {
          correctAnswers: 2,
          incorrectAnswers: 1,
          unattemptedQuestions: 1,
          totalMarksWithoutNegative: 2,
          totalMarksWithNegative: 1.33,
          percentageMarksWithNegative: 26.67,
          accuracy: 66.67,
          attemptRate: 75,
          performanceCategory: 'needs_improvement',
        },
        sectionResults: [
          { section: 'Aptitude', totalQuestions: 2, correct: 1, incorrect: 0, unattempted: 1, marks: 1, maxMarks: 2 },
          { section: 'Technical', totalQuestions: 2, correct: 1, incorrect: 1, unattempted: 0, marks: 0.33, maxMarks: 3 },
        ],
        questionAnalysis: [
          { questionIndex: 0, questionId: 'q1', selectedAnswer: 0, status: 'correct', marks: 1 },
          { questionIndex: 1, questionId: 'q2', selectedAnswer: null, status: 'other', marks: 0 },
          { questionIndex: 2, questionId: 'q3', selectedAnswer: 0, status: 'incorrect', marks: -0.67 },
          { questionIndex: 3, questionId: 'q4', selectedAnswer: 1, status: 'correct', marks: 1 },
        ],
        ...overrides,
      },
    },
    standing: { rank: 3, takers: 41, percentile: 92.68 },
    questionStats: { q1: 80.49, q2: 62, q3: 31.71, q4: 75.61 },
  };
}
