// Helpers for the admin authoring API tests: one call per endpoint, as a signed-in admin.
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface AdminCaller {
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminApi(app: FastifyInstance) {
  const call = (who: AdminCaller, method: Method, url: string, payload?: unknown) => {
    const options: InjectOptions = { method, url, headers: { cookie: who.cookie } };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return app.inject(options);
  };
  return {
    call,
    createSeries: (who: AdminCaller, body: Record<string, unknown> = {}) =>
      call(who, 'POST', '/api/admin/series', { title: 'GATE CSE 2027', exam: 'GATE CS', year: 2027, priceRupees: 0, ...body }),
    createTest: (who: AdminCaller, seriesId: string, body: Record<string, unknown> = { difficulty: 'easy' }) =>
      call(who, 'POST', `/api/admin/series/${seriesId}/tests`, body),
    createQuestion: (who: AdminCaller, body: Record<string, unknown> = {}) =>
      call(who, 'POST', '/api/admin/questions', {
        text: 'What is $2 + 2$?',
        options: [{ text: '3' }, { text: '4' }, { text: '5' }, { text: '22' }],
        correctIndex: 1,
        explanation: 'Two and two make four.',
        section: 'Aptitude',
        marks: 1,
        ...body,
      }),
    createQuiz: (who: AdminCaller, body: Record<string, unknown> = {}) =>
      call(who, 'POST', '/api/admin/quizzes', {
        title: 'Weekly quiz',
        exam: 'GATE',
        timeLimitMinutes: 10,
        opensAt: new Date(Date.now() - 3600_000).toISOString(),
        closesAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
        ...body,
      }),
    setQuestions: (who: AdminCaller, kind: 'tests' | 'quizzes', id: string, questionIds: string[]) =>
      call(who, 'PUT', `/api/admin/${kind}/${id}/questions`, { questionIds }),
    publish: (who: AdminCaller, kind: 'series' | 'tests' | 'quizzes' | 'questions', id: string) => call(who, 'POST', `/api/admin/${kind}/${id}/publish`),
    unpublish: (who: AdminCaller, kind: 'series' | 'tests' | 'quizzes' | 'questions', id: string) => call(who, 'POST', `/api/admin/${kind}/${id}/unpublish`),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** The id a create call answered with, failing loudly when it did not answer 200. */
export function idOf(response: { statusCode: number; body: string; json: () => unknown }, key: string): string {
  if (response.statusCode !== 200) throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  const body = response.json() as Record<string, { id: string }>;
  return body[key]!.id;
}
