import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors.ts';
import { clip } from './errors.ts';

const NUL = '\u0000';

/** The first field of a request's params, query or body whose name or text holds a NUL character. */
export function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return field;
      const found = fieldWithNul(item, field);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000: a query's search term or a question's text carrying it
 * would fail in the database as a 500. Such input is refused first, naming the field, before any
 * handler reads it.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // the matched route: a percent-encoded address reaches the same one
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const field = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
    if (field !== null) {
      throw badRequest(`Invalid ${clip(field.replaceAll(NUL, '\\0') || 'request')}: text may not contain the NUL character (U+0000).`);
    }
  });
}
