import { describe, expect, it } from 'vitest';
import { gradeAttempt, type GradableQuestion } from './grading.ts';
import { markingOf } from './marking.ts';
import { applyRegrades, regradeSummaryLine, type PaperRegrade } from './regrade.ts';

const mcq = (id: string, correctIndex: number, marks = 1): GradableQuestion => ({
  id,
  section: id.startsWith('a') ? 'Aptitude' : 'Technical',
  marks,
  key: { type: 'MCQ', correctIndex },
  optionCount: 4,
});

function grade(questions: GradableQuestion[], chosen: Record<string, unknown>) {
  return gradeAttempt({
    title: 'GATE Mock 1',
    questions,
    answers: Object.fromEntries(Object.entries(chosen).map(([id, answer]) => [id, { answer }])),
    marking: markingOf('gate'),
    timeTakenSeconds: 600,
    submittedAt: '2027-01-10T10:00:00.000Z',
    endedBy: 'learner',
  });
}

describe('grading a voided question', () => {
  // a1: 1 mark, key A; t1: 2 marks, key B; t2: 1 mark, key C
  const paper = [mcq('a1', 0), mcq('t1', 1, 2), mcq('t2', 2)];

  it("'full' gives its marks to everyone, answered right, wrong or not at all, and counts it correct", () => {
    const voided = paper.map((question) => (question.id === 't1' ? { ...question, voided: 'full' as const } : question));
    const wrong = grade(voided, { a1: 0, t1: 3, t2: 2 });
    const unanswered = grade(voided, { a1: 0, t2: 2 });
    for (const result of [wrong, unanswered]) {
      expect(result.basicMetrics.score).toBe(4);
      expect(result.basicMetrics.maxPossibleMarks).toBe(4);
      expect(result.performanceMetrics.correctAnswers).toBe(3);
      expect(result.questionAnalysis[1]).toMatchObject({ questionId: 't1', status: 'correct', marks: 2, voided: 'full' });
    }
    // the wrong answer it had is still the learner's answer, and costs nothing
    expect(wrong.questionAnalysis[1]?.selectedAnswer).toBe(3);
    expect(wrong.performanceMetrics.totalMarksWithoutNegative).toBe(4);
    expect(grade(paper, { a1: 0, t1: 3, t2: 2 }).basicMetrics.score).toBe(1.33);
  });

  it("'none' takes it out of the score, the maximum and the counts, but lists it for the review", () => {
    const voided = paper.map((question) => (question.id === 't1' ? { ...question, voided: 'none' as const } : question));
    const right = grade(voided, { a1: 0, t1: 1, t2: 2 });
    expect(right.basicMetrics).toMatchObject({ score: 2, maxPossibleMarks: 2, totalQuestions: 2 });
    expect(right.performanceMetrics).toMatchObject({ correctAnswers: 2, unattemptedQuestions: 0, percentageMarksWithNegative: 100 });
    expect(right.questionAnalysis[1]).toEqual({ questionIndex: 1, questionId: 't1', selectedAnswer: 1, status: 'other', marks: 0, voided: 'none' });
    expect(right.sectionResults.find((section) => section.section === 'Technical')).toMatchObject({ totalQuestions: 1, maxMarks: 1, marks: 1 });

    // a wrong MCQ answer to it no longer costs a third of its marks
    const wrong = grade(voided, { a1: 0, t1: 0, t2: 2 });
    expect(wrong.basicMetrics.score).toBe(2);
    expect(wrong.performanceMetrics.incorrectAnswers).toBe(0);
  });

  it("'attempted' gives its marks to each learner who answered it, right or wrong, and nothing to one who left it", () => {
    const voided = paper.map((question) => (question.id === 't1' ? { ...question, voided: 'attempted' as const } : question));
    const right = grade(voided, { a1: 0, t1: 1, t2: 2 });
    // GATE marking: a wrong MCQ answer would cost 2/3 of a mark; to the voided question it earns its 2
    const wrong = grade(voided, { a1: 0, t1: 3, t2: 2 });
    for (const result of [right, wrong]) {
      expect(result.basicMetrics).toMatchObject({ score: 4, maxPossibleMarks: 4, totalQuestions: 3 });
      expect(result.performanceMetrics).toMatchObject({ correctAnswers: 3, incorrectAnswers: 0, unattemptedQuestions: 0, totalMarksWithoutNegative: 4 });
      expect(result.questionAnalysis[1]).toMatchObject({ questionId: 't1', status: 'correct', marks: 2, voided: 'attempted' });
    }
    expect(wrong.questionAnalysis[1]?.selectedAnswer).toBe(3);
    expect(grade(paper, { a1: 0, t1: 3, t2: 2 }).basicMetrics.score).toBe(1.33);

    // left unanswered, or with an option the question does not have: nothing, and it stays in the maximum
    for (const chosen of [
      { a1: 0, t2: 2 },
      { a1: 0, t1: 7, t2: 2 },
    ]) {
      const left = grade(voided, chosen);
      expect(left.basicMetrics).toMatchObject({ score: 2, maxPossibleMarks: 4, totalQuestions: 3 });
      expect(left.performanceMetrics).toMatchObject({ correctAnswers: 2, incorrectAnswers: 0, unattemptedQuestions: 1, percentageMarksWithNegative: 50 });
      expect(left.questionAnalysis[1]).toEqual({ questionIndex: 1, questionId: 't1', selectedAnswer: null, status: 'other', marks: 0, voided: 'attempted' });
      expect(left.sectionResults.find((section) => section.section === 'Technical')).toMatchObject({
        totalQuestions: 2,
        correct: 1,
        unattempted: 1,
        marks: 1,
        maxMarks: 3,
      });
    }
    // where a void for everyone gives the learner who left it its marks too
    const forEveryone = paper.map((question) => (question.id === 't1' ? { ...question, voided: 'full' as const } : question));
    expect(grade(forEveryone, { a1: 0, t2: 2 }).basicMetrics.score).toBe(4);
  });

  it('leaves a paper without voided questions graded exactly as before: no voided field in the analysis', () => {
    const result = grade(paper, { a1: 0 });
    expect(result.questionAnalysis.every((question) => !('voided' in question))).toBe(true);
    expect(result.basicMetrics.totalQuestions).toBe(3);
  });
});

describe('applying a paper’s regrades', () => {
  const at = '2027-01-12T09:00:00.000Z';
  const regrade = (questionId: string, action: PaperRegrade['action'], key: PaperRegrade['key'] = null): PaperRegrade => ({
    questionId,
    action,
    key,
    reason: 'Official key revised',
    at,
  });

  it('replaces a key, keeping the old one for the learner’s note, and grades by it', () => {
    const paper = [mcq('a1', 0), mcq('t1', 1)];
    const [first, second] = applyRegrades(paper, [regrade('t1', 'rekey', { type: 'MCQ', correctIndex: 3 })]);
    expect(first).toBe(paper[0]);
    expect(second).toMatchObject({ key: { type: 'MCQ', correctIndex: 3 }, regrade: { action: 'rekey', previousKey: { type: 'MCQ', correctIndex: 1 }, at } });
    expect(second).not.toHaveProperty('voided');
    expect(grade(applyRegrades(paper, [regrade('t1', 'rekey', { type: 'MCQ', correctIndex: 3 })]), { a1: 0, t1: 3 }).basicMetrics.score).toBe(2);
  });

  it('voids, the latest regrade of a question winning', () => {
    const paper = [mcq('a1', 0)];
    const [voided] = applyRegrades(paper, [regrade('a1', 'rekey', { type: 'MCQ', correctIndex: 2 }), regrade('a1', 'void-none')]);
    expect(voided).toMatchObject({ voided: 'none', key: { type: 'MCQ', correctIndex: 0 }, regrade: { action: 'void-none', previousKey: null } });
    const [full] = applyRegrades(paper, [regrade('a1', 'void-full')]);
    expect(full?.voided).toBe('full');
  });

  it('voids for those who attempted it, keeping the key, and grades by that', () => {
    const paper = [mcq('a1', 0), mcq('t1', 1, 2)];
    const applied = applyRegrades(paper, [regrade('t1', 'void-full'), regrade('t1', 'void-attempted')]);
    expect(applied[0]).toBe(paper[0]);
    expect(applied[1]).toMatchObject({
      voided: 'attempted',
      key: { type: 'MCQ', correctIndex: 1 },
      regrade: { action: 'void-attempted', reason: 'Official key revised', at, previousKey: null },
    });
    expect(grade(applied, { a1: 0, t1: 2 }).basicMetrics).toMatchObject({ score: 3, maxPossibleMarks: 3 });
    expect(grade(applied, { a1: 0 }).basicMetrics).toMatchObject({ score: 1, maxPossibleMarks: 3 });
  });

  it('leaves a question alone when the new key does not fit it (another version, another type)', () => {
    const nat: GradableQuestion = { id: 'n1', section: 'Technical', marks: 2, key: { type: 'NAT', min: 1, max: 1, decimals: 0 }, optionCount: 0 };
    const paper = [mcq('a1', 0), nat];
    const applied = applyRegrades(paper, [regrade('a1', 'rekey', { type: 'MCQ', correctIndex: 6 }), regrade('n1', 'rekey', { type: 'MCQ', correctIndex: 1 })]);
    expect(applied).toEqual(paper);
  });

  it('says what changed in a line', () => {
    expect(regradeSummaryLine('rekey', { type: 'MSQ', correctIndexes: [0, 2] }, { type: 'MSQ', correctIndexes: [0] })).toBe('The key is now A, C (it was A).');
    expect(regradeSummaryLine('void-full', null, null)).toBe('The question was voided: everyone gets its full marks.');
    expect(regradeSummaryLine('void-none', null, null)).toBe('The question was voided: it counts for nobody.');
    expect(regradeSummaryLine('void-attempted', null, null)).toBe('The question was voided: everyone who attempted it gets its full marks.');
  });
});
