// The app of the access walk, the cross-site walk and the fuzzer, with what every scene shares: the
// e2e series and quizzes, a paid and a second free series, a published notice and an uploaded image.
// It listens on a port of its own because an order goes to the Razorpay emulator over HTTP (and a
// generation job to the language-model stand-in), as they would in production.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { generationJobs } from '../../server/db/generation-schema.ts';
import { signIn } from '../app.ts';
import { createListeningApp, type ListeningApp } from '../listening-app.ts';
import { loadTestFixtures } from '../e2e-fixtures.ts';
import { insertSeries } from '../series-fixtures.ts';
import { generationTiming } from '../../server/features/admin/generation/llm-client.ts';

export interface World {
  /** the e2e series: free, published, with the e2e tests */
  freeSeries: string;
  /** test id by title in the free series */
  tests: Record<string, string>;
  /** the open e2e weekly quiz (exam GATE) */
  quiz: string;
  /** a published paid series with tests */
  paidSeries: string;
  /** a published free series nobody is enrolled in */
  otherFreeSeries: string;
  /** the slug of a published notification */
  notice: string;
  /** the path of an uploaded image */
  image: string;
  /** a valid request for AI-generated questions */
  generation: Record<string, unknown>;
}

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface AccessApp extends ListeningApp {
  /** cancels the jobs the language-model stand-in holds open, then closes the app and its database */
  close: () => Promise<void>;
  world: World;
  /** every route the app registered, in order */
  routes: RouteOptions[];
}

/**
 * Cancels the generation jobs still running (those the stand-in holds open): each holds a connection,
 * and a pile of them has been seen to hold up closing the app on PostgreSQL by a minute. Tells how many.
 */
export async function cancelRunningJobs(app: FastifyInstance): Promise<number> {
  const running = await app.db.select({ id: generationJobs.id }).from(generationJobs).where(eq(generationJobs.status, 'running'));
  if (running.length === 0) return 0;
  const { cookie } = await signIn(app, { role: 'god' });
  for (const { id } of running) await app.inject({ method: 'POST', url: `/api/admin/generation/jobs/${id}/cancel`, headers: { cookie } });
  return running.length;
}

export async function createAccessApp(env: Record<string, string> = {}): Promise<AccessApp> {
  // a job's batches come back from the stand-in at once, and a failure is not retried; a call the
  // stand-in holds open (HANGING_JOB) stays open until the job is cancelled or the app closes
  Object.assign(generationTiming, { timeoutMs: 600_000, retries: 0, backoffMs: 10, maxRetryAfterMs: 50 });
  const routes: RouteOptions[] = [];
  const listening = await createListeningApp({ env, onRoute: (route) => routes.push(route) });
  const { app } = listening;
  const e2e = await loadTestFixtures(app.db);
  const paid = await insertSeries(app.db, { title: 'Access Paid Series', pricePaise: 49900, discountPercent: 40, createdAt: '2026-01-05', withTests: true });
  const free = await insertSeries(app.db, { title: 'Access Free Series', pricePaise: 0, discountPercent: 0, createdAt: '2026-01-04', withTests: true });

  const god = await signIn(app, { role: 'god' });
  const headers = { cookie: god.cookie };
  const note = await app.inject({ method: 'POST', url: '/api/admin/notifications', headers, payload: { title: 'Access notice', body: 'Text.' } });
  const { id: noteId, slug } = note.json().notification as { id: string; slug: string };
  await app.inject({ method: 'POST', url: `/api/admin/notifications/${noteId}/publish`, headers });
  const upload = await app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...headers, 'content-type': 'image/png' }, payload: PNG });

  const world: World = {
    freeSeries: e2e.seriesId,
    tests: e2e.tests,
    quiz: e2e.quizzes['E2E Weekly Quiz']!,
    paidSeries: paid.seriesId,
    otherFreeSeries: free.seriesId,
    notice: slug,
    image: upload.json().path as string,
    generation: { exam: 'GATE CS', section: 'Technical', topic: 'Graphs', difficulty: 'medium', marks: 1, count: 2 },
  };
  for (const [name, value] of Object.entries(world)) {
    if (!value) throw new Error(`access world: no ${name}`);
  }
  const close = async () => {
    await cancelRunningJobs(app);
    await listening.close();
  };
  return { ...listening, close, world, routes };
}
