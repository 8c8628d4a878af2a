import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Script } from 'node:vm';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { UPLOAD_MAX_BYTES } from '../../../../shared/api/admin-questions.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { sniffImageType } from './service.ts';

// a real 1×1 PNG, and the first bytes of the other accepted types
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

let t: TestApp;
let uploadsDir: string;
let creator: string;
let creatorUser: { id: string; email: string };
let learner: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-uploads-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  const author = await signIn(t.app, { role: 'creator', name: 'Meera Nair' });
  [creator, creatorUser] = [author.cookie, author.user];
  learner = (await signIn(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const upload = (body: Buffer | string, contentType: string, cookie: string | undefined = creator) =>
  t.app.inject({ method: 'POST', url: '/api/admin/uploads', payload: body, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });

/** What was stored for an upload's answer, as read from UPLOADS_DIR. */
const storedFile = (uploaded: { path: string }) => readFile(path.join(uploadsDir, uploaded.path.slice('/uploads/'.length)));

/** The pixels an image decodes to, whatever its encoding. */
const pixelsOf = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();

describe('image uploads', () => {
  it('stores an image under DATA_DIR by its content hash and serves it with its type to anyone', async () => {
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, contentType: 'image/png' });
    expect(body.path).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await readdir(uploadsDir)).toEqual([body.path.slice('/uploads/'.length)]);

    const served = await t.app.inject({ method: 'GET', url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    // what is served is what was stored: the image written again, the same pixels
    const stored = await storedFile(body);
    expect(body.bytes).toBe(stored.length);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect((await pixelsOf(stored)).equals(await pixelsOf(png))).toBe(true);

    // the same bytes again: the same address, one file
    expect((await upload(png, 'image/png')).json().path).toBe(body.path);
    expect(await readdir(uploadsDir)).toHaveLength(1);
  });

  it('takes JPEG, GIF and WebP by their bytes, each kept in its own format', async () => {
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(gif)).toBe('image/gif');
    expect(sniffImageType(webp)).toBe('image/webp');
    const square = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
    for (const [type, bytes, extension] of [
      ['image/gif', await square.clone().gif().toBuffer(), 'gif'],
      ['image/jpeg', await square.clone().jpeg().toBuffer(), 'jpg'],
      ['image/webp', await square.clone().webp().toBuffer(), 'webp'],
    ] as const) {
      const uploaded = (await upload(bytes, type)).json();
      expect(uploaded.path).toMatch(new RegExp(`\\.${extension}$`));
      expect(sniffImageType(await storedFile(uploaded))).toBe(type);
    }
  });

  it('keeps an animated GIF moving: every frame and its delay', async () => {
    const frames = await Promise.all(
      ['#cc0000', '#00cc00', '#0000cc'].map((colour) =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    const stored = await storedFile((await upload(animation, 'image/gif')).json());
    expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 3, delay: [100, 200, 300], loop: 0 });
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

/** A real PNG of `width` × `height` black pixels, one bit each: a few kilobytes that decode to many megapixels. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel, greyscale
  // each row: its filter byte, then its bits, all zero
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

describe('an uploaded image is decoded and written again', () => {
  it('so a GIF that is also a script is stored as a GIF alone', async () => {
    // 10,799 pixels wide: the width's two bytes read '/*', which makes the rest of the file a
    // comment of a script that ends after the image, as a browser would run it from the site
    const image = await sharp({ create: { width: 0x2a2f, height: 1, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([image, Buffer.from('*/=alert(document.cookie);//')]);
    expect(polyglot.subarray(0, 8).toString('latin1')).toBe('GIF89a/*');
    expect(() => new Script(polyglot.toString('latin1'))).not.toThrow();

    const response = await upload(polyglot, 'image/gif');
    expect(response.statusCode).toBe(200);
    const stored = await storedFile(response.json());
    expect(stored.equals(polyglot)).toBe(false);
    expect(stored.includes('alert(')).toBe(false);
    expect(() => new Script(stored.toString('latin1'))).toThrow(SyntaxError);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'gif', width: 0x2a2f, height: 1 });
  });

  it("so a photo's EXIF, its GPS position with it, is not kept", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'Flat 4B, Lake Road' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 10/1' },
      })
      .toBuffer();
    const sent = (await sharp(photo).metadata()).exif!;
    // the GPS position's directory is there, pointed to by tag 0x8825 (in either byte order)
    expect(sent.includes(Buffer.from([0x88, 0x25])) || sent.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload(photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const stored = await storedFile(response.json());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('Exif\0\0')).toBe(false);
    expect(stored.includes('Lake Road')).toBe(false);
  });

  it('and a file that starts like an image but does not decode is refused, saying so, and nothing is stored', async () => {
    const before = await readdir(uploadsDir);
    for (const [type, start, name] of [
      ['image/png', png.subarray(0, 8), 'PNG'],
      ['image/jpeg', jpeg, 'JPEG'],
      ['image/gif', Buffer.from('GIF89a'), 'GIF'],
    ] as const) {
      const response = await upload(Buffer.concat([start, randomBytes(2000)]), type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        code: 'unsupported-type',
        message: `This file starts like a ${name} image but is not a whole one: it could not be read (it may be damaged or cut short). Open it in an image editor, save it again and upload that.`,
      });
    }
    expect(await readdir(uploadsDir)).toEqual(before);
  });

  it('and an image bomb (12 kB that decode to 100 megapixels) is refused from its header', async () => {
    const before = await readdir(uploadsDir);
    const bomb = blackPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(20_000);
    const response = await upload(bomb, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'This image is 10,000 × 10,000 pixels (100 megapixels); an image can be at most 25 megapixels. Make it smaller and upload it again.',
    );
    expect(await readdir(uploadsDir)).toEqual(before);
    // the same kind of file at a size a figure has is taken
    expect((await upload(blackPng(2_000, 1_000), 'image/png')).statusCode).toBe(200);
  });
});

describe('the audit log of uploads', () => {
  const uploadsBy = (actorId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, 'upload.create')))
      .orderBy(asc(auditLog.id));

  it('records who uploaded which file, its size as sent and as stored, and where it is stored; a refused file leaves nothing', async () => {
    const uploader = await signIn(t.app, { role: 'creator', name: 'Rohan Iyer' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: Buffer.from('not an image at all'),
      headers: { 'content-type': 'image/png', cookie: uploader.cookie, 'x-file-name': 'fake.png' },
    });
    expect(refused.statusCode).toBe(415);
    expect(await uploadsBy(uploader.user.id)).toEqual([]);

    const name = 'त्रिभुज figure 1.png';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: png,
      headers: { 'content-type': 'image/png', cookie: uploader.cookie, 'x-file-name': encodeURIComponent(name) },
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json<{ path: string; contentType: string; bytes: number }>();
    expect(await uploadsBy(uploader.user.id)).toEqual([
      expect.objectContaining({
        actorName: 'Rohan Iyer',
        actorEmail: uploader.user.email,
        entity: 'upload',
        entityId: stored.path.slice('/uploads/'.length),
        detail: { after: { fileName: name, sentBytes: png.length, storedBytes: stored.bytes, path: stored.path, contentType: 'image/png' } },
      }),
    ]);
  });

  it('records an upload without a name, or with one that does not decode, with no name', async () => {
    await upload(gif, 'image/gif');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: png,
      headers: { 'content-type': 'image/png', cookie: creator, 'x-file-name': '%E0%A4' },
    });
    expect(response.statusCode).toBe(200);
    const names = (await uploadsBy(creatorUser.id)).map((entry) => (entry.detail as { after: { fileName: string | null } }).after.fileName);
    expect(names.slice(-2)).toEqual([null, null]);
  });
});
