import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors.ts';

/**
 * The deepest JSON body any route reads is a handful of levels (a paper's questions, their options);
 * 64 leaves room for any honest client and keeps every later walk of a body (the text check, zod, a
 * handler, JSON.stringify on the way to the database) far from the stack's end.
 */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP = `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels of lists and objects.`;

const OPEN_LIST = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_LIST = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // backslash

/**
 * Whether JSON text opens more than `limit` lists and objects inside each other, read from the text
 * before it is parsed: one pass over the characters, brackets inside strings not counted. Text that
 * is not JSON at all is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Every JSON body of the server is refused with a 400 when it nests deeper than MAX_JSON_DEPTH, before
 * it is parsed (a 100,000-deep list is 200 kB of brackets: nothing should build it, let alone walk
 * it), then goes through Fastify's own parser, which refuses __proto__ and constructor.prototype keys.
 * A scope that reads its body as raw bytes (the payment webhook, the sign-in stand-in) keeps its own parser.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(JSON_TOO_DEEP), undefined);
    parse(request, text, done);
  });
}
