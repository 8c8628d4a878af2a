// Text PostgreSQL cannot store (U+0000, a lone surrogate) is refused before a handler reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../test/app.ts';
import { users } from '../db/schema.ts';
import { findBadText } from './text-input.ts';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const SITE = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a NUL character in a request', () => {
  it('in a search term is a 400 naming the field, not a database error', async () => {
    const { cookie } = await signIn(t.app, { role: 'god' });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=Ana%00ya', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'invalid-input',
      message: 'Invalid q: text may not contain the NUL character (U+0000).',
      reason: 'invalid-field',
      field: 'q',
    });
    // the same search without it still answers
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users?q=Anaya', headers: { cookie } })).statusCode).toBe(200);
  });

  it('in a body field is refused and nothing is saved', async () => {
    const { cookie, user } = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/profile',
      headers: { cookie, origin: SITE },
      payload: { phone: '', targetExam: 'GATE\u0000CS', targetYear: 2027 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid targetExam: text may not contain the NUL character (U+0000).');
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.targetExam).toBeNull();
    expect(stored!.targetYear).toBeNull();
  });

  it('is found in a nested field, a list item or a key, and not in text without it', () => {
    expect(findBadText({ options: [{ text: 'a' }, { text: 'b\u0000' }] }, '')).toEqual({ field: 'options.1.text', problem: 'nul' });
    expect(findBadText({ ['na\u0000me']: 'x' }, '')).toEqual({ field: 'na\u0000me', problem: 'nul' });
    expect(findBadText({ text: 'नमस्ते \\0 😀', n: 3, ok: true, none: null }, '')).toBeNull();
  });
});

describe('a lone surrogate in a request', () => {
  it('in a body field is a 400 naming the field, and nothing is stored', async () => {
    const { cookie, user } = await signIn(t.app);
    // as JSON carries it: an escape of half a pair, which PostgreSQL's json refuses
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/profile',
      headers: { cookie, origin: SITE, 'content-type': 'application/json' },
      payload: '{"phone":"","targetExam":"GATE \\udfff CS","targetYear":2027}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid targetExam: text is not valid Unicode (half of a character encoded in two parts).');
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.targetExam).toBeNull();
  });

  it('is told from a whole pair, which passes', () => {
    expect(findBadText({ reason: 'x\udfffy' }, '')).toEqual({ field: 'reason', problem: 'surrogate' });
    expect(findBadText({ reason: 'x\ud83d' }, '')).toEqual({ field: 'reason', problem: 'surrogate' });
    expect(findBadText({ reason: 'x\ud83d\ude00y' }, '')).toBeNull();
  });
});

describe('a deeply nested JSON body', () => {
  const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObject = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
  const post = (url: string, payload: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } });

  it('is refused with a 400 naming the problem, before sign-in, not a server error', async () => {
    for (const payload of [nestedArray(100_000), nestedObject(100_000)]) {
      const response = await post('/api/account/profile', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalid-input', message: JSON_TOO_DEEP });
    }
    // the parser's own search for __proto__ keys walks the whole depth first, and refuses the key
    const poisoned = await post('/api/account/profile', nestedObject(50_000, '__proto__'));
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('invalid-input');
  });

  it('is refused on a signed-in route and on a stand-in outside /api alike', async () => {
    const { cookie } = await signIn(t.app);
    const signedIn = await post('/api/account/profile', nestedArray(100_000), cookie);
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().message).toBe(JSON_TOO_DEEP);
    const standIn = await post('/dev/llm/v1/chat/completions', nestedObject(100_000));
    expect(standIn.statusCode).toBe(400);
    expect(standIn.json().message).toBe(JSON_TOO_DEEP);
  });

  it('passes up to the limit, where the route itself judges it', async () => {
    const { cookie } = await signIn(t.app);
    const atLimit = await post('/api/account/profile', `{"phone":"","targetExam":null,"targetYear":null,"x":${nestedArray(MAX_JSON_DEPTH - 1)}}`, cookie);
    expect(atLimit.statusCode).toBe(200);
    const overLimit = await post('/api/account/profile', `{"phone":"","targetExam":null,"targetYear":null,"x":${nestedArray(MAX_JSON_DEPTH)}}`, cookie);
    expect(overLimit.json().message).toBe(JSON_TOO_DEEP);
  });

  it('is measured from the text, brackets inside strings not counted', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":1}],"c":{"d":2}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":1}],"c":{"d":2}}', 2)).toBe(true);
    expect(nestsDeeperThan(`{"text":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('is walked without recursion when looking for bad text', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findBadText({ list: deep }, '')).toMatchObject({ problem: 'nul' });
  });
});
