// How a paper leaves the server: its precomputed bytes in the encoding the browser takes, with an
// ETag so that a reload in the middle of an exam revalidates (304) instead of downloading it again.
// `public, no-cache`: a CDN may keep the bytes, but must ask this server each time, and this server
// checks who is asking before it answers 304 (or 403).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type ServedPaper } from './served-paper.ts';

/** Which of the paper's ETags the request's If-None-Match names, if any. */
function matchedEtag(ifNoneMatch: string | undefined, etags: readonly string[]): string | undefined {
  if (!ifNoneMatch) return undefined;
  for (const tag of ifNoneMatch.split(',')) {
    const trimmed = tag.trim();
    if (trimmed === '*') return etags[0];
    const etag = etags.find((candidate) => trimmed === candidate || trimmed === `W/${candidate}`);
    if (etag) return etag;
  }
  return undefined;
}

export async function sendPaper(request: FastifyRequest, reply: FastifyReply, paper: ServedPaper): Promise<FastifyReply> {
  reply.header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  // the copy the browser holds is this version, drawn or not: it stays
  const held = matchedEtag(request.headers['if-none-match'], paper.etags);
  if (held) return reply.code(304).header('etag', held).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = await paper.body(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('etag', body.etag).type('application/json; charset=utf-8').send(body.bytes);
}
