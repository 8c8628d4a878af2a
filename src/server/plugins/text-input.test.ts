// Text carrying U+0000, which PostgreSQL's text cannot hold, is refused before a handler reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../test/app.ts';
import { users } from '../db/schema.ts';
import { fieldWithNul } from './text-input.ts';

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
    expect(fieldWithNul({ options: [{ text: 'a' }, { text: 'b\u0000' }] }, '')).toBe('options.1.text');
    expect(fieldWithNul({ ['na\u0000me']: 'x' }, '')).toBe('na\u0000me');
    expect(fieldWithNul({ text: 'नमस्ते \\0 😀', n: 3, ok: true, none: null }, '')).toBeNull();
  });
});
