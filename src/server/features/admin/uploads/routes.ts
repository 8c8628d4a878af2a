import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { noSuchEndpoint } from '../../../plugins/errors.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminQuestionApi, UPLOAD_MAX_BYTES, uploadTypes } from '../../../../shared/api/admin-questions.ts';
import { contentTypeOfUpload, FILE_NAME_HEADER, recordUpload, storeUpload, tooLarge, UPLOAD_NAME, uploadFileName } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/**
 * POST /api/admin/uploads takes one image as the raw request body, with its type in Content-Type
 * (what `fetch(url, { body: file })` sends). Registered inside the admin scope, behind its guard.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  // the image types arrive as bytes; every other type still meets the JSON parser and is refused
  app.addContentTypeParser(Object.keys(uploadTypes), { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + 1 }, (_request, body, done) => {
    done(null, body);
  });

  serve(
    adminQuestionApi.upload,
    {
      config: perSession(60),
      bodyLimit: UPLOAD_MAX_BYTES + 1,
      // a declared size over the limit is refused before a byte is read, with the sizes in the message
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES) throw tooLarge(declared);
      },
    },
    async (request) => {
      const actor = await requirePermission(request, 'draft.create');
      // a JSON body parsed into an object is not an image: its declared type says so and is refused
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await storeUpload(app.config.uploadsDir, request.headers['content-type'], body);
      // after the file is written: a refused file changed nothing and leaves no entry
      await recordUpload(app.db, actor.id, { fileName: uploadFileName(request.headers[FILE_NAME_HEADER]), sentBytes: body.length, stored });
      return { success: true as const, ...stored };
    },
  );
};

/**
 * GET /uploads/<sha256>.<ext>: the images, for everyone (a published question shows them to
 * learners). Names are content hashes, so a file never changes and may be cached for a year.
 */
export const publicUploadRoutes: FastifyPluginAsync = async (app) => {
  app.get('/uploads/:name', { schema: { params: z.object({ name: z.string().max(80) }) } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!UPLOAD_NAME.test(name)) return reply.code(404).send(noSuchEndpoint(request.method, request.url));
    const file = path.join(app.config.uploadsDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return reply.code(404).send({ success: false, code: 'not-found', message: 'No such image.' });
    return reply
      .type(contentTypeOfUpload(name))
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
};
