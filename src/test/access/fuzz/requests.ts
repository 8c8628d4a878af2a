// Requests made from a target's valid one. A malformed request carries at least one defect the
// route must refuse: a path parameter, query value or body its zod schema rejects, a body that is
// not JSON, a content type no parser takes, a body over the size limit. A near-valid request passes
// the route's schemas and is odd in other ways: ids of other people's things, strange text, extra fields.
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { BODY_METHODS, urlOf, type Target } from './targets.ts';
import { junkQueryValue, junkSegment, junkValue, MEGABYTE, unknownFields, unusualText } from './values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what was done to the valid request, for the report */
  change: string;
}

interface Parts {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  change: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** The body as it arrives at the validator: JSON drops undefined and turns -0 into 0. */
const asSent = (body: unknown) => (body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown));

const passes = (schema: ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

export function validParts(target: Target, parts: Parts): boolean {
  const { schemas } = target;
  return passes(schemas.params, parts.params) && passes(schemas.querystring, parts.query) && passes(schemas.body, asSent(parts.body));
}

function toRequest(target: Target, parts: Parts): FuzzRequest | null {
  const url = urlOf(target.url, parts.params, parts.query);
  if (url === null) return null;
  const request: FuzzRequest = { method: target.method, url, headers: { ...target.headers }, change: parts.change };
  if (parts.body !== undefined && BODY_METHODS.has(target.method)) {
    if (Buffer.isBuffer(parts.body) || typeof parts.body === 'string') request.payload = parts.body;
    else {
      request.payload = JSON.stringify(parts.body);
      request.headers['content-type'] = 'application/json';
    }
  }
  return request;
}

const base = (target: Target): Parts => ({ params: { ...target.params }, query: { ...target.query }, body: target.body, change: 'as is' });

/** Top-level and one-deeper places in a JSON body, named by path. */
function bodyPaths(body: unknown): string[][] {
  if (!isPlainObject(body)) return [];
  return Object.entries(body).flatMap(([key, value]) => [[key], ...(isPlainObject(value) ? Object.keys(value).map((inner) => [key, inner]) : [])]);
}

function setAt(body: unknown, path: string[], value: unknown, remove = false): unknown {
  if (!isPlainObject(body) || path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = { ...body };
  if (rest.length === 0) {
    if (remove) delete copy[head];
    else copy[head] = value;
  } else copy[head] = setAt(copy[head], rest, value, remove);
  return copy;
}

function schemaKeys(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Bodies no JSON route can read: broken, empty or absurdly nested JSON, the wrong content type, more than the size limit. */
const rawDefect = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", 'undefined', '{"a":NaN}', '{"a":"\\ud800"', 'nul').map((text) => ({
    payload: text,
    type: 'application/json',
    change: `broken JSON ${JSON.stringify(text)}`,
  })),
  fc.constantFrom('', ' ').map((text) => ({ payload: text, type: 'application/json', change: 'empty JSON body' })),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'image/svg+xml',
    )
    .map((type) => ({ payload: 'a=1&b=2', type, change: `content type ${type}` })),
  fc.constant({ payload: `{"text":"${'x'.repeat(MEGABYTE + 16)}"}`, type: 'application/json', change: 'a body over 1 MB' }),
  fc.constantFrom(100, 100_000).map((depth) => ({
    payload: `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    type: 'application/json',
    change: `JSON nested ${depth} deep`,
  })),
);

/** A request with at least one defect, or null when the change happened to leave it valid. */
export function malformed(target: Target): fc.Arbitrary<FuzzRequest | null> {
  const kinds: fc.Arbitrary<Parts | FuzzRequest | null>[] = [];
  const start = base(target);
  const paramKeys = Object.keys(target.params);
  if (target.schemas.params && paramKeys.length > 0) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...paramKeys), junkSegment)
        .map(([key, value]) => ({ ...start, params: { ...start.params, [key]: value }, change: `path :${key} = ${show(value)}` })),
    );
  }
  const queryKeys = [...new Set([...schemaKeys(target.schemas.querystring), ...Object.keys(target.query)])];
  if (target.schemas.querystring && queryKeys.length > 0) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...queryKeys), junkQueryValue)
        .map(([key, value]) => ({ ...start, query: { ...start.query, [key]: value }, change: `query ${key} = ${show(value)}` })),
    );
  }
  if (target.schemas.body && BODY_METHODS.has(target.method)) {
    const paths = [...bodyPaths(target.body), ...schemaKeys(target.schemas.body).map((key) => [key])];
    if (paths.length > 0) {
      kinds.push(
        fc.tuple(fc.constantFrom(...paths), junkValue, unknownFields, fc.boolean()).map(([path, value, extra, withExtra]) => ({
          ...start,
          body: { ...(setAt(start.body, path, value) as object), ...(withExtra ? extra : {}) },
          change: `body ${path.join('.')} = ${show(value)}${withExtra ? ' (with unknown fields)' : ''}`,
        })),
        fc.constantFrom(...paths).map((path) => ({ ...start, body: setAt(start.body, path, undefined, true), change: `body without ${path.join('.')}` })),
      );
    }
    kinds.push(junkValue.map((value) => ({ ...start, body: value ?? null, change: `body = ${show(value)}` })));
  }
  if (BODY_METHODS.has(target.method)) {
    kinds.push(
      rawDefect.chain((raw) => {
        const request = toRequest(target, start);
        const broken: FuzzRequest | null = request && {
          ...request,
          payload: raw.payload,
          headers: { ...request.headers, 'content-type': raw.type },
          change: raw.change,
        };
        return fc.constant(broken);
      }),
    );
  }
  if (kinds.length === 0) return fc.constant(null);
  return fc.oneof(...kinds).map((made) => {
    if (made === null || 'method' in made) return made;
    // a defect the schema does not reject is no defect: this one is left to the near-valid run
    return validParts(target, made) ? null : toRequest(target, made);
  });
}

export function canBreak(target: Target): boolean {
  return Boolean(target.schemas.params || target.schemas.querystring || target.schemas.body || BODY_METHODS.has(target.method));
}

/** A request that passes the route's schemas: foreign ids, unusual text, unknown fields. */
export function nearValid(target: Target, knownIds: string[]): fc.Arbitrary<FuzzRequest | null> {
  const start = base(target);
  const foreignId = fc.oneof(fc.constantFrom(...knownIds, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'), fc.uuid());
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const paramKeys = Object.keys(target.params);
  const paths = bodyPaths(target.body);
  const kinds: fc.Arbitrary<Parts>[] = [fc.constant(start)];
  if (paramKeys.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...paramKeys), foreignId, unusualText).map(([key, id, text]) => {
        const value = uuidLike.test(start.params[key] ?? '') ? id : text;
        return { ...start, params: { ...start.params, [key]: value }, change: `path :${key} = ${show(value)}` };
      }),
    );
  }
  if (paths.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...paths), foreignId, unusualText, fc.option(unknownFields)).map(([path, id, text, extra]) => {
        const current = path.reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), start.body);
        const value = typeof current === 'string' && uuidLike.test(current) ? id : typeof current === 'string' ? text : current;
        const body = { ...(setAt(start.body, path, value) as object), ...(extra ?? {}) };
        return { ...start, body, change: `body ${path.join('.')} = ${show(value)}${extra ? ' (with unknown fields)' : ''}` };
      }),
    );
  }
  const queryKeys = Object.keys(target.query);
  if (queryKeys.length > 0) {
    kinds.push(
      fc
        .tuple(fc.constantFrom(...queryKeys), unusualText)
        .map(([key, text]) => ({ ...start, query: { ...start.query, [key]: text }, change: `query ${key} = ${show(text)}` })),
    );
  }
  return fc.oneof(...kinds).map((parts) => (validParts(target, parts) ? toRequest(target, parts) : null));
}

export const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}… (${text.length} chars)` : text;
};
