import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContract, RouteSchema } from '../../shared/api/contract.ts';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type Options<S extends RouteSchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'schema'
>;

type Handler<S extends RouteSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

export interface ServeRoute {
  <S extends RouteSchema>(contract: RouteContract<RouteContract['method'], string, S>, handler: Handler<S>): void;
  <S extends RouteSchema>(contract: RouteContract<RouteContract['method'], string, S>, options: Options<S>, handler: Handler<S>): void;
}

/**
 * Registers routes from their contracts (src/shared/api): the method, the address and the schemas
 * come from the contract, the options (rate limit, body limit, hooks) and the handler from the feature.
 */
export function apiRoutes(app: ZodApp): ServeRoute {
  return <S extends RouteSchema>(contract: RouteContract<RouteContract['method'], string, S>, ...rest: [Handler<S>] | [Options<S>, Handler<S>]) => {
    const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
    app.route({ ...options, method: contract.method, url: contract.url, schema: contract.schema, handler });
  };
}
