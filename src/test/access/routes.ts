// Which routes the walk must cover: every route Fastify registered, less the local stand-ins under
// /dev (never mounted in production, and not the API). The web app's pages (`GET /*`, the built
// files) are not registered in API tests (web: 'none') and are not in scope either.
import type { HTTPMethods, RouteOptions } from 'fastify';
import { methodsOf, type AccessRow } from './table.ts';

export interface RouteKey {
  method: HTTPMethods;
  url: string;
}

export const keyOf = ({ method, url }: RouteKey) => `${method} ${url}`;

export const inScope = (url: string) => !url.startsWith('/dev/');

/** Every method and path Fastify registered (a HEAD for each GET included), in scope. */
export function registeredRoutes(routes: RouteOptions[]): RouteKey[] {
  const keys = new Map<string, RouteKey>();
  for (const route of routes) {
    if (!inScope(route.url)) continue;
    for (const method of [route.method].flat()) keys.set(`${method} ${route.url}`, { method, url: route.url });
  }
  return [...keys.values()];
}

export interface Walkable extends RouteKey {
  row: AccessRow;
}

/**
 * The table's routes: each row's methods, and the HEAD Fastify answers for each GET (the same
 * handler with the body left off, so the same statuses are expected).
 */
export function tableRoutes(rows: AccessRow[]): Walkable[] {
  const walkable: Walkable[] = [];
  for (const row of rows) {
    const methods = methodsOf(row);
    for (const method of methods) walkable.push({ method, url: row.url, row });
    if (methods.includes('GET') && !methods.includes('HEAD')) walkable.push({ method: 'HEAD', url: row.url, row });
  }
  return walkable;
}

/** Registered routes without a row, and rows for routes that are not registered. */
export function compareWithTable(registered: RouteKey[], rows: AccessRow[]) {
  const listed = new Set(tableRoutes(rows).map(keyOf));
  const served = new Set(registered.map(keyOf));
  const seen = new Set<string>();
  const duplicated = tableRoutes(rows)
    .map(keyOf)
    .filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
  return {
    withoutRow: [...served].filter((key) => !listed.has(key)),
    notRegistered: [...listed].filter((key) => !served.has(key)),
    duplicated,
  };
}
