// docs/decisions/034: a question may carry a Hindi version beside the English, kept with each of its
// versions; a test or weekly quiz offered in Hindi is published only with every question in Hindi,
// and its paper then carries the Hindi beside the English. Runs on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import { enrolledLearner, examApi } from '../../../test/exam-api.ts';
import type { ExamPaperResponse } from '../../../shared/api/exam.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

const hindi = {
  text: '$2 + 2$ का मान क्या है?',
  options: [{ text: 'तीन' }, { text: 'चार' }, { text: 'पाँच' }, { text: 'बाईस' }],
  explanation: 'दो और दो मिलकर चार होते हैं।',
};

const versions = async (id: string) => (await api.call(master, 'GET', `/api/admin/questions/${id}/versions`)).json().versions;
const bank = async (query: string) => (await api.call(master, 'GET', `/api/admin/questions?${query}&pageSize=100`)).json();

/** A published question, in Hindi too when `withHindi`. */
async function publishedQuestion(withHindi: boolean, text = 'What is $2 + 2$?') {
  const id = idOf(await api.createQuestion(master, { text, hindi: withHindi ? hindi : null }), 'question');
  expect((await api.publish(master, 'questions', id)).statusCode).toBe(200);
  return id;
}

describe('a question with a Hindi version', () => {
  it('is saved with it, and the first version carries it', async () => {
    const created = await api.createQuestion(master, { hindi });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().question;
    expect(created.json().question.hindi).toEqual(hindi);
    expect((await api.call(master, 'GET', `/api/admin/questions/${id}`)).json().question.hindi).toEqual(hindi);
    expect((await versions(id))[0]).toMatchObject({ version: 1, hindi });
  });

  it('is refused, naming the problem, when its options do not match the English; nothing is saved', async () => {
    const before = (await bank('search=unmatched')).total;
    const fewer = await api.createQuestion(master, { text: 'An unmatched question', hindi: { ...hindi, options: hindi.options.slice(0, 3) } });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.body).toContain('Invalid hindi.options: The Hindi version has 3 options and the English 4: one for each, in order.');
    const blank = await api.createQuestion(master, {
      text: 'An unmatched question',
      hindi: { ...hindi, options: [...hindi.options.slice(0, 3), { text: ' ' }] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Option D has English text but no Hindi text.');
    expect((await bank('search=unmatched')).total).toBe(before);

    const id = idOf(await api.createQuestion(master, { text: 'An edited question' }), 'question');
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${id}`, {
      ...{ text: 'An edited question', options: [{ text: '3' }, { text: '4' }], correctIndex: 1, section: 'Aptitude', marks: 1 },
      hindi,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.body).toContain('The Hindi version has 4 options and the English 2');
    const after = (await api.call(master, 'GET', `/api/admin/questions/${id}`)).json().question;
    expect(after).toMatchObject({ version: 1, hindi: null, options: [{ text: '3' }, { text: '4' }, { text: '5' }, { text: '22' }] });
  });

  it('makes a new version when its Hindi changes, and a published test keeps serving the older Hindi', async () => {
    const questionId = await publishedQuestion(true);
    const seriesId = idOf(await api.createSeries(master), 'series');
    const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'easy', offeredInHindi: true }), 'test');
    await api.setQuestions(master, 'tests', testId, [questionId]);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);

    const question = (await api.call(master, 'GET', `/api/admin/questions/${questionId}`)).json().question;
    const { id: _id, usedIn: _usedIn, ...input } = question;
    const newHindi = { ...hindi, text: '$2 + 2$ कितना होता है?' };
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, {
      ...{
        text: input.text,
        options: input.options,
        correctIndex: input.correctIndex,
        explanation: input.explanation,
        section: input.section,
        marks: input.marks,
      },
      hindi: newHindi,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().question).toMatchObject({ version: 2, hindi: newHindi });
    const list = await versions(questionId);
    expect(list[0]).toMatchObject({ version: 2, changed: ['hindi'], hindi: newHindi });
    expect(list[1]).toMatchObject({ version: 1, hindi });

    // the published test still serves version 1, in its Hindi
    await api.publish(master, 'series', seriesId);
    const learner = await enrolledLearner(t.app, seriesId);
    const exam = examApi(t.app, seriesId);
    // the paper is read once the learner's attempt has started (decision 039)
    expect((await exam.start(learner, testId)).statusCode).toBe(200);
    const paper = (await exam.paper(learner, testId)).json() as ExamPaperResponse;
    expect(paper.questions[0]!.hindi?.questionText).toBe(hindi.text);
  });
});

describe('an edit of a question with Hindi', () => {
  it('changes the number of options in both languages at once', async () => {
    const id = await publishedQuestion(true);
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${id}`, {
      ...{
        text: 'What is $2 + 2$?',
        options: [{ text: '3' }, { text: '4' }],
        correctIndex: 1,
        explanation: 'Two and two make four.',
        section: 'Aptitude',
        marks: 1,
      },
      hindi: { ...hindi, options: hindi.options.slice(0, 2) },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().question).toMatchObject({ version: 2, hindi: { options: [{ text: 'तीन' }, { text: 'चार' }] } });
    expect((await versions(id))[0].changed).toEqual(['options', 'hindi']);
  });
});

describe('the bank', () => {
  it('says which questions are in both languages and filters by it', async () => {
    const both = await publishedQuestion(true, 'A bilingual bank question');
    const english = await publishedQuestion(false, 'An English-only bank question');
    const ids = (body: { questions: { id: string }[] }) => body.questions.map((question) => question.id);
    expect(ids(await bank('search=bank question&languages=both'))).toEqual([both]);
    expect(ids(await bank('search=bank question&languages=english'))).toEqual([english]);
    expect(ids(await bank('search=bank question&languages=any')).sort()).toEqual([both, english].sort());
    const all = await bank('search=bank question');
    expect(all.questions.find((question: { id: string }) => question.id === both).hindi).toEqual(hindi);
    expect(all.questions.find((question: { id: string }) => question.id === english).hindi).toBeNull();
    expect((await api.call(master, 'GET', '/api/admin/questions?languages=hindi')).statusCode).toBe(400);
  });
});

describe('a paper offered in Hindi', () => {
  it.each(['tests', 'quizzes'] as const)('%s: publishing is refused while a question lacks Hindi, naming it, and accepted once each has it', async (kind) => {
    const inHindi = await publishedQuestion(true);
    const lacking = await publishedQuestion(false, 'A question in English alone');
    const paperId =
      kind === 'tests'
        ? idOf(await api.createTest(master, idOf(await api.createSeries(master), 'series'), { difficulty: 'easy', offeredInHindi: true }), 'test')
        : idOf(await api.createQuiz(master, { offeredInHindi: true }), 'quiz');
    await api.setQuestions(master, kind, paperId, [inHindi, lacking]);

    const refused = await api.publish(master, kind, paperId);
    expect(refused.statusCode).toBe(409);
    const noun = kind === 'tests' ? 'test' : 'quiz';
    expect(refused.json()).toMatchObject({
      code: 'questions-without-hindi',
      message: `This ${noun} is offered in Hindi, but question 2 has no Hindi version: add one in the question editor (or take it out of the ${noun}), then publish again.`,
      withoutHindi: [{ id: lacking, number: 2, text: 'A question in English alone' }],
    });
    const paper = (await api.call(master, 'GET', `/api/admin/${kind}/${paperId}`)).json();
    expect((kind === 'tests' ? paper.test : paper.quiz).status).toBe('draft');
    expect((kind === 'tests' ? paper.test : paper.quiz).questions.map((row: { hasHindi: boolean }) => row.hasHindi)).toEqual([true, false]);

    const question = (await api.call(master, 'GET', `/api/admin/questions/${lacking}`)).json().question;
    const { text, options, correctIndex, explanation, section, marks } = question;
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${lacking}`, { text, options, correctIndex, explanation, section, marks, hindi });
    expect(edit.statusCode, edit.body).toBe(200);
    const published = await api.publish(master, kind, paperId);
    expect(published.statusCode, published.body).toBe(200);
    expect((kind === 'tests' ? published.json().test : published.json().quiz).offeredInHindi).toBe(true);
  });

  it('a published paper is offered in Hindi only when every question has Hindi', async () => {
    const lacking = await publishedQuestion(false, 'Another English-only question');
    const seriesId = idOf(await api.createSeries(master), 'series');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    await api.setQuestions(master, 'tests', testId, [lacking]);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);

    const refused = await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { offeredInHindi: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('but question 1 has no Hindi version');
    expect(refused.json().message).toContain('then offer it in Hindi again.');
    expect((await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test.offeredInHindi).toBe(false);

    const quizId = idOf(await api.createQuiz(master), 'quiz');
    await api.setQuestions(master, 'quizzes', quizId, [await publishedQuestion(true)]);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    const offered = await api.call(master, 'PATCH', `/api/admin/quizzes/${quizId}`, { offeredInHindi: true });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().quiz.offeredInHindi).toBe(true);
    expect((await api.call(master, 'GET', '/api/admin/quizzes')).json().quizzes.find((quiz: { id: string }) => quiz.id === quizId).offeredInHindi).toBe(true);
  });
});

describe('serving the latest version in a published paper offered in Hindi', () => {
  it('is refused when that version has no Hindi, and the paper keeps its version', async () => {
    const questionId = await publishedQuestion(true);
    const seriesId = idOf(await api.createSeries(master), 'series');
    const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'easy', offeredInHindi: true }), 'test');
    await api.setQuestions(master, 'tests', testId, [questionId]);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
    const { text, options, correctIndex, explanation, section, marks } = (await api.call(master, 'GET', `/api/admin/questions/${questionId}`)).json().question;
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, { text, options, correctIndex, explanation, section, marks, hindi: null });
    expect(edit.json().question).toMatchObject({ version: 2, hindi: null });

    const refused = await api.call(master, 'POST', `/api/admin/tests/${testId}/serve-latest`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'questions-without-hindi', withoutHindi: [{ id: questionId, number: 1 }] });
    expect(refused.json().message).toContain('then serve the latest version again.');
    const test = (await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test;
    expect(test.questions[0]).toMatchObject({ version: 1, latestVersion: 2, hasHindi: true });
  });
});

describe("the learner's paper", () => {
  async function paperOf(offeredInHindi: boolean) {
    const questionId = await publishedQuestion(true);
    const seriesId = idOf(await api.createSeries(master), 'series');
    const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'easy', offeredInHindi }), 'test');
    await api.setQuestions(master, 'tests', testId, [questionId]);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
    await api.publish(master, 'series', seriesId);
    const learner = await enrolledLearner(t.app, seriesId);
    const exam = examApi(t.app, seriesId);
    // the paper is read once the learner's attempt has started (decision 039)
    expect((await exam.start(learner, testId)).statusCode).toBe(200);
    // the text alone first; drawn once the drawing beside the requests is done
    let response = await exam.paper(learner, testId);
    for (let tries = 0; tries < 100 && String(response.headers.etag).endsWith('.text"'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await exam.paper(learner, testId);
    }
    return { paper: response.json() as ExamPaperResponse, etag: String(response.headers.etag), testId, exam, learner };
  }

  it('carries the Hindi, drawn to HTML as the English is, only for a paper offered in Hindi', async () => {
    const { paper } = await paperOf(true);
    const [question] = paper.questions;
    expect(question!.questionHtml).toContain('katex');
    expect(question!.hindi).toMatchObject({ questionText: hindi.text, options: hindi.options.map((option) => ({ text: option.text })) });
    expect(question!.hindi!.questionHtml).toContain('katex');
    expect(question!.hindi!.questionHtml).toContain('का मान क्या है?');
    expect(question!.hindi!.options[1]!.html).toContain('चार');
    expect(JSON.stringify(paper)).not.toContain(hindi.explanation);

    const english = await paperOf(false);
    expect(english.paper.questions[0]!.hindi).toBeUndefined();
    expect(english.paper.version).not.toBe(paper.version);
  });

  it('is graded by the option chosen, whatever the language, and the review carries the Hindi explanation', async () => {
    const { paper, testId, exam, learner } = await paperOf(true);
    // started already, to read the paper: starting again returns that attempt
    const started = await exam.start(learner, testId);
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json().attempt;
    const questionId = paper.questions[0]!._id;
    await exam.save(learner, attemptId, { [questionId]: { answer: 1, status: 'answered' } });
    const submitted = await exam.submit(learner, testId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().analyzedData.basicMetrics.score).toBe(1);
    const reviewed = (await exam.getTest(learner, testId)).json().attemptedData.testId.questions[0];
    expect(reviewed.hindi).toMatchObject({ questionText: hindi.text, explanationText: hindi.explanation });
  });
});
