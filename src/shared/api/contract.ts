// One contract per API route: its method, its address and its zod schemas. The server registers each
// route from its contract (src/server/plugins/api-route.ts) and the web calls it through the typed
// client (src/web/lib/api.ts), so both read the same types and a change on one side breaks the other's build.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** by status code; a route without a 200 schema answers something other than JSON (a PDF, a stream, a redirect) */
  response?: { [status: number]: z.ZodType };
}

export interface RouteContract<M extends HttpMethod = HttpMethod, U extends string = string, S extends RouteSchema = RouteSchema> {
  readonly method: M;
  readonly url: U;
  readonly schema: S;
}

/** The names of an address's `:name` segments. */
export type PathParamNames<U extends string> = U extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : U extends `${string}:${infer Name}`
    ? Name
    : never;

// an address with `:name` segments has a params schema with those names, and one without has none
type ParamsFit<U extends string, S extends RouteSchema> = [PathParamNames<U>] extends [never]
  ? S extends { params: z.ZodType }
    ? never
    : S
  : S extends { params: z.ZodType<infer P> }
    ? [PathParamNames<U>] extends [keyof P]
      ? [keyof P] extends [PathParamNames<U>]
        ? S
        : never
      : never
    : never;

export function route<M extends HttpMethod, U extends `/${string}`, S extends RouteSchema>(
  method: M,
  url: U,
  schema: S & ParamsFit<U, S>,
): RouteContract<M, U, S> {
  return { method, url, schema };
}

/** The address with each `:name` segment filled from `params`, encoded. */
export function fillPath(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${url}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:name` values of `path` read back by the address `url`; null when `path` is not one of its addresses. */
export function paramsIn<U extends string>(url: U, path: string): Record<PathParamNames<U>, string> | null {
  const names: string[] = [];
  const pattern = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    names.push(name);
    return '([^/?#]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')])) as Record<PathParamNames<U>, string>;
  } catch {
    return null;
  }
}
