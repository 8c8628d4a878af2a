// The API described: its OpenAPI document, built from these very contracts, and a page that reads it
// to people (src/server/features/api-docs).
import { z } from 'zod';
import { route } from './contract.ts';

/** GET /api/openapi.json: an OpenAPI 3.1 document; only its outline is stated here. */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocument>;

/** The document and its page: the learner and public API for anyone, the admin operations too for a signed-in member of staff. */
export const apiDocsApi = {
  document: route('GET', '/api/openapi.json', { response: { 200: openApiDocument } }),
  // an HTML page, not JSON
  page: route('GET', '/api/docs', {}),
};
