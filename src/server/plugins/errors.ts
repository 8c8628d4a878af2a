import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorBody, type ApiErrorBody, type ErrorCode } from '../../shared/api/errors.ts';
import { HttpError } from '../http-errors.ts';

export const errorBody = (code: ErrorCode, message: string): ApiErrorBody => ({ success: false, code, message });

/** Fastify's own 4xx errors (a body too large, a malformed JSON body…) get a code of ours. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'not-signed-in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 413 || status === 414) return 'payload-too-large';
  if (status === 429) return 'rate-limited';
  return 'invalid-input';
}

/** Every API error is `{ success: false, code, message }`; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  // One declaration instead of one per route: every /api route's 4xx and 5xx answers are encoded
  // through the error schema, so an error body that grew a field (a stack, a SQL text) loses it on
  // the way out. A route's own declaration for a status (getActiveTests' 403) wins over these.
  // Registered here, before any feature: onRoute only sees routes added after it.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const declared = route.schema?.response;
    route.schema = {
      ...route.schema,
      response: { '4xx': apiErrorBody, '5xx': apiErrorBody, ...(typeof declared === 'object' && declared !== null ? declared : {}) },
    };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      return reply.code(400).send(errorBody('invalid-input', `Invalid ${field}: ${first?.message ?? 'bad value'}`));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(codeOfStatus(status), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('server-error', 'Something went wrong on our side. Please try again.'));
  });
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** The answer for a method and path that no route serves. */
export const noSuchEndpoint = (method: string, url: string) => errorBody('no-such-endpoint', `No such endpoint: ${method} ${url.split('?')[0]}`);
