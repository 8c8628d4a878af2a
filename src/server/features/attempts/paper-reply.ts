// How a paper leaves the server: its precomputed bytes in the encoding the browser takes, with an
// ETag so that a reload in the middle of an exam revalidates (304) instead of downloading it again.
// `public, no-cache`: a CDN may keep the bytes, but must ask this server each time, and this server
// checks who is asking before it answers 304 (or 403).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type ServedPaper } from './served-paper.ts';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export async function sendPaper(request: FastifyRequest, reply: FastifyReply, paper: ServedPaper): Promise<FastifyReply> {
  reply.header('etag', paper.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], paper.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = await paper.bytes(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}
