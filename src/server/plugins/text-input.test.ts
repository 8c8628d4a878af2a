// Text PostgreSQL cannot store (U+0000, a lone surrogate) is refused before a handler reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../test/app.ts';
import { users } from '../db/schema.ts';
import { findBadText } from './text-input.ts';

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
    expect(response.json()).toEqual({ success: false, code: 'invalid-input', message: 'Invalid q: text may not contain the NUL character (U+0000).' });
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
