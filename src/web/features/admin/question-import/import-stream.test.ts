import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportEvent, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { ApiError } from '../../../lib/http.ts';
import { createLineSplitter, ImportInterruptedError, IMPORT_PATH, runImport } from './import-stream.ts';

const request: ImportPreviewRequest = { format: 'gift', text: '::Q::Two plus two?{=4 ~5}', section: 'Aptitude', source: 'public' };

/** A body that arrives in exactly these pieces, as a slow network would deliver it. */
function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

function answerWith(chunks: (string | Uint8Array)[], init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(streamOf(chunks), { status: 200, headers: { 'content-type': 'application/x-ndjson' }, ...init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function collect() {
  const events: ImportEvent[] = [];
  const end = await runImport(request, (event) => events.push(event));
  return { events, end };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createLineSplitter', () => {
  it('keeps a line that is split across pieces until its newline arrives', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('{"a":')).toEqual([]);
    expect(splitter.push('1}\n{"b"')).toEqual(['{"a":1}']);
    expect(splitter.push(':2}\r\n\n')).toEqual(['{"b":2}']);
    expect(splitter.end()).toEqual([]);
  });

  it('gives back a last line without a newline when the stream ends', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('{"a":1}\n{"b":2}')).toEqual(['{"a":1}']);
    expect(splitter.end()).toEqual(['{"b":2}']);
  });
});

describe('runImport', () => {
  it('posts the dry run’s body as JSON to the import endpoint', async () => {
    const fetchMock = answerWith(['{"type":"done","imported":1,"needsReview":0,"batchId":"b1"}\n']);
    await collect();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(IMPORT_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it('reads events whose lines are split mid-line across chunks', async () => {
    answerWith([
      '{"type":"parsed","tot',
      'al":3,"skipped":1,"errors":0}\n{"type":"progress","wri',
      'tten":2,"total":3}',
      '\n{"type":"done","imported":3,"needsReview":1,"batchId":"batch-7"}',
    ]);
    const { events, end } = await collect();
    expect(events.map((event) => event.type)).toEqual(['parsed', 'progress', 'done']);
    expect(events[1]).toEqual({ type: 'progress', written: 2, total: 3 });
    expect(end).toEqual({ type: 'done', imported: 3, needsReview: 1, batchId: 'batch-7' });
  });

  it('reads several events that arrive in one chunk, in order', async () => {
    const lines = [
      { type: 'parsed', total: 1000, skipped: 4, errors: 2 },
      { type: 'progress', written: 250, total: 1000 },
      { type: 'progress', written: 500, total: 1000 },
      { type: 'progress', written: 1000, total: 1000 },
      { type: 'done', imported: 1000, needsReview: 12, batchId: 'b' },
    ];
    answerWith([lines.map((line) => JSON.stringify(line)).join('\n') + '\n']);
    const { events } = await collect();
    expect(events).toEqual(lines);
  });

  it('keeps a character whose bytes are split between two chunks', async () => {
    const bytes = new TextEncoder().encode('{"type":"failed","message":"Zeile 3 – “kaputt”"}\n');
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of '–'
    answerWith([bytes.slice(0, cut), bytes.slice(cut)]);
    const { end } = await collect();
    expect(end).toEqual({ type: 'failed', message: 'Zeile 3 – “kaputt”' });
  });

  it('returns a failed event as the outcome, after the events before it', async () => {
    answerWith([
      '{"type":"parsed","total":2,"skipped":0,"errors":0}\n',
      '{"type":"progress","written":1,"total":2}\n',
      '{"type":"failed","message":"The database refused the batch; nothing was written."}\n',
    ]);
    const { events, end } = await collect();
    expect(events).toHaveLength(3);
    expect(end).toEqual({ type: 'failed', message: 'The database refused the batch; nothing was written.' });
  });

  it('throws the server’s message for a non-2xx answer, before any event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, code: 'forbidden', message: 'Only admins can import questions.' }, { status: 403 })),
    );
    const onEvent = vi.fn();
    const refusal = runImport(request, onEvent);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Only admins can import questions.' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('says the outcome is unknown when the stream ends before done or failed', async () => {
    answerWith(['{"type":"parsed","total":2,"skipped":0,"errors":0}\n{"type":"progress","written":1,"total":2}\n']);
    await expect(collect()).rejects.toBeInstanceOf(ImportInterruptedError);
  });

  it('says the outcome is unknown when a line is not an event', async () => {
    answerWith(['{"type":"parsed","total":2,"skipped":0,"errors":0}\n<html>\n']);
    await expect(collect()).rejects.toBeInstanceOf(ImportInterruptedError);
  });

  it('refuses a 2xx answer that is not the event stream', async () => {
    answerWith(['<!doctype html>'], { headers: { 'content-type': 'text/html' } });
    await expect(collect()).rejects.toMatchObject({ name: 'ApiError', message: 'The server sent an unexpected answer. Please try again.' });
  });

  it('says the server could not be reached when fetch itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(collect()).rejects.toMatchObject({ status: 0 });
  });
});
