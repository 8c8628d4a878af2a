import { UPLOAD_MAX_BYTES, uploadTypes, type UploadType } from '../../../../shared/api/admin-questions.ts';
import { ApiError } from '../../../lib/http.ts';

export interface UploadedImage {
  path: string;
  contentType: string;
  bytes: number;
}

const isUploadType = (type: string): type is UploadType => type in uploadTypes;

/** The file chooser's filter: the types the server accepts. */
export const UPLOAD_ACCEPT = Object.keys(uploadTypes).join(',');

/** The words that tell an author what may be uploaded. */
export const UPLOAD_HINT = `PNG, JPEG, GIF or WebP, up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/** What is wrong with this file before it is sent (the server checks again, by its bytes); null when nothing. */
export function uploadProblem(file: File): string | null {
  if (!isUploadType(file.type)) return `${file.name} is not a PNG, JPEG, GIF or WebP image.`;
  if (file.size > UPLOAD_MAX_BYTES) {
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; an image can be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** Sends the file's bytes as they are: POST /api/admin/uploads answers with the image's address. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const problem = uploadProblem(file);
  if (problem) throw new ApiError(400, problem, 'invalid-input');
  let response: Response;
  try {
    response = await fetch('/api/admin/uploads', {
      method: 'POST',
      credentials: 'same-origin',
      // the body is the bare bytes: the name travels beside it, for the audit log
      headers: { accept: 'application/json', 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name) },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Could not reach Prepverse. Check your connection and try again.');
  }
  const payload = (await response.json().catch(() => null)) as ({ success?: boolean; message?: string } & Partial<UploadedImage>) | null;
  if (!response.ok || !payload?.path) {
    throw new ApiError(response.status, payload?.message ?? `The upload failed (${response.status}).`);
  }
  return { path: payload.path, contentType: payload.contentType ?? file.type, bytes: payload.bytes ?? file.size };
}
