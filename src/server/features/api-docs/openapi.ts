// The API as an OpenAPI 3.1 document, built from the contracts the server registers its routes from
// (src/shared/api/routes.ts): the same zod schemas validate the requests, encode the answers and are
// described here, so the document cannot drift from what is served (openapi.test.ts holds it to that).
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { RouteContract } from '../../../shared/api/contract.ts';
import { apiErrorBody } from '../../../shared/api/errors.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface Response {
  description: string;
  content?: { 'application/json': { schema: JsonSchema } };
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Response>;
  security: Record<string, string[]>[];
  'x-roles'?: string[];
}

export interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

export const ERROR_SCHEMA_REF = '#/components/schemas/Error';
export const SESSION_SCHEME = 'session';
const ADMIN_ROLES = ['creator', 'master', 'god'];

/**
 * A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1: what a caller may send (`input`)
 * or what the server answers (`output`). A check zod cannot state (a refinement, a transform) is
 * left open rather than refused: the server still applies it.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/tests/:id/paper` as OpenAPI writes it: `/api/tests/{id}/paper`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/** `adminBulk` → `Admin bulk`, `googleSignIn` → `Google sign in`, `apiDocs` → `API docs`. */
export function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(api|pdf|csv|url|id)\b/g, (word) => word.toUpperCase());
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function parametersOf(schema: z.ZodType | undefined, where: Parameter['in']): Parameter[] {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

const errorAnswer = (description: string): Response => ({ description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } });

function responsesOf(contract: RouteContract): Record<string, Response> {
  const responses: Record<string, Response> = {};
  const declared = Object.entries(contract.schema.response ?? {});
  for (const [status, schema] of declared) {
    responses[status] = { description: STATUS_CODES[Number(status)] ?? 'Answer', content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } };
  }
  if (!declared.some(([status]) => status.startsWith('2'))) {
    responses.default = { description: 'Not JSON: an HTML page, a file (PDF, CSV) or a redirect to another address.' };
  }
  responses['4XX'] = errorAnswer('The request was refused: not signed in, not allowed, not found, invalid or too many.');
  responses['5XX'] = errorAnswer('The server could not answer; the body names the request, to quote to support.');
  return responses;
}

const isAdmin = (url: string) => url.startsWith('/api/admin/') || url === '/api/admin';

function operationOf(area: string, name: string, contract: RouteContract): Operation {
  const { params, querystring, body } = contract.schema;
  const parameters = [...parametersOf(params, 'path'), ...parametersOf(querystring, 'query')];
  const admin = isAdmin(contract.url);
  return {
    operationId: `${area}.${name}`,
    summary: words(name),
    tags: [words(area)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } } } : {}),
    responses: responsesOf(contract),
    // an admin route needs an admin's session; any other route reads the session when there is one
    // and answers 401 where it needs one
    security: admin ? [{ [SESSION_SCHEME]: [] }] : [{}, { [SESSION_SCHEME]: [] }],
    ...(admin ? { 'x-roles': ADMIN_ROLES } : {}),
  };
}

/** Who reads the document: anyone (the learner and public API), or a member of staff (the admin operations too). */
export type Audience = 'public' | 'staff';

export interface DocumentOptions {
  /** the contracts by area, as in src/shared/api/routes.ts: each area is a tag */
  table: Record<string, Record<string, RouteContract>>;
  version: string;
  publicUrl: string;
  audience: Audience;
}

export function buildOpenApiDocument({ table, version, publicUrl, audience }: DocumentOptions): Document {
  const paths: Document['paths'] = {};
  const counts = new Map<string, number>();
  for (const [area, contracts] of Object.entries(table)) {
    for (const [name, contract] of Object.entries(contracts)) {
      // the admin area's map is not handed to anyone who asks: it is for those who work in it
      if (audience === 'public' && isAdmin(contract.url)) continue;
      const path = (paths[openApiPath(contract.url)] ??= {});
      path[contract.method.toLowerCase()] = operationOf(area, name, contract);
      counts.set(area, (counts.get(area) ?? 0) + 1);
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Prepverse API',
      version,
      description:
        'The JSON API behind Prepverse, the exam-preparation site. Every error answers with the same JSON: success false, a code for programs and a message for people. ' +
        'A signed-in caller sends the session cookie the sign-in sets; a request that changes something must come from the site itself (same origin).',
    },
    servers: [{ url: publicUrl }],
    tags: [...counts].map(([area, count]) => ({ name: words(area), description: `${words(area)}: ${count} operations.` })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(apiErrorBody, 'output') },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            audience === 'staff'
              ? `The signed session cookie set by signing in with Google. Admin routes need the role ${ADMIN_ROLES.join(', ')}; some actions need a higher one.`
              : 'The signed session cookie set by signing in with Google.',
        },
      },
    },
  };
}
