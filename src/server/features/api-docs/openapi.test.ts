// Issue 29 point 6: the API described. The OpenAPI document at /api/openapi.json names every /api
// route the server registers, with the schemas Fastify validates and encodes it with; a route added
// without a contract (a raw app.get under /api) or a schema changed on one side only fails here.
// Anyone reads the learner and public API; the admin operations are described only to staff.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import packageJson from '../../../../package.json' with { type: 'json' };
import { apiErrorBody } from '../../../shared/api/errors.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { ERROR_SCHEMA_REF, type Document, type JsonSchema, type Operation } from './openapi.ts';

const registered: RouteOptions[] = [];
let testApp: TestApp;
/** the document as staff read it: every operation */
let document: Document;
let staff: { cookie: string };
let learner: { cookie: string };

beforeAll(async () => {
  testApp = await createTestApp({}, { onRoute: (route) => registered.push(route) });
  staff = await signIn(testApp.app, { role: 'creator' });
  learner = await signIn(testApp.app, { role: 'learner' });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: staff.cookie } });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

const read = (url: string, cookie?: string, etag?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });

const adminPaths = (doc: Document) => Object.keys(doc.paths).filter((path) => path.startsWith('/api/admin'));

afterAll(async () => {
  await testApp.close();
});

const json = (schema: unknown, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && 'safeParse' in value;

/** Path or query parameters put back together as the object schema they were taken from. */
function parametersAsObject(operation: Operation, where: 'path' | 'query') {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  if (parameters.length === 0) return undefined;
  return {
    properties: Object.fromEntries(parameters.map(({ name, schema, description }) => [name, description === undefined ? schema : { ...schema, description }])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function objectParts(schema: JsonSchema) {
  return { properties: schema.properties ?? {}, required: (schema.required as string[] | undefined) ?? [] };
}

/** What differs between the document and the routes Fastify registered under /api, one line a difference. */
function differences(doc: Document, routes: RouteOptions[]): string[] {
  const found: string[] = [];
  const served = new Set<string>();
  for (const route of routes) {
    // the admin scope's catch-all answers 404 behind the guard and is no endpoint; HEAD is the GET's own
    if (!route.url.startsWith('/api/') || route.url.endsWith('*')) continue;
    for (const method of [route.method].flat().filter((name) => name !== 'HEAD')) {
      const key = `${method} ${route.url}`;
      served.add(`${method.toLowerCase()} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
      const operation = doc.paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) {
        found.push(`${key}: not in the document`);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const same = (what: string, actual: unknown, expected: unknown) => {
        if (JSON.stringify(actual) !== JSON.stringify(expected)) found.push(`${key}: ${what} differs`);
      };
      same('path parameters', parametersAsObject(operation, 'path'), isZod(schema.params) ? objectParts(json(schema.params, 'input')) : undefined);
      same('query parameters', parametersAsObject(operation, 'query'), isZod(schema.querystring) ? objectParts(json(schema.querystring, 'input')) : undefined);
      same('body', operation.requestBody?.content['application/json'].schema, isZod(schema.body) ? json(schema.body, 'input') : undefined);
      const answers = Object.entries((schema.response ?? {}) as Record<string, unknown>);
      for (const [status, answer] of answers) {
        const described = operation.responses[status.toUpperCase()]?.content?.['application/json'].schema;
        const resolved = described?.$ref === ERROR_SCHEMA_REF ? doc.components.schemas.Error : described;
        same(`answer ${status}`, resolved, isZod(answer) ? json(answer, 'output') : undefined);
      }
      const declared = new Set(answers.map(([status]) => status.toUpperCase()));
      const extra = Object.entries(operation.responses).filter(([status, response]) => response.content && !declared.has(status));
      if (extra.length > 0) found.push(`${key}: answers ${extra.map(([status]) => status).join(', ')} the server does not declare`);
    }
  }
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      if (!served.has(`${method} ${path}`)) found.push(`${method.toUpperCase()} ${path}: described but not served`);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('describes the admin operations to staff only, and no shared cache hands the staff one on', async () => {
    const anyone = await read('/api/openapi.json');
    const signedInLearner = await read('/api/openapi.json', learner.cookie);
    const creator = await read('/api/openapi.json', staff.cookie);
    for (const response of [anyone, signedInLearner]) {
      const publicDocument = response.json<Document>();
      expect(adminPaths(publicDocument)).toEqual([]);
      expect(publicDocument.paths['/api/site']?.get).toBeDefined();
      expect(publicDocument.tags.some((tag) => tag.name.startsWith('Admin'))).toBe(false);
      expect(JSON.stringify(publicDocument)).not.toContain('/api/admin');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(response.headers.vary).toMatch(/\bcookie\b/i);
    }
    expect(adminPaths(creator.json<Document>()).length).toBeGreaterThan(50);
    for (const role of ['master', 'god'] as const) {
      const other = await read('/api/openapi.json', (await signIn(testApp.app, { role })).cookie);
      expect(other.body).toBe(creator.body);
    }
    expect(creator.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(creator.headers.vary).toMatch(/\bcookie\b/i);
    expect(creator.headers.etag).not.toBe(anyone.headers.etag);
    // a copy of the public document is not the staff one: a creator who held it before signing in gets the full one
    expect((await read('/api/openapi.json', staff.cookie, String(anyone.headers.etag))).statusCode).toBe(200);
    expect((await read('/api/openapi.json', undefined, String(creator.headers.etag))).statusCode).toBe(200);
  });

  it('is an OpenAPI 3.1 document, cacheable', async () => {
    const response = await read('/api/openapi.json', staff.cookie);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const again = await read('/api/openapi.json', staff.cookie, String(response.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const anyone = await read('/api/openapi.json');
    expect((await read('/api/openapi.json', undefined, String(anyone.headers.etag))).statusCode).toBe(304);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Prepverse API', version: packageJson.version });
    expect(document.servers).toEqual([{ url: testApp.app.config.publicUrl }]);

    const problems: string[] = [];
    const tags = new Set(document.tags.map((tag) => tag.name));
    const operationIds = new Set<string>();
    const schemes = Object.keys(document.components.securitySchemes);
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!/^\/api\/[^:]*$/.test(path)) problems.push(`${path}: not an OpenAPI path`);
      const pathNames = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) problems.push(`${where}: not a method`);
        if (Object.keys(operation.responses ?? {}).length === 0) problems.push(`${where}: no responses`);
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status) || !response.description) problems.push(`${where}: answer ${status} malformed`);
          const ref = response.content?.['application/json'].schema.$ref;
          if (ref !== undefined && ref !== ERROR_SCHEMA_REF) problems.push(`${where}: answer ${status} points at ${String(ref)}`);
        }
        if (operationIds.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} twice`);
        operationIds.add(operation.operationId);
        if (!operation.tags.every((tag) => tags.has(tag))) problems.push(`${where}: undeclared tag`);
        if (!operation.security.every((requirement) => Object.keys(requirement).every((name) => schemes.includes(name)))) {
          problems.push(`${where}: undeclared security scheme`);
        }
        const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        if (!declared.every((parameter) => parameter.required)) problems.push(`${where}: an optional path parameter`);
        if (JSON.stringify(declared.map((parameter) => parameter.name).sort()) !== JSON.stringify(pathNames)) {
          problems.push(`${where}: path parameters do not match the path`);
        }
      }
    }
    expect(problems).toEqual([]);
    // the one error shape every /api route answers its 4xx and 5xx with (plugins/errors.ts)
    expect(document.components.schemas.Error).toEqual(json(apiErrorBody, 'output'));
  });

  it('describes every /api route the server registers, with the schemas it validates and answers with', () => {
    expect(registered.length).toBeGreaterThan(100);
    expect(differences(document, registered)).toEqual([]);
    expect(Object.values(document.paths).flatMap((operations) => Object.keys(operations)).length).toBeGreaterThan(100);
  });

  it('fails for a route served without a contract, or a schema changed on one side only', () => {
    const rawRoute = { method: 'GET', url: '/api/extra', handler: () => ({}) } as RouteOptions;
    expect(differences(document, [...registered, rawRoute])).toEqual(['GET /api/extra: not in the document']);

    const site = registered.find((route) => route.url === '/api/site' && [route.method].flat().includes('GET'))!;
    const changed = {
      ...site,
      schema: { ...site.schema, response: { ...(site.schema?.response as object), 200: z.object({ renamed: z.string() }) } },
    } as RouteOptions;
    expect(differences(document, [...registered.filter((route) => route !== site), changed])).toEqual(['GET /api/site: answer 200 differs']);

    const withoutSite = registered.filter((route) => route !== site);
    expect(differences(document, withoutSite)).toEqual(['GET /api/site: described but not served']);
  });
});

describe('the API documentation page', () => {
  it('reads the admin operations out to staff only', async () => {
    const anyone = await read('/api/docs');
    expect(anyone.statusCode).toBe(200);
    expect(anyone.body).toMatch(/<span class="path">\/api\/site<\/span>/);
    expect(anyone.body).not.toContain('/api/admin');
    expect(anyone.body).not.toContain('Admin only');
    expect(anyone.headers['cache-control']).toMatch(/^public, /);
    expect((await read('/api/docs', learner.cookie)).body).toBe(anyone.body);
    const creator = await read('/api/docs', staff.cookie);
    expect(creator.body).toContain('/api/admin/');
    expect(creator.headers['cache-control']).toMatch(/^private, /);
    expect(creator.headers.vary).toMatch(/\bcookie\b/i);
    expect(creator.headers.etag).not.toBe(anyone.headers.etag);
  });

  it('reads the document out as one HTML page, grouped by tag, with no script', async () => {
    const response = await read('/api/docs', staff.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    for (const landmark of ['<header>', '<nav aria-label="Sections">', '<main>', '<h1>Prepverse API</h1>']) expect(html).toContain(landmark);
    expect(html).not.toMatch(/<script|<link/i);
    for (const tag of document.tags) expect(html).toContain(`>${tag.name}</h2>`);
    // a public read, a learner's own, and an admin's file download with a path parameter
    expect(html).toMatch(/<span class="method">GET<\/span> <span class="path">\/api\/site<\/span>/);
    expect(html).toMatch(/<span class="method">GET<\/span> <span class="path">\/api\/auth\/session<\/span>/);
    expect(html).toMatch(/<span class="method">GET<\/span> <span class="path">\/api\/admin\/bank-jobs\/\{id\}\/file<\/span>/);
    expect(html).toContain('Admin only');
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length;
    expect(html.match(/<section class="op"/g)?.length).toBe(operations);
  });
});
