import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors.ts';
import { clip } from './errors.ts';

const NUL = '\u0000';
// a surrogate not part of a pair: in a Unicode-aware pattern a pair is one character, never Cs
const LONE_SURROGATE = /\p{Cs}/u;

const problems = {
  nul: 'text may not contain the NUL character (U+0000).',
  surrogate: 'text is not valid Unicode (half of a character encoded in two parts).',
} as const;

export interface BadText {
  field: string;
  problem: keyof typeof problems;
}

function badString(text: string): BadText['problem'] | null {
  if (text.includes(NUL)) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/**
 * The first field of a request's params, query or body whose name or text PostgreSQL could not
 * store: a NUL character, or a lone surrogate (which JSON carries as an escape such as \udfff, and
 * which the database's json and text types refuse).
 */
export function findBadText(value: unknown, path: string): BadText | null {
  if (typeof value === 'string') {
    const problem = badString(value);
    return problem ? { field: path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBadText(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const problem = badString(key);
      if (problem) return { field, problem };
      const found = findBadText(item, field);
      if (found) return found;
    }
  }
  return null;
}

/** How a field's name is written back: its own unstorable characters shown as escapes. */
const printable = (field: string) => field.replaceAll(NUL, '\\0').replace(new RegExp(LONE_SURROGATE.source, 'gu'), (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * Text the database cannot store would fail there as a 500 (a query's search term, a reason, a
 * question's text): it is refused first, naming the field, before any handler reads it.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // the matched route: a percent-encoded address reaches the same one
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const bad = findBadText(request.params, '') ?? findBadText(request.query, '') ?? findBadText(request.body, '');
    if (bad !== null) throw badRequest(`Invalid ${clip(printable(bad.field) || 'request')}: ${problems[bad.problem]}`);
  });
}
