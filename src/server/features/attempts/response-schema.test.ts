// The answer key stays on the server while an attempt is open even when the code that builds the
// exam view gets it wrong: the mapping below is made to leak on purpose, and only the routes'
// response schemas (examQuestion has no key or explanation) stand between it and the browser.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { e2eQuestions, loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import { answered, enrolledLearner, examApi, questionIdsByKey } from '../../../test/exam-api.ts';
import { examOption, examQuestion, type AttemptState, type ExamQuestion, type ReviewedQuestion } from '../../../shared/api/exam.ts';
import { toExamQuestion, type TargetQuestion } from './targets.ts';

vi.mock('./targets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./targets.ts')>();
  // everything a careless refactor could hand over: the stored row, the key and explanation under
  // their review names, and a flag on the right option
  const leakyExamQuestion = (question: TargetQuestion) => ({
    ...original.toExamQuestion(question),
    ...question,
    correctAnswerIndex: question.key.type === 'MCQ' ? question.key.correctIndex : -1,
    answerKey: question.key,
    ...(question.key.type === 'MSQ' ? { correctIndexes: question.key.correctIndexes } : {}),
    ...(question.key.type === 'NAT' ? { natMin: question.key.min, natMax: question.key.max, natDecimals: question.key.decimals } : {}),
    explanationText: question.explanation,
    options: question.options.map((option, index) => ({
      _id: `${question.id}:${index}`,
      text: option.text,
      image: option.image ?? null,
      isCorrect: question.key.type === 'MCQ' ? index === question.key.correctIndex : question.key.type === 'MSQ' && question.key.correctIndexes.includes(index),
    })),
  });
  return { ...original, toExamQuestion: vi.fn(leakyExamQuestion) };
});

const SECRET_KEYS = [
  'key',
  'answerKey',
  'correctIndex',
  'correctIndexes',
  'correctAnswerIndex',
  'natMin',
  'natMax',
  'natDecimals',
  'min',
  'max',
  'explanation',
  'explanationText',
  'explanationImage',
  'isCorrect',
];
// as they appear inside a JSON string (the LaTeX backslashes escaped)
const explanationsAsJson = e2eQuestions.map((question) => JSON.stringify(question.explanation).slice(1, -1));

let t: TestApp;
let ids: E2eFixtureIds;
let api: ReturnType<typeof examApi>;
const easy = () => ids.tests['Easy Subject Test']!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
  api = examApi(t.app, ids.seriesId);
});
afterAll(() => t.close());

function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysDeep(inner, into);
    }
  }
  return into;
}

function expectNoAnswerKey(body: string) {
  const keys = keysDeep(JSON.parse(body));
  for (const secret of SECRET_KEYS) expect(keys, `key ${secret}`).not.toContain(secret);
  for (const explanation of explanationsAsJson) expect(body).not.toContain(explanation);
}

/** The fields of an open question and of its options, drawn HTML or not: nothing else can carry the right option's index. */
function expectExamShape(questions: ExamQuestion[]) {
  // the drawn HTML, and the Hindi of a paper offered in Hindi (docs/decisions/034), come only with some papers
  const withoutHtml = (keys: string[]) => keys.filter((key) => key !== 'questionHtml' && key !== 'html' && key !== 'hindi').sort();
  for (const question of questions) {
    expect(withoutHtml(Object.keys(question))).toEqual(withoutHtml(Object.keys(examQuestion.shape)));
    expect(Object.keys(examQuestion.shape)).toEqual(expect.arrayContaining(Object.keys(question)));
    for (const option of question.options) {
      expect(withoutHtml(Object.keys(option))).toEqual(withoutHtml(Object.keys(examOption.shape)));
      expect(Object.keys(examOption.shape)).toEqual(expect.arrayContaining(Object.keys(option)));
    }
  }
}

/** The mapping really leaked during the request just made: without the schemas these fields would have gone out. */
function expectTheMappingLeaked() {
  const mapped = vi.mocked(toExamQuestion).mock.results.map((result) => result.value as Record<string, unknown>);
  expect(mapped).toHaveLength(e2eQuestions.length);
  for (const question of mapped) {
    expect(question).toHaveProperty('key', expect.objectContaining({ type: 'MCQ' }));
    expect(question).toHaveProperty('answerKey', expect.objectContaining({ type: 'MCQ' }));
    expect(question).toHaveProperty('correctAnswerIndex', expect.any(Number));
    expect(question).toHaveProperty('explanation', expect.any(String));
    expect(question).toHaveProperty('explanationText', expect.any(String));
    expect((question.options as Array<Record<string, unknown>>).some((option) => option.isCorrect === true)).toBe(true);
  }
  expect(JSON.stringify(mapped)).toContain(explanationsAsJson[0]);
}

describe('an attempt before submission, with a mapping that leaks the answer key', () => {
  it('the paper, getTest, startTest and the attempt read carry neither the key nor the explanations', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);

    // the paper is encoded once per version and kept: the leaky mapping runs when the view first names its version
    vi.mocked(toExamQuestion).mockClear();
    const before = await api.getTest(learner, easy());
    expect(before.statusCode).toBe(200);
    expectTheMappingLeaked();
    expect(before.json()).toMatchObject({ attempted: false, attempt: null });
    expectNoAnswerKey(before.body);
    // before the start the paper names nothing at all (decision 039)
    const unstarted = await api.paper(learner, easy());
    expect(unstarted.statusCode).toBe(403);
    expectNoAnswerKey(unstarted.body);

    const started = await api.start(learner, easy());
    expect(started.statusCode).toBe(200);
    expectNoAnswerKey(started.body);
    const attempt = started.json().attempt as AttemptState;

    const paper = await api.paper(learner, easy());
    expect(paper.statusCode).toBe(200);
    expectNoAnswerKey(paper.body);
    expectExamShape(paper.json().questions);
    // the paper drawn to HTML (beside the requests; its text alone goes out until then) carries none either
    const drawn = await vi.waitFor(
      async () => {
        const response = await api.paper(learner, easy());
        expect(response.headers.etag).not.toMatch(/\.text"$/);
        return response;
      },
      { timeout: 10_000, interval: 20 },
    );
    expectNoAnswerKey(drawn.body);
    expectExamShape(drawn.json().questions);
    expect(drawn.json().questions[0]).toHaveProperty('questionHtml');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await api.paper(learner, easy(), { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(compressed.rawPayload).toString();
      expect(body).toBe(drawn.body);
    }

    const open = await api.getTest(learner, easy());
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ attempted: false, attempt: { attemptId: attempt.attemptId, submittedAt: null } });
    expectNoAnswerKey(open.body);
    const paperAgain = await api.paper(learner, easy());
    expectNoAnswerKey(paperAgain.body);
    expectExamShape(paperAgain.json().questions);

    const resumed = await api.attempt(learner, attempt.attemptId);
    expect(resumed.statusCode).toBe(200);
    expectNoAnswerKey(resumed.body);
  });

  it('after submission the reviewed questions do carry their key', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    expect((await api.start(learner, easy())).statusCode).toBe(200);
    const questionIds = ((await api.paper(learner, easy())).json().questions as ExamQuestion[]).map((question) => question._id);
    const q = questionIdsByKey(questionIds);
    const submitted = await api.submit(learner, easy(), { answers: { [q['e2e-apt-1']!]: answered(1) } });
    expect(submitted.statusCode).toBe(200);

    const after = await api.getTest(learner, easy());
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body.attempted).toBe(true);
    const reviewed = body.test.questions as ReviewedQuestion[];
    expect(reviewed.map((question) => question.correctAnswerIndex)).toEqual(e2eQuestions.map((question) => question.correctIndex));
    expect(reviewed.map((question) => question.explanationText)).toEqual(e2eQuestions.map((question) => question.explanation));
    const inAttemptedData = body.attemptedData.testId.questions as ReviewedQuestion[];
    expect(inAttemptedData.map((question) => question.correctAnswerIndex)).toEqual(e2eQuestions.map((question) => question.correctIndex));
    expect(reviewed.map((question) => question.answerKey)).toEqual(e2eQuestions.map((question) => ({ type: 'MCQ', correctIndex: question.correctIndex })));
    // the review view names the key only as the API does: the stored row's names never go out
    for (const question of [...reviewed, ...inAttemptedData])
      for (const stored of ['key', 'correctIndex', 'correctIndexes', 'natMin', 'natMax', 'natDecimals']) expect(Object.keys(question)).not.toContain(stored);
    expect(keysDeep(body)).not.toContain('isCorrect');
  });
});
