import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { QUIZ_SUBMIT_ERROR, QUIZ_SUBMIT_FAILED, questionTypeLabel, quizSubmitErrorMessage, quizTarget, testTarget } from './exam-target.ts';

const quiz = quizTarget({ exam: 'GATE', userId: 'u1', quizId: 'q1' });
const test = testTarget({ userId: 'u1', testSeriesId: 's1', testId: 't1' });

describe('exam targets', () => {
  it('give the quiz its own palette and type label, on the same engine', () => {
    expect([quiz.kind, quiz.palette, quiz.id]).toEqual(['quiz', 'quiz', 'q1']);
    expect([test.kind, test.palette, test.id]).toEqual(['test', 'gate', 't1']);
  });

  it("label a quiz question 'GATE STD.' unless it has a type of its own (SPEC §3)", () => {
    expect(questionTypeLabel('MCQ', quiz)).toBe('GATE STD.');
    expect(questionTypeLabel('', quiz)).toBe('GATE STD.');
    expect(questionTypeLabel('MCQ', test)).toBe('MCQ');
    expect(questionTypeLabel('Numerical', quiz)).toBe('Numerical');
  });
});

describe('quizSubmitErrorMessage (SPEC §8)', () => {
  it("says 'Error submitting quiz. Please try again.' when the request never got an answer", () => {
    expect(quizSubmitErrorMessage(new ApiError(0, 'offline'))).toContain(QUIZ_SUBMIT_ERROR);
    expect(quizSubmitErrorMessage(new TypeError('boom'))).toBe(QUIZ_SUBMIT_ERROR);
  });

  it("shows the server's message, or 'Failed to submit quiz.' when the answer has none of the API's", () => {
    expect(quizSubmitErrorMessage(new ApiError(409, 'The quiz has closed.', 'quiz-closed'))).toBe('The quiz has closed.');
    expect(quizSubmitErrorMessage(new ApiError(502, 'Request failed (502).'))).toBe(QUIZ_SUBMIT_FAILED);
  });
});
