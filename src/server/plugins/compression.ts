import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';

// Text that shrinks: HTML, CSS, JavaScript, JSON, XML and SVG. Not the NDJSON of an import's
// progress nor an event stream: a compressor holds bytes back until it has a block, so the lines
// would arrive in lumps instead of as they happen.
const compressibleType = /^text\/(?!event-stream)|^application\/(?:json|javascript|xml)(?:;|$)|\+(?:json|xml)(?:;|$)/;

/** Whether the response's type is text that a browser's Accept-Encoding may get compressed. */
export function isCompressibleType(contentType: string): boolean {
  return compressibleType.test(contentType.toLowerCase());
}

// A smaller answer is sent as it is: a few hundred bytes gain nothing on the wire, and the
// thousands of autosaves a minute a weekly quiz brings should not each cost a compressor's CPU.
export const COMPRESSION_THRESHOLD = 1024;

function addVaryAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).toLowerCase();
  if (values.includes('accept-encoding') || values.trim() === '*') return;
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * Brotli (preferred) or gzip for every text answer the browser accepts it for: the API's JSON, the
 * rendered pages, sitemap and robots. The built files are compressed once at build time instead
 * (scripts/precompress.mjs, served by web-app.ts). An answer that already carries a
 * Content-Encoding (a route sending its own precompressed bytes) passes through untouched.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: compressibleType,
  });
  // every compressible answer may differ by Accept-Encoding (a small one today, a larger one
  // tomorrow), so a shared cache must key it on that header even when this one went out plain
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isCompressibleType(String(reply.getHeader('content-type') ?? ''))) addVaryAcceptEncoding(reply);
    return payload;
  });
}
