import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../../package.json' with { type: 'json' };
import { apiDocsApi, type OpenApiDocument } from '../../../shared/api/api-docs.ts';
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

  serve(apiDocsApi.document, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', CACHE)
      .send(json as unknown as OpenApiDocument),
  );

  serve(apiDocsApi.page, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', CACHE).send(page));
};
