// A paper of every GATE type taken through the API as the exam view takes it: started, saved,
// resumed and submitted, with no key in any answer before submission, answers refused when they do
// not fit their question, and the marks of GATE's and UGC NET's presets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { enrolledLearner, examApi, type Learner } from '../../../test/exam-api.ts';
import { questions, testQuestions, testSeries, tests } from '../../db/schema.ts';
import { keyColumns } from '../../db/question-key.ts';
import type { AnswerKey } from '../../../shared/exam/answer-key.ts';
import type { MarkingPreset } from '../../../shared/exam/marking.ts';
import type { AttemptState, GetTestResponse, SavedAnswer } from '../../../shared/api/exam.ts';

interface PaperQuestion {
  name: string;
  marks: 1 | 2;
  key: AnswerKey;
}

const PAPER: PaperQuestion[] = [
  { name: 'mcq1', marks: 1, key: { type: 'MCQ', correctIndex: 2 } },
  { name: 'mcq2', marks: 2, key: { type: 'MCQ', correctIndex: 0 } },
  { name: 'msq1', marks: 2, key: { type: 'MSQ', correctIndexes: [0, 3] } },
  { name: 'msq2', marks: 1, key: { type: 'MSQ', correctIndexes: [1] } },
  { name: 'nat1', marks: 1, key: { type: 'NAT', min: 42, max: 42, decimals: 0 } },
  { name: 'nat2', marks: 2, key: { type: 'NAT', min: -0.34, max: -0.33, decimals: 2 } },
];

let t: TestApp;
let seriesId: string;
let api: ReturnType<typeof examApi>;

async function createPaper(marking: MarkingPreset): Promise<{ testId: string; ids: Record<string, string> }> {
  const [test] = await t.app.db
    .insert(tests)
    .values({ seriesId, title: `Mixed ${marking}`, difficulty: 'hard', timeLimitSeconds: 3600, marking, status: 'published' })
    .returning({ id: tests.id });
  const rows = await t.app.db
    .insert(questions)
    .values(
      PAPER.map((question) => ({
        text: `Question ${question.name}: a ${question.key.type}.`,
        options: question.key.type === 'NAT' ? [] : ['A', 'B', 'C', 'D'].map((text) => ({ text: `Option ${text}` })),
        ...keyColumns(question.key),
        explanation: `Worked answer to ${question.name}.`,
        section: 'Technical' as const,
        marks: question.marks,
        status: 'published' as const,
      })),
    )
    .returning({ id: questions.id });
  await t.app.db.insert(testQuestions).values(rows.map((row, position) => ({ testId: test!.id, questionId: row.id, position })));
  return { testId: test!.id, ids: Object.fromEntries(PAPER.map((question, index) => [question.name, rows[index]!.id])) };
}

/** Every key of every object in a response: none may name a key or an explanation before submission. */
function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, into));
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysDeep(inner, into);
    }
  return into;
}
const SECRETS = ['answerKey', 'correctIndex', 'correctIndexes', 'correctAnswerIndex', 'natMin', 'natMax', 'natDecimals', 'min', 'max', 'explanationText'];

const answered = (answer: SavedAnswer['answer']): SavedAnswer => ({ answer, status: 'answered' });

beforeAll(async () => {
  t = await createTestApp();
  const [series] = await t.app.db
    .insert(testSeries)
    .values({ slug: 'mixed-types', title: 'Mixed Types', exam: 'GATE CS', year: 2027, pricePaise: 0, status: 'published' })
    .returning({ id: testSeries.id });
  seriesId = series!.id;
  api = examApi(t.app, seriesId);
});
afterAll(() => t.close());

describe('a GATE paper of MCQs, MSQs and NATs', () => {
  let learner: Learner;
  let paper: { testId: string; ids: Record<string, string> };
  let attemptId: string;

  beforeAll(async () => {
    paper = await createPaper('gate');
    learner = await enrolledLearner(t.app, seriesId);
  });

  it('serves each question with its type and the marking, and no key anywhere', async () => {
    // a learner of their own: the paper is read once started, and the attempt below starts fresh
    const reader = await enrolledLearner(t.app, seriesId);
    const view = await api.getTest(reader, paper.testId);
    expect(view.statusCode).toBe(200);
    const body = view.json<Extract<GetTestResponse, { attempted: false }>>();
    expect(body.test.markingScheme).toEqual({ preset: 'gate', marksEach: null, mcqPenalty: 1 / 3 });
    expect(body.paper.outline).toEqual({ sections: [{ section: 'Technical', count: 6 }], totalMarks: 9 });
    expect((await api.start(reader, paper.testId)).statusCode).toBe(200);
    const served = await api.paper(reader, paper.testId);
    expect(served.statusCode).toBe(200);
    const questionsServed = served.json<{ questions: { type: string; options: unknown[]; marks: number }[] }>().questions;
    expect(questionsServed.map((question) => [question.type, question.options.length, question.marks])).toEqual([
      ['MCQ', 4, 1],
      ['MCQ', 4, 2],
      ['MSQ', 4, 2],
      ['MSQ', 4, 1],
      ['NAT', 0, 1],
      ['NAT', 0, 2],
    ]);
    for (const response of [view, served]) {
      const keys = keysDeep(response.json());
      for (const secret of SECRETS) expect(keys, secret).not.toContain(secret);
      expect(response.body).not.toContain('Worked answer');
    }
  });

  it('saves an answer of each type and gives them back on resume', async () => {
    const started = await api.start(learner, paper.testId);
    expect(started.statusCode).toBe(200);
    attemptId = started.json<{ attempt: AttemptState }>().attempt.attemptId;
    for (const secret of SECRETS) expect(keysDeep(started.json()), secret).not.toContain(secret);

    const { ids } = paper;
    const saved = await api.save(learner, attemptId, {
      [ids.mcq1!]: answered(2),
      [ids.mcq2!]: answered(1),
      [ids.msq1!]: answered([0, 3]),
      [ids.msq2!]: answered([1, 2]),
      [ids.nat1!]: answered('42'),
    });
    expect(saved.statusCode).toBe(200);
    const resumed = (await api.attempt(learner, attemptId)).json<{ attempt: AttemptState }>().attempt;
    expect(resumed.answers[ids.msq1!]).toEqual(answered([0, 3]));
    expect(resumed.answers[ids.nat1!]).toEqual(answered('42'));
    expect(resumed.answers[ids.mcq2!]).toEqual(answered(1));
  });

  it('refuses an answer that does not fit its question with a clear message, and keeps what was saved', async () => {
    const { ids } = paper;
    const before = (await api.attempt(learner, attemptId)).json<{ attempt: AttemptState }>().attempt;
    const refusals: [string, SavedAnswer['answer'] | unknown, string][] = [
      [ids.msq1!, [0, 7], 'A multiple-select answer lists options its question has, each once.'],
      [ids.msq1!, [0, 0], 'A multiple-select answer lists options its question has, each once.'],
      [ids.msq1!, 2, 'A multiple-select answer lists options its question has, each once.'],
      [ids.nat1!, 3, 'A numerical answer is a number such as 42, -3 or 2.75.'],
      [ids.mcq1!, [1], 'An answer names an option that its question does not have.'],
      [ids.mcq1!, '1', 'An answer names an option that its question does not have.'],
    ];
    for (const [questionId, answer, message] of refusals) {
      const response = await api.save(learner, attemptId, { [questionId]: { answer, status: 'answered' } as SavedAnswer });
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    for (const text of ['4 2', '1e5', 'NaN', '--1', '', '12345678901']) {
      const response = await api.save(learner, attemptId, { [ids.nat2!]: { answer: text, status: 'answered' } });
      expect(response.statusCode, text).toBe(400);
    }
    const after = (await api.attempt(learner, attemptId)).json<{ attempt: AttemptState }>().attempt;
    expect(after.answers).toEqual(before.answers);
  });

  it('grades on submit by GATE’s rules and only then shows each key', async () => {
    const { ids } = paper;
    // the last save goes with the submit, as the exam view sends what is still queued
    const submitted = await api.submit(learner, paper.testId, { answers: { [ids.nat2!]: answered('-0.335') } });
    expect(submitted.statusCode).toBe(200);
    const { analyzedData } = submitted.json<{
      analyzedData: { basicMetrics: { score: number; maxPossibleMarks: number }; questionAnalysis: { marks: number; status: string }[] };
    }>();
    // mcq1 +1, mcq2 wrong -2/3, msq1 +2, msq2 one too many 0, nat1 +1, nat2 inside -0.34..-0.33 +2
    expect(analyzedData.questionAnalysis.map((question) => question.marks)).toEqual([1, -0.67, 2, 0, 1, 2]);
    expect(analyzedData.basicMetrics).toMatchObject({ score: 5.33, maxPossibleMarks: 9 });

    const review = (await api.getTest(learner, paper.testId)).json<Extract<GetTestResponse, { attempted: true }>>();
    expect(review.test.questions.map((question) => question.answerKey)).toEqual(PAPER.map((question) => question.key));
    expect(review.test.questions.map((question) => question.correctAnswerIndex)).toEqual([2, 0, 0, 1, -1, -1]);
    expect(review.attemptedData.analyzedData.questionAnalysis.map((question) => question.selectedAnswer)).toEqual([2, 1, [0, 3], [1, 2], '42', '-0.335']);
  });
});

describe('a UGC NET paper', () => {
  it('gives 2 marks for every right answer and takes nothing for a wrong one', async () => {
    const paper = await createPaper('ugc-net');
    const learner = await enrolledLearner(t.app, seriesId);
    const view = (await api.getTest(learner, paper.testId)).json<Extract<GetTestResponse, { attempted: false }>>();
    expect(view.test.markingScheme).toEqual({ preset: 'ugc-net', marksEach: 2, mcqPenalty: 0 });
    await api.start(learner, paper.testId);
    const { ids } = paper;
    const submitted = await api.submit(learner, paper.testId, {
      answers: { [ids.mcq1!]: answered(2), [ids.mcq2!]: answered(3), [ids.msq2!]: answered([1]), [ids.nat1!]: answered('41') },
    });
    const { analyzedData } = submitted.json<{
      analyzedData: { basicMetrics: { score: number; maxPossibleMarks: number }; questionAnalysis: { marks: number }[] };
    }>();
    expect(analyzedData.questionAnalysis.map((question) => question.marks)).toEqual([2, 0, 0, 2, 0, 0]);
    expect(analyzedData.basicMetrics).toMatchObject({ score: 4, maxPossibleMarks: 12 });
  });
});
