import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

describe('question bank', () => {
  it('creates drafts and refuses what does not fit', async () => {
    const made = (await api.createQuestion(creator, { topic: 'Algebra', remarks: 'GATE 2019' })).json().question;
    expect(made).toMatchObject({ status: 'draft', topic: 'Algebra', remarks: 'GATE 2019', type: 'MCQ', source: 'original', correctIndex: 1 });
    for (const body of [
      { options: [{ text: 'only one' }], correctIndex: 0 },
      { options: Array.from({ length: 7 }, (_, index) => ({ text: String(index) })) },
      { correctIndex: 4 },
      { marks: 3 },
      { section: 'General' },
    ]) {
      expect((await api.createQuestion(creator, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is published by a master only, after which a creator may no longer edit it', async () => {
    const id = idOf(await api.createQuestion(creator), 'question');
    expect((await api.publish(creator, 'questions', id)).statusCode).toBe(403);
    expect((await api.publish(master, 'questions', id)).json().question.status).toBe('published');
    const body = { text: 'x', options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, section: 'Aptitude', marks: 1 };
    expect((await api.call(creator, 'PUT', `/api/admin/questions/${id}`, body)).statusCode).toBe(403);
    expect((await api.call(master, 'PUT', `/api/admin/questions/${id}`, body)).statusCode).toBe(200);
  });

  it('lists with a text search and filters, paged', async () => {
    const marker = `zebra${Date.now()}`;
    for (let index = 0; index < 5; index += 1) {
      await api.createQuestion(creator, {
        text: `Count the ${marker} stripes ${index}`,
        section: index < 3 ? 'Technical' : 'Aptitude',
        topic: 'Stripes',
        source: 'public',
      });
    }
    const page1 = (await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&section=Technical&pageSize=2`)).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.questions).toHaveLength(2);
    const page2 = (await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&section=Technical&pageSize=2&page=2`)).json();
    expect(page2.questions).toHaveLength(1);
    const filtered = (await api.call(creator, 'GET', `/api/admin/questions?search=${marker.toUpperCase()}&topic=stripes&source=public&status=draft`)).json();
    expect(filtered.total).toBe(5);
    expect((await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&status=published`)).json().total).toBe(0);
  });

  it('filters by exam, difficulty, type and where a question is used, and says where each is used', async () => {
    const marker = `okapi${Date.now()}`;
    const inTest = idOf(await api.createQuestion(creator, { text: `${marker} in a test`, exam: 'GATE DA', difficulty: 'hard' }), 'question');
    const inQuiz = idOf(await api.createQuestion(creator, { text: `${marker} in a quiz`, exam: 'GATE DA', difficulty: 'easy' }), 'question');
    const unused = idOf(await api.createQuestion(creator, { text: `${marker} unused`, exam: 'UGC NET CS', type: 'MCQ' }), 'question');
    const seriesId = idOf(await api.createSeries(creator, { title: `Series ${marker}` }), 'series');
    const testId = idOf(await api.createTest(creator, seriesId, { difficulty: 'easy', title: `Test ${marker}` }), 'test');
    expect((await api.setQuestions(creator, 'tests', testId, [inTest])).statusCode).toBe(200);
    const quizId = idOf(await api.createQuiz(creator, { title: `Quiz ${marker}` }), 'quiz');
    expect((await api.setQuestions(creator, 'quizzes', quizId, [inQuiz])).statusCode).toBe(200);

    const ids = async (query: string) =>
      ((await api.call(creator, 'GET', `/api/admin/questions?search=${marker}&${query}`)).json().questions as { id: string }[]).map((q) => q.id).sort();
    expect(await ids('exam=gate%20da')).toEqual([inTest, inQuiz].sort());
    expect(await ids('difficulty=hard')).toEqual([inTest]);
    expect(await ids('type=mcq')).toEqual([inTest, inQuiz, unused].sort());
    expect(await ids('usedIn=any')).toEqual([inTest, inQuiz].sort());
    expect(await ids('usedIn=none')).toEqual([unused]);
    expect(await ids('usedIn=tests')).toEqual([inTest]);
    expect(await ids('usedIn=quizzes')).toEqual([inQuiz]);
    expect((await api.call(creator, 'GET', `/api/admin/questions?usedIn=sometimes`)).statusCode).toBe(400);

    const detail = (await api.call(creator, 'GET', `/api/admin/questions/${inTest}`)).json().question;
    expect(detail).toMatchObject({ exam: 'GATE DA', difficulty: 'hard', version: 1, live: false, needsReview: false, origin: null });
    expect(detail.usedIn).toEqual([
      { kind: 'test', id: testId, title: `Test ${marker}`, status: 'draft', seriesId, seriesTitle: `Series ${marker}`, version: 1, live: false },
    ]);

    const facets = (await api.call(creator, 'GET', '/api/admin/questions/facets')).json();
    expect(facets.exams).toEqual(expect.arrayContaining(['GATE DA', 'UGC NET CS']));
    expect(facets.types).toContain('MCQ');
  });

  it('marks a question live once a paper showing it is published: that paper keeps its version through an edit', async () => {
    const id = idOf(await api.createQuestion(creator, { text: 'Live when published' }), 'question');
    const quizId = idOf(await api.createQuiz(creator, { title: 'Quiz that publishes' }), 'quiz');
    await api.setQuestions(creator, 'quizzes', quizId, [id]);
    expect((await api.call(creator, 'GET', `/api/admin/questions/${id}`)).json().question.live).toBe(false);
    expect((await api.publish(master, 'questions', id)).statusCode).toBe(200);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    const live = (await api.call(creator, 'GET', `/api/admin/questions/${id}`)).json().question;
    expect(live).toMatchObject({ live: true, usedIn: [expect.objectContaining({ id: quizId, version: 1, live: true })] });
  });

  it('keeps images on the question, its options and its explanation', async () => {
    const image = `/uploads/${'a'.repeat(64)}.png`;
    const made = (
      await api.createQuestion(creator, {
        image,
        options: [{ text: '', image }, { text: 'four' }],
        explanationImage: image,
      })
    ).json().question;
    expect(made).toMatchObject({
      image,
      explanationImage: image,
      options: [
        { text: '', image },
        { text: 'four', image: null },
      ],
    });
    for (const body of [{ image: 'https://elsewhere.example/x.png' }, { options: [{ text: '' }, { text: 'b' }] }, { image: '/uploads/../../etc/passwd' }]) {
      expect((await api.createQuestion(creator, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('previews a question as the learner sees it, with no attempt', async () => {
    const id = idOf(await api.createQuestion(creator, { text: 'Preview $x^2$', remarks: 'GATE 2020' }), 'question');
    const response = await api.call(creator, 'GET', `/api/admin/questions/${id}/preview`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'draft',
      question: {
        _id: id,
        questionText: 'Preview $x^2$',
        questionImage: null,
        options: ['3', '4', '5', '22'].map((text, index) => ({ _id: `${id}:${index}`, text, image: null })),
        section: 'Aptitude',
        marks: 1,
        type: 'MCQ',
        questionRemarks: 'GATE 2020',
        correctAnswerIndex: 1,
        answerKey: { type: 'MCQ', correctIndex: 1 },
        explanationText: 'Two and two make four.',
        explanationImage: null,
      },
    });
    const learner = await signIn(t.app);
    expect((await api.call(learner, 'GET', `/api/admin/questions/${id}/preview`)).statusCode).toBe(403);
  });
});

describe('questions of each type', () => {
  const options = [{ text: 'P' }, { text: 'Q' }, { text: 'R' }, { text: 'S' }];
  const refusal = async (body: Record<string, unknown>) => {
    const response = await api.createQuestion(creator, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    return response.json().message as string;
  };

  it('creates and edits an MSQ with several correct options, kept in order', async () => {
    const made = (await api.createQuestion(creator, { type: 'MSQ', options, correctIndex: null, correctIndexes: [2, 0] })).json().question;
    expect(made).toMatchObject({ type: 'MSQ', correctIndex: null, correctIndexes: [0, 2], natRange: null });
    const body = { text: 'Which are even?', type: 'MSQ', options, correctIndexes: [1, 3], section: 'Technical', marks: 2 };
    const edited = (await api.call(creator, 'PUT', `/api/admin/questions/${made.id}`, body)).json().question;
    expect(edited).toMatchObject({ text: 'Which are even?', type: 'MSQ', correctIndexes: [1, 3], marks: 2 });
    const preview = (await api.call(creator, 'GET', `/api/admin/questions/${made.id}/preview`)).json().question;
    expect(preview).toMatchObject({ type: 'MSQ', answerKey: { type: 'MSQ', correctIndexes: [1, 3] } });
    expect(await refusal({ type: 'MSQ', options, correctIndex: null, correctIndexes: [] })).toMatch('Choose at least one correct option.');
    expect(await refusal({ type: 'MSQ', options, correctIndex: null, correctIndexes: [1, 4] })).toMatch('must be options of the question');
  });

  it('creates and edits a NAT with no options, as an exact value or a range', async () => {
    const exact = { type: 'NAT', options: [], correctIndex: null, natRange: { min: 42, max: 42, decimals: 0 } };
    const made = (await api.createQuestion(creator, exact)).json().question;
    expect(made).toMatchObject({ type: 'NAT', options: [], correctIndex: null, correctIndexes: null, natRange: { min: 42, max: 42, decimals: 0 } });
    const range = { text: 'Give $\\pi$ to two places.', type: 'NAT', natRange: { min: 3.13, max: 3.15, decimals: 2 }, section: 'Aptitude', marks: 1 };
    const edited = (await api.call(creator, 'PUT', `/api/admin/questions/${made.id}`, range)).json().question;
    expect(edited).toMatchObject({ type: 'NAT', natRange: { min: 3.13, max: 3.15, decimals: 2 } });
    expect((await api.call(creator, 'GET', `/api/admin/questions?type=NAT&search=two%20places`)).json().questions.map((q: { id: string }) => q.id)).toEqual([
      made.id,
    ]);
    // an MCQ written as a NAT keeps no option index behind
    const mcq = (await api.call(creator, 'PUT', `/api/admin/questions/${made.id}`, { ...range, type: 'MCQ', options, correctIndex: 3 })).json().question;
    expect(mcq).toMatchObject({ type: 'MCQ', correctIndex: 3, correctIndexes: null, natRange: null });
  });

  it('refuses a NAT whose range is backwards, that has options, or whose decimals are out of range, saying why', async () => {
    expect(await refusal({ type: 'NAT', options: [], correctIndex: null, natRange: { min: 5, max: 1, decimals: 0 } })).toMatch(
      'The range must go from the smaller number to the larger.',
    );
    expect(await refusal({ type: 'NAT', options, correctIndex: null, natRange: { min: 1, max: 2, decimals: 0 } })).toMatch(
      'A numerical-answer question has no options.',
    );
    expect(await refusal({ type: 'NAT', options: [], correctIndex: null, natRange: { min: 1, max: 2, decimals: 7 } })).toMatch(
      'The decimal places must be a whole number from 0 to 6.',
    );
    expect(await refusal({ type: 'NAT', options: [], correctIndex: null, natRange: { min: 1, max: 2, decimals: 1.5 } })).toMatch(
      'The decimal places must be a whole number from 0 to 6.',
    );
    expect(await refusal({ type: 'NAT', options: [], correctIndex: null })).toMatch('Give the answer as a number');
  });
});
