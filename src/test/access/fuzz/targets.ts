// What the fuzzer aims at: each route of the access table, with a valid request for it (its first
// case, built once) taken apart into path parameters, query and body, and the zod schemas Fastify
// validates those parts with (read from the route as it was registered).
import type { HTTPMethods, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { Scene } from '../scene.ts';
import { tableRoutes } from '../routes.ts';
import type { AccessRow } from '../table.ts';
import type { AccessApp } from '../world.ts';

export interface Target {
  method: HTTPMethods;
  /** the path as registered, with :params */
  url: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** a JSON body, or the raw bytes of one that is not JSON (an image, a signed webhook) */
  body: unknown;
  headers: Record<string, string>;
  schemas: { params?: ZodType; querystring?: ZodType; body?: ZodType };
}

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY']);

function schemasOf(route: RouteOptions | undefined): Target['schemas'] {
  const schema = (route?.schema ?? {}) as Record<string, unknown>;
  const zod = (value: unknown) => (value && typeof value === 'object' && 'safeParse' in value ? (value as ZodType) : undefined);
  const found: Target['schemas'] = {};
  for (const part of ['params', 'querystring', 'body'] as const) {
    const parsed = zod(schema[part]);
    if (parsed) found[part] = parsed;
  }
  return found;
}

/** The values of a path's :params, read off a concrete path of the same shape. */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[index] ?? '');
  });
  return params;
}

/** One scene serves every target: nothing of it changes while only malformed requests are sent. */
export async function buildTargets(t: AccessApp, rows: AccessRow[], scene: Scene): Promise<Target[]> {
  const targets: Target[] = [];
  for (const { method, url, row } of tableRoutes(rows)) {
    const request = await row.cases[0]!.request(scene);
    const parsed = new URL(request.url, 'http://fuzz.invalid');
    const query: Record<string, string> = Object.fromEntries(parsed.searchParams);
    // a wildcard route's base path is one concrete path under it
    const pattern = url.endsWith('*') ? parsed.pathname : url;
    const registered = t.routes.find((route) => route.url === url && [route.method].flat().includes(method));
    targets.push({
      method,
      url: pattern,
      params: paramsOf(pattern, parsed.pathname),
      query,
      body: request.payload,
      headers: request.headers ?? {},
      schemas: schemasOf(registered),
    });
  }
  return targets;
}

/** The path with its parameters filled in, and the query; null when a value cannot be put in a URL (a lone surrogate). */
export function urlOf(pattern: string, params: Record<string, string>, query: Record<string, string | string[]>): string | null {
  try {
    const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const one of [value].flat()) search.append(key, one);
    }
    // URLSearchParams replaces a lone surrogate silently; encodeURIComponent refuses it
    for (const value of Object.values(query).flat()) encodeURIComponent(value);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  } catch {
    return null;
  }
}
