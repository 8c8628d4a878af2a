// The import's answer is newline-delimited JSON written as the server works ('parsed', 'progress'…,
// then 'done' or 'failed'), so it is read piece by piece from the body's stream, not with json().
import { errorCodes, type ErrorCode } from '../../../../shared/api/error-codes.ts';
import { IMPORT_EVENTS_TYPE, importEvent, type ImportEvent, type ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { ApiError } from '../../../lib/http.ts';

export const IMPORT_PATH = '/api/admin/questions/import';

export type ImportEnd = Extract<ImportEvent, { type: 'done' | 'failed' }>;

/** The answer stopped before 'done' or 'failed': whether the server finished is unknown. */
export class ImportInterruptedError extends Error {
  constructor(message = 'The connection closed before the server said whether the import finished.') {
    super(message);
    this.name = 'ImportInterruptedError';
  }
}

/** Cuts text that arrives in arbitrary pieces into whole lines; a line split across pieces is kept until its end comes. */
export function createLineSplitter() {
  let pending = '';
  return {
    push(chunk: string): string[] {
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      return lines.filter((line) => line.trim() !== '');
    },
    /** What is left when the stream ends: a last line without its newline. */
    end(): string[] {
      const rest = pending.trim();
      pending = '';
      return rest === '' ? [] : [rest];
    },
  };
}

export function parseImportEvent(line: string): ImportEvent {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new ImportInterruptedError('The server sent a line that is not JSON, so the import’s outcome is unknown.');
  }
  const parsed = importEvent.safeParse(json);
  if (!parsed.success) throw new ImportInterruptedError('The server sent an event this page does not know, so the import’s outcome is unknown.');
  return parsed.data;
}

/** Reads every event of the stream, telling `onEvent` as each arrives, and returns the last one: 'done' or 'failed'. */
export async function readImportEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ImportEvent) => void): Promise<ImportEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const splitter = createLineSplitter();
  let end: ImportEnd | null = null;
  const take = (lines: string[]) => {
    for (const line of lines) {
      const event = parseImportEvent(line);
      onEvent(event);
      if (event.type === 'done' || event.type === 'failed') end = event;
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // stream: true keeps a character whose bytes are split between two chunks whole
      take(splitter.push(decoder.decode(value, { stream: true })));
    }
  } catch (problem) {
    if (problem instanceof ImportInterruptedError) throw problem;
    throw new ImportInterruptedError();
  } finally {
    reader.releaseLock();
  }
  take(splitter.push(decoder.decode()));
  take(splitter.end());
  if (end === null) throw new ImportInterruptedError();
  return end;
}

function codeOf(payload: unknown): ErrorCode | null {
  if (!payload || typeof payload !== 'object' || !('code' in payload)) return null;
  return (errorCodes as readonly unknown[]).includes(payload.code) ? (payload.code as ErrorCode) : null;
}

/**
 * Runs the import: a refusal (non-2xx, the API's usual JSON error) or an unreachable server throws
 * an ApiError before anything was written; otherwise the events drive `onEvent` and the last one is
 * returned.
 */
export async function runImport(request: ImportPreviewRequest, onEvent: (event: ImportEvent) => void): Promise<ImportEnd> {
  let response: Response;
  try {
    response = await fetch(IMPORT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: `${IMPORT_EVENTS_TYPE}, application/json`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiError(0, 'Could not reach Prepverse. Check your connection and try again.');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : `The import was refused (${response.status}).`;
    throw new ApiError(response.status, message, codeOf(payload));
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith(IMPORT_EVENTS_TYPE) || !response.body) {
    throw new ApiError(response.status, 'The server sent an unexpected answer. Please try again.');
  }
  return readImportEvents(response.body, onEvent);
}
