import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { noSuchEndpoint } from './errors.ts';

export type WebAppMode = 'static' | 'vite' | 'none';

const isServerPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/') || url.startsWith('/uploads/');

/**
 * Serves the React app for every path that is not the API: the built files in production and
 * `npm start`, Vite's dev server with hot reload under `npm run dev`. Unknown API paths get JSON.
 */
export async function registerWebApp(app: FastifyInstance, mode: WebAppMode) {
  let sendIndex: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null = null;

  if (mode === 'static') {
    const root = path.resolve(process.env.PREPVERSE_WEB_DIR ?? 'dist/web');
    const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => {
      throw new Error(`The web app is not built (no ${root}/index.html): run npm run build`);
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // file names under assets/ carry a content hash, so they never change
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    sendIndex = async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  }

  if (mode === 'vite') {
    const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie);
    app.use((req, res, next) => (isServerPath(req.url ?? '') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    sendIndex = async (request, reply) => {
      const template = await readFile(path.resolve('src/web/index.html'), 'utf8');
      const html = await vite.transformIndexHtml(request.url, template);
      return reply.type('text/html; charset=utf-8').send(html);
    };
  }

  app.setNotFoundHandler((request, reply) => {
    if (sendIndex && request.method === 'GET' && !isServerPath(request.url)) {
      // the React router decides what a path shows, including the not-found page
      return sendIndex(request, reply);
    }
    return reply.code(404).send(noSuchEndpoint(request.method, request.url));
  });
}
