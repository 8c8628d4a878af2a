import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { measureClock, type Clock } from './clock.ts';
import { closeOtherListenersWithApp } from './listen.ts';
import { capConnectionsPerAddress, SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './connections.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerClientError, answerError, registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerHealthChecks } from './plugins/health.ts';
import { registerMetrics, registerMetricsRoute } from './features/metrics/routes.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { newRequestId } from './request-id.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import { registerWebApp, type WebAppMode } from './plugins/web-app.ts';
import { authRoutes } from './features/accounts/routes.ts';
import { siteRoutes } from './features/site/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { testSeriesRoutes } from './features/test-series/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { attemptRoutes } from './features/attempts/routes.ts';
import { onPaperResultsChanged } from './features/attempts/service.ts';
import { markPaperDirty } from './features/admin/item-stats/service.ts';
import { writeShippedProfiles } from './features/exam-profiles/service.ts';
import { givePapersTheirProfiles } from './features/catalogue/service.ts';
import { weeklyQuizRoutes } from './features/weekly-quiz/routes.ts';
import { questionReportRoutes } from './features/question-reports/routes.ts';
import { noticeRoutes } from './features/notices/routes.ts';
import { apiDocsRoutes } from './features/api-docs/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  /** how the React app is served: the built files, Vite's dev server, or not at all (API tests) */
  web?: WebAppMode;
  /** where the JSON log lines go (standard output unless a test reads them) */
  logStream?: DestinationStream;
  /** shorter limits for a test that dribbles a request (connections.ts has the real ones and why) */
  serverTimeouts?: Partial<ServerTimeouts>;
  /** addresses the per-address connection cap leaves alone (this machine's own unless a test says otherwise) */
  exemptFromConnectionCap?: (address: string) => boolean;
  /**
   * Told of every route as it is registered: the access walk and the fuzzer list what the server
   * really serves from it, so a route added without a row in their table fails them.
   */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify 5 ignores a bare hop count, since it cannot check who the nearest peer is; TRUST_PROXY=N
 * is the operator's word that nothing reaches this server except through N proxies, so it is kept.
 */
function trustProxyOption(trusted: Config['trustProxy']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

export async function buildApp({
  config,
  db,
  web = 'none',
  logStream,
  onRoute,
  serverTimeouts,
  exemptFromConnectionCap,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'], ...(logStream ? { stream: logStream } : {}) },
    // ours, not the client's: an id a learner quotes to support must be one we made (request-id.ts)
    genReqId: newRequestId,
    // the request log is ours (request-log.ts): one line per request, labelled requestId
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions({ ...SERVER_TIMEOUTS, ...serverTimeouts }),
    // errors raised before a route runs (a path parameter too long, bad percent-encoding, a request
    // that is not HTTP) answer in the same shape as every other error
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  closeOtherListenersWithApp(app);
  if (config.connectionsPerAddress !== null) {
    capConnectionsPerAddress(app.server, {
      max: config.connectionsPerAddress,
      ...(exemptFromConnectionCap ? { exempt: exemptFromConnectionCap } : {}),
      onRefused: (address) => app.log.warn({ address, max: config.connectionsPerAddress }, 'connections refused: this address has the most it may have open'),
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON (and an upload's image bytes). Fastify also parses text/plain by default, the
  // one body type a form on another site may post without a preflight: no route reads it, so none parses it.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  app.decorate('config', config);
  app.decorate('db', db);
  // a graded attempt marks its paper for the item statistics in the grading transaction (decision 030)
  onPaperResultsChanged(markPaperDirty);
  app.decorate('clock', await measureClock(db));
  // the exam profiles this build ships, added or brought up to its seed (features/exam-profiles/seed.ts)
  await writeShippedProfiles(db);
  // and papers written before profiles given theirs (features/catalogue/profiles.repository.ts)
  await givePapersTheirProfiles(db);

  // first, so that every answer (a refused one too) names its request
  registerRequestLog(app);
  registerMetrics(app);

  // external plugins
  await app.register(cookie, { secret: config.session.secret });
  registerSecurityHeaders(app, config, web === 'vite');
  // before any route: the compressor attaches itself to each route as it is declared
  await registerCompression(app);
  await registerRateLimit(app, config);
  registerErrorHandling(app);
  registerSameOriginCheck(app, config.publicUrl);
  registerTextInputCheck(app);

  // the local stand-ins for Google, Razorpay, the language model and the ad network live on the same
  // port where the server is clearly a developer's (config.ts), answering this machine alone unless
  // opened; loaded only there, so a production server never loads them nor their development packages
  if (config.localStandIns) {
    const { registerStandIns } = await import('./dev/stand-ins.ts');
    await registerStandIns(app, config);
  }

  registerHealthChecks(app);
  registerMetricsRoute(app);

  // features
  await app.register(authRoutes);
  await app.register(siteRoutes);
  await app.register(seoRoutes);
  await app.register(contentRoutes);
  await app.register(testSeriesRoutes);
  await app.register(paymentRoutes);
  await app.register(attemptRoutes);
  await app.register(weeklyQuizRoutes);
  await app.register(questionReportRoutes);
  await app.register(noticeRoutes);
  await app.register(adminRoutes);
  await app.register(apiDocsRoutes);

  await registerWebApp(app, web);
  return app;
}
