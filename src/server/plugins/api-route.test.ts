// The contract table (src/shared/api/routes.ts) is the API: every /api route the server registers is
// one of its contracts, with the contract's method, address and schemas, and every contract is served.
import type { FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSchema } from '../../shared/api/contract.ts';
import { allApiRoutes } from '../../shared/api/routes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const registered: RouteOptions[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({}, { onRoute: (route) => registered.push(route) });
});

afterAll(async () => {
  await testApp.close();
});

// the HEAD Fastify adds for each GET is the GET's own route; the admin scope's catch-all (`/api/admin/*`)
// answers 404 to an unknown address behind the admin guard and is no endpoint
function apiRoutes() {
  return registered.flatMap((route) =>
    route.url.startsWith('/api/') && !route.url.endsWith('*')
      ? [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ key: `${method} ${route.url}`, schema: route.schema }))
      : [],
  );
}

// Fastify hands hooks its own copy of a route's schema, to which the error handling adds the error
// answers (4xx, 5xx: plugins/errors.ts); the zod schemas in it are the contract's own
const ERROR_ANSWERS = ['4xx', '5xx'];

function sameSchemas(contract: RouteSchema | undefined, served: FastifySchema | undefined): boolean {
  if (!contract) return false;
  const { response = {}, ...parts } = contract;
  const { response: servedResponse = {}, ...servedParts } = (served ?? {}) as RouteSchema;
  const holds = (a: object, b: object) => Object.entries(a).every(([name, schema]) => (b as Record<string, unknown>)[name] === schema);
  const extraAnswers = Object.keys(servedResponse).filter((status) => !(status in response));
  return (
    holds(parts, servedParts) && holds(servedParts, parts) && holds(response, servedResponse) && extraAnswers.every((status) => ERROR_ANSWERS.includes(status))
  );
}

const contractKeys = () => allApiRoutes.map((contract) => `${contract.method} ${contract.url}`);

describe('the API routes and their contracts', () => {
  it('serves each /api route from its contract, with the contract’s schemas', () => {
    const contracts = new Map(allApiRoutes.map((contract) => [`${contract.method} ${contract.url}`, contract]));
    const outside = apiRoutes().filter(({ key }) => !contracts.has(key));
    expect(outside.map(({ key }) => key)).toEqual([]);
    const drifted = apiRoutes().filter(({ key, schema }) => !sameSchemas(contracts.get(key)?.schema, schema));
    expect(drifted.map(({ key }) => key)).toEqual([]);
  });

  it('registers every contract, once', () => {
    const served = apiRoutes().map(({ key }) => key);
    expect(contractKeys().filter((key) => !served.includes(key))).toEqual([]);
    expect(new Set(contractKeys()).size).toBe(contractKeys().length);
    expect(new Set(served).size).toBe(served.length);
  });
});
