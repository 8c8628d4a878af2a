import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { setTransport } from './http.ts';

function recordCalls(answer: unknown = { success: true }) {
  const calls: { path: string; init: RequestInit }[] = [];
  setTransport(async (path, init) => {
    calls.push({ path, init });
    return Response.json(answer);
  });
  return calls;
}

afterEach(() => {
  setTransport((path, init) => fetch(path, init));
});

describe('the typed API client', () => {
  it('fills the address from params, each encoded, and the query from its set values', async () => {
    const calls = recordCalls();
    await api.get('/api/testseries/checkEnrollment/:userId/:testSeriesId', { params: { userId: 'a/b c', testSeriesId: 's?1' } });
    await api.get('/api/admin/questions', { query: { search: 'tree & graph', exam: '', status: undefined, page: 2 } });
    expect(calls.map(({ path }) => path)).toEqual(['/api/testseries/checkEnrollment/a%2Fb%20c/s%3F1', '/api/admin/questions?search=tree+%26+graph&page=2']);
  });

  it('sends the body as JSON, an empty object for a write that reads none, and nothing with a GET or DELETE', async () => {
    const calls = recordCalls();
    await api.post('/api/admin/review/:id/reject', { params: { id: 'q1' }, body: { reason: 'The key is wrong.' } });
    await api.post('/api/auth/logout');
    await api.delete('/api/admin/series/:id', { params: { id: 's1' } });
    expect(calls.map(({ init }) => [init.method, init.body])).toEqual([
      ['POST', '{"reason":"The key is wrong."}'],
      ['POST', '{}'],
      ['DELETE', undefined],
    ]);
  });

  it('passes keepalive and onPayload on to the request, and answers with the payload', async () => {
    const calls = recordCalls({ success: true, serverTime: 5, version: 3 });
    const onPayload = vi.fn();
    const answer = await api.put('/api/attempts/:attemptId/answers', { params: { attemptId: 'x' }, body: { answers: {} }, keepalive: true, onPayload });
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(onPayload).toHaveBeenCalledWith({ success: true, serverTime: 5, version: 3 }, expect.any(Number));
    expect(answer.version).toBe(3);
  });

  it('refuses an address with a parameter left empty, before anything is sent', async () => {
    const calls = recordCalls();
    await expect(api.get('/api/admin/series/:id', { params: { id: '' } })).rejects.toThrow(':id');
    expect(calls).toEqual([]);
  });
});
