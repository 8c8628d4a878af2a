import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// placeholder: the routes of this feature are being written
export const testSeriesRoutes: FastifyPluginAsyncZod = async () => {};
