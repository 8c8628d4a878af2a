// Uploaded images: the question bank's figures and the series' pictures. Its type is read from its
// first bytes, never taken from the client, and the image is then decoded and written again
// (reencode.ts): what is stored is the library's drawing of its pixels, never the bytes as sent. A
// file is named by the SHA-256 of what is stored, so the same image uploaded twice is stored once
// and a name can never be guessed into another file.
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http-errors.ts';
import { recordAudit } from '../../audit/service.ts';
import { UPLOAD_MAX_BYTES, uploadTypes, type UploadType } from '../../../../shared/api/admin-questions.ts';
import { sniffImageType } from './image-type.ts';
import { reencodeImage } from './reencode.ts';

export { sniffImageType };

export const UPLOAD_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

const contentTypeOfExtension: Record<string, UploadType> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const tooLarge = (bytes: number) =>
  new HttpError(413, 'payload-too-large', `The image is ${megabytes(bytes)}; an image can be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);

const notAnImage = () => new HttpError(415, 'unsupported-type', 'Only PNG, JPEG, GIF and WebP images can be uploaded.');

export interface StoredUpload {
  path: string;
  contentType: UploadType;
  bytes: number;
}

/**
 * Checks, re-encodes and stores one image. The declared type must be an accepted one and agree with
 * the bytes: a script renamed to .png is refused, and so is a PNG sent as a GIF; so is a file that
 * does not decode as what it starts like. Nothing is written for a refused file.
 */
export async function storeUpload(uploadsDir: string, declaredType: string | undefined, body: Buffer): Promise<StoredUpload> {
  if (body.length > UPLOAD_MAX_BYTES) throw tooLarge(body.length);
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(declared in uploadTypes)) throw notAnImage();
  if (body.length === 0) throw new HttpError(400, 'invalid-input', 'The file is empty.');
  const actual = sniffImageType(body);
  if (actual === null) throw new HttpError(415, 'unsupported-type', 'This file is not a PNG, JPEG, GIF or WebP image, whatever its name says.');
  if (actual !== declared) {
    throw new HttpError(415, 'unsupported-type', `This file says it is ${declared} but it is ${actual}. Save it again in its real format.`);
  }

  const image = await reencodeImage(body, actual);
  const name = `${createHash('sha256').update(image).digest('hex')}.${uploadTypes[actual]}`;
  const target = path.join(uploadsDir, name);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(uploadsDir, { recursive: true });
    // written whole under another name first, so a reader never sees half an image
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, image);
    await rename(partial, target);
  }
  return { path: `/uploads/${name}`, contentType: actual, bytes: image.length };
}

/** The header the web's upload sends the chosen file's name in, URI-encoded (the body is the bare bytes). */
export const FILE_NAME_HEADER = 'x-file-name';

/** The file's name as the browser sent it, readable and bounded; null when none came or it does not decode. */
export function uploadFileName(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header === '') return null;
  try {
    // control characters of a hostile name stay out of the log (and out of the audit page)
    const name = [...decodeURIComponent(header)]
      .filter((char) => char >= ' ' && char !== '\u007f')
      .join('')
      .trim();
    return name ? name.slice(0, 255) : null;
  } catch {
    return null;
  }
}

/**
 * Who uploaded what: the name it had on their computer, its size as sent and as stored, and where it
 * is stored. One entry per upload, the same image again included (it is stored once, but was sent twice).
 */
export async function recordUpload(db: Database, actorId: string, upload: { fileName: string | null; sentBytes: number; stored: StoredUpload }) {
  const { stored } = upload;
  await recordAudit(db, {
    actorId,
    action: 'upload.create',
    entity: 'upload',
    entityId: stored.path.slice('/uploads/'.length),
    detail: {
      after: { fileName: upload.fileName, sentBytes: upload.sentBytes, storedBytes: stored.bytes, path: stored.path, contentType: stored.contentType },
    },
  });
}

export function contentTypeOfUpload(name: string): UploadType {
  return contentTypeOfExtension[name.slice(name.lastIndexOf('.') + 1)]!;
}
