import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../../package.json' with { type: 'json' };
import { apiDocsApi } from '../../../shared/api/api-docs.ts';
import { apiRouteTable } from '../../../shared/api/routes.ts';
import type { RouteContract } from '../../../shared/api/contract.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi.ts';

// the same for every caller and every request until the next deployment
const CACHE = 'public, max-age=300';

/** The API described: GET /api/openapi.json and GET /api/docs, both built once, when the server starts. */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const document = buildOpenApiDocument({
    table: apiRouteTable as unknown as Record<string, Record<string, RouteContract>>,
    version: packageJson.version,
    publicUrl: app.config.publicUrl,
  });
  // sent as the bytes of its JSON, made once: Fastify passes bytes through untouched, where the
  // document itself would be checked against its outline and encoded again on every request
  const json = Buffer.from(JSON.stringify(document));
  const page = renderDocsPage(document);

  const answer = (body: Buffer | string, type: string) => {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', CACHE).header('etag', etag);
      // a copy the browser already holds is still this one until the next deployment
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(type).send(body);
    };
  };

  serve(apiDocsApi.document, answer(json, 'application/json; charset=utf-8'));
  serve(apiDocsApi.page, answer(page, 'text/html; charset=utf-8'));
};
