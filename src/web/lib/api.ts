// The web's one way to call the API: each call names a route by its method and address, and its
// params, query, body and answer are typed by that route's contract (src/shared/api/routes.ts).
import type { z } from 'zod';
import { fillPath, type HttpMethod, type RouteSchema } from '../../shared/api/contract.ts';
import type { ApiRoute } from '../../shared/api/routes.ts';
import { request, type RequestOptions } from './http.ts';

// the web calls only routes that answer JSON, so each has the schema its answer is typed by
type JsonRoute = Extract<ApiRoute, { schema: { response: { 200: z.ZodType } } }>;
type RouteAt<M extends HttpMethod, U> = Extract<JsonRoute, { method: M; url: U }>;

/** The addresses the web may call with this method. */
export type ApiUrl<M extends HttpMethod> = Extract<JsonRoute, { method: M }>['url'];

// a query's values as the server reads them (a page is a number), each optional as the schema says
type Query<Q extends z.ZodType> = { [K in keyof z.input<Q>]: K extends keyof z.output<Q> ? z.output<Q>[K] : never };

type Inputs<S extends RouteSchema> = (S extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : unknown) &
  (S extends { querystring: infer Q extends z.ZodType } ? { query?: Query<Q> } : unknown) &
  (S extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown);

/** What a call to the route takes: its params, query and body, and how to send it. */
export type CallOptions<R extends { schema: RouteSchema }> = Inputs<R['schema']> & RequestOptions;

type Args<R extends { schema: RouteSchema }> = Partial<CallOptions<R>> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** The route's answer, as its 200 schema describes it. */
export type ApiAnswer<R> = R extends { schema: { response: { 200: infer T extends z.ZodType } } } ? z.output<T> : never;

interface AnyCall extends RequestOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

// an empty value is the same as none: it is left out, so a plain list is a plain address
function search(query: Record<string, unknown> = {}): string {
  const pairs = Object.entries(query).flatMap(([name, value]) => (value === undefined || value === null || value === '' ? [] : [[name, String(value)]]));
  const text = new URLSearchParams(pairs).toString();
  return text ? `?${text}` : '';
}

async function call(method: HttpMethod, url: string, { params, query, body, ...options }: AnyCall = {}): Promise<unknown> {
  // a POST, PUT or PATCH always carries a JSON body, an empty object when the route reads none
  const sent = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  return request(method, fillPath(url, params) + search(query), sent, options);
}

function caller<M extends HttpMethod>(method: M) {
  return <U extends ApiUrl<M>>(url: U, ...[options]: Args<RouteAt<M, U>>): Promise<ApiAnswer<RouteAt<M, U>>> =>
    // the answer is the route's: the server sent it through the same schema
    call(method, url, options as AnyCall) as Promise<ApiAnswer<RouteAt<M, U>>>;
}

export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
