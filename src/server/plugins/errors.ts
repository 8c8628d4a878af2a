import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors.ts';

/** Every API error is `{ success: false, message }`; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      return reply.code(400).send({ success: false, message: `Invalid ${field}: ${first?.message ?? 'bad value'}` });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
