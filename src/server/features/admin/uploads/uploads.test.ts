import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { UPLOAD_MAX_BYTES } from '../../../../shared/api/admin-questions.ts';
import { sniffImageType } from './service.ts';

// a real 1×1 PNG, and the first bytes of the other accepted types
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

let t: TestApp;
let uploadsDir: string;
let creator: string;
let learner: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-uploads-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  creator = (await signIn(t.app, { role: 'creator' })).cookie;
  learner = (await signIn(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const upload = (body: Buffer | string, contentType: string, cookie: string | undefined = creator) =>
  t.app.inject({ method: 'POST', url: '/api/admin/uploads', payload: body, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });

describe('image uploads', () => {
  it('stores an image under DATA_DIR by its content hash and serves it with its type to anyone', async () => {
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, contentType: 'image/png', bytes: png.length });
    expect(body.path).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await readdir(uploadsDir)).toEqual([body.path.slice('/uploads/'.length)]);

    const served = await t.app.inject({ method: 'GET', url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    // the same bytes again: the same address, one file
    expect((await upload(png, 'image/png')).json().path).toBe(body.path);
    expect(await readdir(uploadsDir)).toHaveLength(1);
  });

  it('takes JPEG, GIF and WebP by their bytes', async () => {
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(gif)).toBe('image/gif');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect((await upload(gif, 'image/gif')).json().path).toMatch(/\.gif$/);
    expect((await upload(jpeg, 'image/jpeg')).json().path).toMatch(/\.jpg$/);
  });

  it('refuses a type it does not take, and a file whose bytes are not what it claims', async () => {
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ success: false, code: 'unsupported-type' });

    const script = await upload('<script>alert(1)</script>', 'image/png');
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe('This file is not a PNG, JPEG, GIF or WebP image, whatever its name says.');

    const mislabelled = await upload(png, 'image/gif');
    expect(mislabelled.statusCode).toBe(415);
    expect(mislabelled.json().message).toContain('it is image/png');

    expect((await upload(Buffer.from('{"a":1}'), 'application/json')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
    expect(await readdir(uploadsDir).then((names) => names.filter((name) => name.endsWith('.part')))).toEqual([]);
  });

  it('refuses an image over the size limit, saying how large it is', async () => {
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);
    const response = await upload(big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, code: 'payload-too-large', message: 'The image is 2.0 MB; an image can be at most 2 MB.' });
    // exactly at the limit is fine
    expect((await upload(big.subarray(0, UPLOAD_MAX_BYTES), 'image/png')).statusCode).toBe(200);
  });

  it('is for admins only, and serves nothing but stored names', async () => {
    expect((await upload(png, 'image/png', learner)).statusCode).toBe(403);
    expect((await upload(png, 'image/png', '')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'b'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/x.svg' })).statusCode).toBe(404);
  });
});
