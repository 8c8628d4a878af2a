import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { englishPath, hindiPath, isHindiPath } from '../../shared/locale-paths.ts';
import type { ExamPageData, PageFetch, RenderedPage } from '../../web/app/ssr/render.tsx';
import { noSuchEndpoint } from './errors.ts';
import { loadPreloadTags, type PreloadTags } from './page-preloads.ts';
import { withAdNetwork } from './security.ts';

export type WebAppMode = 'static' | 'vite' | 'none';

const isServerPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/dev/') || url.startsWith('/uploads/');

/** The server side of the web app: which paths it renders, and the render itself. */
interface PageRenderer {
  pageKind(pathname: string): 'public' | 'not-found' | 'shell';
  pageModules(pathname: string): string[];
  showsAds(pathname: string): boolean;
  renderPage(url: URL, pageFetch: PageFetch, language: 'en' | 'hi'): Promise<RenderedPage>;
  requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): 'en' | 'hi';
  cookieLanguage(cookieHeader: string | undefined): 'en' | 'hi' | null;
  /** the Set-Cookie text that remembers a language */
  languageCookie(language: 'en' | 'hi'): string;
  readExamPageData(pathname: string, pageFetch: PageFetch): Promise<ExamPageData | null>;
  examDataScript(data: ExamPageData): string;
  /** the script element that brings the browser a language's messages (the shell's: `common`) */
  messagesScript(language: 'en' | 'hi', namespaces: Iterable<'common'>): string;
}

const STATE_ELEMENT = '<script type="application/json" id="pv-ssr-state">';

/** How long a browser keeps a built file (`file` relative to the build's root) before asking again. */
export function staticCacheControl(file: string): string {
  // names under assets/ carry a hash of the content: a new build writes new names, so a name never changes
  if (file.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // the page template names the current build's assets: always checked, so a deploy shows at once
  if (/^index\.html(\.br|\.gz)?$/.test(file)) return 'no-cache';
  // the favicon, avatars and banners keep their names across builds: a short while
  return 'public, max-age=3600';
}

/** The page's language on its root element (`<html lang="hi">`), and whether it may load the ad network. */
function withRoot(template: string, { ads, lang }: { ads: boolean; lang: 'en' | 'hi' }): string {
  return template.replace('<html lang="en">', () => `<html lang="${lang}"${ads ? ' data-ads="on"' : ''}>`);
}

/** Puts a rendered page into index.html: its head tags, its markup inside #root and the state it came from. */
export function fillTemplate(template: string, page: RenderedPage, { ads, lang = 'en' }: { ads: boolean; lang?: 'en' | 'hi' }): string {
  // replacer functions, so a '$' in a page's text is never read as a replacement pattern
  return withRoot(template, { ads, lang })
    .replace(/<!--page-head-->[\s\S]*?<!--\/page-head-->/, () => page.head)
    .replace(/<!--page-body-->[\s\S]*?<!--\/page-body-->/, () => page.html)
    .replace('</body>', () => `${page.messages}\n  ${STATE_ELEMENT}${page.state}</script>\n  </body>`);
}

/** The page's own chunks and stylesheets, fetched beside the first script (page-preloads.ts). */
function withPreloads(template: string, tags: string): string {
  return tags ? template.replace('</head>', () => `  ${tags}\n  </head>`) : template;
}

function withScript(template: string, script: string | null): string {
  return script ? template.replace('</body>', () => `${script}\n  </body>`) : template;
}

/** A page search engines must not index, sent as the app's shell: the browser renders it. */
function shellTemplate(template: string): string {
  return template.replace('<!--/page-head-->', '<meta name="robots" content="noindex, nofollow" />\n    <!--/page-head-->');
}

type PageLanguage = { lang: 'en' | 'hi'; byAddress: boolean } | { redirect: string; setLanguage?: 'hi' };

/**
 * The language a page comes out in (decision 036). A public page's address says it: '/hi/…' is Hindi
 * and the unprefixed one English, whoever asks, so a crawler (no cookie) reads each at its own address;
 * a visitor whose cookie chose Hindi is taken from an English address to its Hindi one. A Hindi
 * address is never sent back (someone asked for it by name), so no two addresses can send to each
 * other. Any other page (and an unknown English path) speaks the cookie, else Accept-Language.
 */
function pageLanguage(
  url: URL,
  kind: (pathname: string) => 'public' | 'not-found' | 'shell',
  cookieLanguage: 'en' | 'hi' | null,
  requestLanguage: () => 'en' | 'hi',
): PageLanguage {
  // a signed-in page has one address, whose language the cookie keeps (decision 045): its Hindi
  // address (a link written by hand, '/hi/mylearning') goes there, with Hindi chosen
  if (isHindiPath(url.pathname) && kind(englishPath(url.pathname)) === 'shell') return { redirect: englishPath(url.pathname) + url.search, setLanguage: 'hi' };
  if (isHindiPath(url.pathname)) return { lang: 'hi', byAddress: true };
  if (kind(url.pathname) !== 'public') return { lang: requestLanguage(), byAddress: false };
  if (cookieLanguage === 'hi') return { redirect: hindiPath(url.pathname) + url.search };
  return { lang: 'en', byAddress: true };
}

/**
 * Serves the React app for every path that is not the API: the built files in production and
 * `npm start`, Vite's dev server with hot reload under `npm run dev`. Public pages are rendered on
 * the server (a crawler without JavaScript reads them); unknown paths answer 404 with the not-found page.
 */
export async function registerWebApp(app: FastifyInstance, mode: WebAppMode) {
  if (mode === 'none') {
    app.setNotFoundHandler((request, reply) => reply.code(404).send(noSuchEndpoint(request.method, request.url)));
    return;
  }

  let loadTemplate: (url: string) => Promise<string>;
  let loadRenderer: () => Promise<PageRenderer>;
  // Vite's dev server loads each module as it is asked for: nothing to preload there
  let preloadTags: PreloadTags = () => '';

  if (mode === 'static') {
    const root = path.resolve(process.env.PREPVERSE_WEB_DIR ?? 'dist/web');
    const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => {
      throw new Error(`The web app is not built (no ${root}/index.html): run npm run build`);
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // the build writes file.br and file.gz beside each text file (scripts/precompress.mjs): sent
      // as file's own answer when the browser accepts them, never as files of their own
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // otherwise send() writes its own 'public, max-age=0' after setHeaders and wins
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', staticCacheControl(path.relative(root, filePath))),
    });
    const renderer = import('../../web/app/ssr/render.tsx');
    preloadTags = await loadPreloadTags(root);
    loadTemplate = () => Promise.resolve(indexHtml);
    loadRenderer = () => renderer;
  } else {
    const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie);
    app.use((req, res, next) => (isServerPath(req.url ?? '') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    loadTemplate = async (url) => vite.transformIndexHtml(url, await readFile(path.resolve('src/web/index.html'), 'utf8'));
    // loaded per request, so an edit to a page shows on the next reload
    loadRenderer = async () => (await vite.ssrLoadModule('/app/ssr/render.tsx')) as PageRenderer;
  }

  /** The page's API requests answered in-process, as the visitor: their cookie goes along. */
  const pageFetchFor =
    (request: FastifyRequest): PageFetch =>
    async (apiPath, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: apiPath,
        headers: { accept: 'application/json', cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
    const [baseTemplate, renderer] = await Promise.all([loadTemplate(request.url), loadRenderer()]);
    const kind = renderer.pageKind(url.pathname);
    // the page's address, else the learner's language: the switch's cookie, else what their browser asks for
    const chosen = pageLanguage(url, renderer.pageKind, renderer.cookieLanguage(request.headers.cookie), () =>
      renderer.requestLanguage(request.headers.cookie, request.headers['accept-language']),
    );
    if ('redirect' in chosen) {
      if (chosen.setLanguage) reply.header('set-cookie', renderer.languageCookie(chosen.setLanguage));
      // for this visitor only: a shared cache keys it on the cookie, and keeps it no longer than the choice
      return reply.code(302).header('location', chosen.redirect).header('vary', 'cookie').header('cache-control', 'private, no-cache').send();
    }
    const { lang } = chosen;
    // a rendered page paints from its HTML and stylesheets alone: its scripts would only compete with
    // them for the connections (six per site over HTTP/1.1), so it gets its stylesheets and the shell
    // (which draws nothing until its code runs) gets its scripts too
    const template = withPreloads(baseTemplate, preloadTags(renderer.pageModules(url.pathname), { scripts: kind === 'shell', lang }));
    // a page rendered for a signed-in learner holds their name: no shared cache may keep it
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', request.headers.cookie ? 'private, no-cache' : 'no-cache')
      // a page at a language's address is that language whatever the browser asks for, but the
      // cookie still decides whether the English one answers or sends on to the Hindi one
      .header('vary', chosen.byAddress ? 'cookie' : 'cookie, accept-language');
    if (kind === 'shell') {
      reply.header('x-robots-tag', 'noindex, nofollow');
      // an exam page opens with its data in the HTML, read as the learner (page-data.ts); any read
      // refused, or failing, and the page reads for itself as before
      const examData = request.headers.cookie
        ? await renderer.readExamPageData(url.pathname, pageFetchFor(request)).catch((error: unknown) => {
            request.log.warn({ err: error, url: request.url }, 'exam page data not read; the page reads it');
            return null;
          })
        : null;
      const shell = withScript(withRoot(shellTemplate(template), { ads: false, lang }), renderer.messagesScript(lang, ['common']));
      return reply.send(withScript(shell, examData && renderer.examDataScript(examData)));
    }
    // the ad network may load only into a page with ad slots: never an attempt, checkout or admin
    const ads = app.config.ads !== null && renderer.showsAds(url.pathname);
    if (ads) reply.header('content-security-policy', withAdNetwork(String(reply.getHeader('content-security-policy') ?? '')));
    try {
      const origin = new URL(app.config.publicUrl).origin;
      const page = await renderer.renderPage(new URL(url.pathname + url.search, origin), pageFetchFor(request), lang);
      return reply.code(page.status).send(fillTemplate(template, page, { ads, lang }));
    } catch (error) {
      // the browser can still draw the page itself: a failed server render costs a crawler, not a learner
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the shell');
      return reply.code(kind === 'not-found' ? 404 : 200).send(withScript(withRoot(template, { ads: false, lang }), renderer.messagesScript(lang, ['common'])));
    }
  }

  // a route rather than the not-found handler, since only routes get the compressor (compression.ts);
  // the static files and the API's routes are more specific, so they still answer their own paths
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => (isServerPath(request.url) ? reply.callNotFound() : sendPage(request, reply)),
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(noSuchEndpoint(request.method, request.url)));
}
