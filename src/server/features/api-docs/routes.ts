import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../../package.json' with { type: 'json' };
import { apiDocsApi } from '../../../shared/api/api-docs.ts';
import { apiRouteTable } from '../../../shared/api/routes.ts';
import type { RouteContract } from '../../../shared/api/contract.ts';
import { isAdminRole } from '../../../shared/roles.ts';
import { apiRoutes } from '../../plugins/api-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, type Audience } from './openapi.ts';

// The same URL answers two documents, chosen by the session: a cache keys its copies by the cookie
// (Vary), and the staff one is the browser's own to keep (private), never a shared cache's to hand on.
const CACHE: Record<Audience, string> = { public: 'public, max-age=300', staff: 'private, max-age=300' };

interface Answer {
  body: Buffer | string;
  etag: string;
}

const answerOf = (body: Buffer | string): Answer => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });

/**
 * The API described: GET /api/openapi.json and GET /api/docs. Anyone reads the learner and public
 * API; a signed-in member of staff (creator, master, god) reads the admin operations too. Both
 * documents are built once, when the server starts.
 */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const build = (audience: Audience) => {
    const document = buildOpenApiDocument({
      table: apiRouteTable as unknown as Record<string, Record<string, RouteContract>>,
      version: packageJson.version,
      publicUrl: app.config.publicUrl,
      audience,
    });
    // sent as the bytes of its JSON, made once: Fastify passes bytes through untouched, where the
    // document itself would be checked against its outline and encoded again on every request
    return { json: answerOf(Buffer.from(JSON.stringify(document))), page: answerOf(renderDocsPage(document)) };
  };
  const built: Record<Audience, ReturnType<typeof build>> = { public: build('public'), staff: build('staff') };

  const answer = (which: 'json' | 'page', type: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await currentUser(request);
    const audience: Audience = user && isAdminRole(user.role) ? 'staff' : 'public';
    const { body, etag } = built[audience][which];
    reply.header('cache-control', CACHE[audience]).header('vary', 'cookie').header('etag', etag);
    // a copy the browser already holds is still this one until the next deployment (or a sign-in or out:
    // the two documents' ETags differ)
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(body);
  };

  serve(apiDocsApi.document, answer('json', 'application/json; charset=utf-8'));
  serve(apiDocsApi.page, answer('page', 'text/html; charset=utf-8'));
};
