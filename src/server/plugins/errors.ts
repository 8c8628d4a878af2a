import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorBody, type ApiErrorBody, type ErrorCode, type ErrorDetails } from '../../shared/api/errors.ts';
import { HttpError } from '../http-errors.ts';
import { ADMIN_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, isPoolWaitTimeout } from '../db/unavailable.ts';
import { isAdminWork } from '../db/work-kind.ts';

export const errorBody = (code: ErrorCode, message: string): ApiErrorBody => ({ success: false, code, message });

/** How much of the caller's own input a message may repeat: enough to recognise it, not to reflect a page of it. */
export const ECHO_LIMIT = 80;

export const clip = (text: string, limit = ECHO_LIMIT) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** Fastify's own 4xx errors (a body too large, a malformed JSON body…) get a code of ours. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'not-signed-in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 413 || status === 414 || status === 431) return 'payload-too-large';
  if (status === 415) return 'unsupported-type';
  if (status === 429) return 'rate-limited';
  return 'invalid-input';
}

// Fastify's messages for these quote the whole path
const routerMessages: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A part of this address is too long.',
  FST_ERR_BAD_URL: 'This address is not valid.',
};

/** Every API error is `{ success: false, code, message }`; a 5xx never shows its internals. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ ...error.details, ...errorBody(error.code, error.message) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    // zod words a missing field as 'expected string, received undefined': a JavaScript word, not the learner's
    if (first?.keyword === 'invalid_type' && first.message?.endsWith('received undefined')) {
      return reply.code(400).send({ ...errorBody('invalid-input', `Missing ${clip(field)}.`), reason: 'missing-field', field: clip(field) });
    }
    // a field's path is made of the request's own keys, and a message may quote a value
    const message = `Invalid ${clip(field)}: ${clip(first?.message ?? 'bad value')}`;
    // a text over its length names the length, which a page in another language says in its own words
    const maximum = first?.keyword === 'too_big' && first.params.origin === 'string' ? first.params.maximum : undefined;
    const specifics: ErrorDetails = typeof maximum === 'number' ? { reason: 'too-long', limit: maximum } : { reason: 'invalid-field' };
    return reply.code(400).send({ ...errorBody('invalid-input', message), ...specifics, field: clip(field) });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.code(status).send(errorBody(codeOfStatus(status), routerMessages[error.code] ?? clip(error.message)));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    // an admin request that waited its 15 s for the admin's few connections (decision 042)
    const busyAdmin = isAdminWork() && isPoolWaitTimeout(error);
    return reply
      .code(503)
      .header('retry-after', busyAdmin ? '30' : '5')
      .send({ ...errorBody('unavailable', busyAdmin ? ADMIN_BUSY_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE), requestId: request.id });
  }
  request.log.error({ err: error }, 'request failed');
  const message = `Something went wrong on our side. Please try again; if it keeps happening, write to us quoting reference ${request.id}.`;
  return reply.code(500).send({ ...errorBody('server-error', message), requestId: request.id });
}

export function registerErrorHandling(app: FastifyInstance) {
  // One declaration instead of one per route: every /api route's 4xx and 5xx answers are encoded
  // through the error schema, so an error body that grew a field (a stack, a SQL text) loses it on
  // the way out. A route's own declaration for a status (publishing a paper's 409) wins over these.
  // Registered here, before any feature: onRoute only sees routes added after it.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const declared = route.schema?.response;
    route.schema = {
      ...route.schema,
      response: { '4xx': apiErrorBody, '5xx': apiErrorBody, ...(typeof declared === 'object' && declared !== null ? declared : {}) },
    };
  });

  app.setErrorHandler(answerError);
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** The answer for a method and path that no route serves. */
export const noSuchEndpoint = (method: string, url: string) => errorBody('no-such-endpoint', `No such endpoint: ${method} ${clip(url.split('?')[0] ?? '')}`);

/**
 * A request too broken to be routed (not HTTP, headers too large, too slow to arrive) is answered
 * on the socket, before Fastify has a request or a reply: still in the project's shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  if (socket.writable) {
    const body = JSON.stringify(errorBody(codeOfStatus(status), message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
