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
 * which the database's json and text types refuse). Walked with a list of its own, not by recursion:
 * however deep a value goes, the walk never runs out of stack.
 */
export function findBadText(value: unknown, path: string): BadText | null {
  // last in, first out: a container's children are pushed in reverse, so they are looked at in order;
  // an object's key is looked at just before its value, as it comes in the text
  const pending: { item: unknown; field: string; key?: string }[] = [{ item: value, field: path }];
  while (pending.length > 0) {
    const { item, field, key } = pending.pop()!;
    const keyProblem = key === undefined ? null : badString(key);
    if (keyProblem) return { field, problem: keyProblem };
    if (typeof item === 'string') {
      const problem = badString(item);
      if (problem) return { field, problem };
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) pending.push({ item: item[index], field: `${field}.${index}` });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, child] = entries[index]!;
        pending.push({ item: child, field: field ? `${field}.${name}` : name, key: name });
      }
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
    if (bad === null) return;
    const field = clip(printable(bad.field) || 'request');
    throw badRequest(`Invalid ${field}: ${problems[bad.problem]}`, 'invalid-input', { reason: 'invalid-field', field });
  });
}
