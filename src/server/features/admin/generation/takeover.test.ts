// Generation jobs across instances (decision 032): two "processes" (services with their own runner
// and owner name) over one database and the local model stand-in. A job is run by the process that
// holds its lease; another takes it over only once that lease ran out (its process died) or was
// handed back (it stopped cleanly), and resumes it where it stopped. Nothing is marked failed
// because another process started or read it.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { signIn, testConfig } from '../../../../test/app.ts';
import { freePort } from '../../../../test/browserless-client.ts';
import { eventually } from '../../../../test/listening-app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { questions } from '../../../db/schema.ts';
import type { Actor } from '../authoring.ts';
import { generationTiming } from './llm-client.ts';
import { findJob, insertHeldJob } from './repository.ts';
import { generationLeaseTiming } from './runner.ts';
import { createGenerationService, type GenerationService } from './service.ts';

// long enough that a loaded machine's event-loop lag does not let a renewed lease run out (1.5 s did
// once, with two test files and a second suite sharing the machine's two cores)
const LEASE_MS = 3_000;
let app: FastifyInstance;
let database: DatabaseHandle;
let actor: Actor;
const services: GenerationService[] = [];

beforeAll(async () => {
  Object.assign(generationTiming, { timeoutMs: 5_000, retries: 2, backoffMs: 10, maxRetryAfterMs: 50 });
  // the app's own runner looks once at start and then not within a test: the two below are the processes
  Object.assign(generationLeaseTiming, { pollMs: 3_600_000 });
  const port = await freePort();
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }), db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
  actor = { id: (await signIn(app, { role: 'creator' })).user.id, role: 'creator' };
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.stopAll()));
  // each test's jobs end with it: none is left for the next test's processes to take over
  await app.db.execute(sql`update generation_jobs set status = 'cancelled', lease_owner = null, lease_until = null where status = 'running'`);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** One process: its own runner and owner name, not polling (the test says when it looks for work). */
function instance(owner: string): GenerationService {
  const service = createGenerationService(app.db, app.config, app.log, { owner, leaseMs: LEASE_MS, pollMs: 3_600_000 });
  services.push(service);
  return service;
}

let topicCounter = 0;
const request = (count: number, sourceNotes?: string) => ({
  exam: 'GATE CS',
  section: 'Technical' as const,
  topic: `Takeover ${(topicCounter += 1)}`,
  difficulty: 'medium' as const,
  marks: 2 as const,
  type: 'MCQ' as const,
  count,
  ...(sourceNotes ? { sourceNotes } : {}),
});

const row = async (id: string) => (await findJob(app.db, id))!;
const storedOnTopic = async (topic: string) =>
  (
    await app.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.topic, topic), eq(questions.source, 'ai-generated')))
  ).map((q) => q.id);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('generation jobs across two processes', () => {
  it('are left to the process renewing their lease, then taken over and finished when it dies', async () => {
    const a = instance('process-A');
    const b = instance('process-B');
    // four batches of 5, each answered after 1.5 s
    const job = await a.start(actor, request(20, '[stand-in: slow]'));
    // B looks for work for longer than the lease lasts while A renews: it takes nothing, and marks nothing failed
    const watchedUntil = Date.now() + LEASE_MS + 500;
    while (Date.now() < watchedUntil) {
      expect(await b.runner.takeOver()).toEqual([]);
      await pause(100);
    }
    expect(await b.get(job.id)).toMatchObject({ status: 'running', error: null });
    expect((await instance('process-C').list()).find((item) => item.id === job.id)).toMatchObject({ status: 'running' });
    expect(await row(job.id)).toMatchObject({ leaseOwner: 'process-A' });

    // A is killed during a later batch: it stops renewing and writes nothing more
    await eventually(async () => (await row(job.id)).batchesDone >= 1, 10_000);
    await a.runner.halt();
    const left = await row(job.id);
    expect(left).toMatchObject({ status: 'running', leaseOwner: 'process-A' });
    expect(left.batchesDone).toBeLessThan(4);
    expect(left.acceptedIds).toHaveLength(5 * left.batchesDone);

    // B takes it over only once A's lease has run out
    await eventually(async () => (await b.runner.takeOver()).includes(job.id), 2 * LEASE_MS);
    expect(Date.now()).toBeGreaterThanOrEqual(left.leaseUntil!.getTime() - 50);
    await eventually(async () => (await row(job.id)).status !== 'running', 15_000);
    const done = await row(job.id);
    expect(done).toMatchObject({ status: 'completed', error: null, batchesDone: 4, leaseOwner: null, leaseUntil: null });
    expect(new Set(done.acceptedIds).size).toBe(20);
    // every question stored is the job's: A's cut-short batch stored none
    expect((await storedOnTopic(job.topic)).sort()).toEqual([...done.acceptedIds].sort());
  });

  it('resume a batch a dead process had begun, asking only for what it still lacked', async () => {
    const b = instance('process-B');
    const input = request(5);
    const earlier = (await app.db.select({ id: questions.id }).from(questions).limit(2)).map((q) => q.id);
    expect(earlier).toHaveLength(2);
    // a process died after storing 2 questions and rejecting 1 of its first batch; its lease ran out
    const ghost = await insertHeldJob(
      app.db,
      {
        ...input,
        createdBy: actor.id,
        model: 'local',
        batchesTotal: 1,
        acceptedIds: earlier,
        rejections: [{ kind: 'question', count: 1, reason: 'It has 3 options.', question: null }],
      },
      'process-dead',
      -1_000,
    );
    expect(await b.runner.takeOver()).toEqual([ghost.id]);
    await eventually(async () => (await row(ghost.id)).status !== 'running', 10_000);
    const done = await row(ghost.id);
    expect(done).toMatchObject({ status: 'completed', batchesDone: 1 });
    expect(done.acceptedIds).toHaveLength(4);
    expect(done.acceptedIds.slice(0, 2)).toEqual(earlier);
    expect(await storedOnTopic(input.topic)).toHaveLength(2);
  });

  it('are handed back on a clean stop and resumed by the next process at once', async () => {
    const a = instance('process-A');
    const b = instance('process-B');
    const job = await a.start(actor, request(10, '[stand-in: slow]'));
    await a.stopAll();
    expect(await row(job.id)).toMatchObject({ status: 'running', leaseOwner: null, leaseUntil: null });
    expect(await b.runner.takeOver()).toEqual([job.id]);
    await eventually(async () => (await row(job.id)).status !== 'running', 15_000);
    expect(await row(job.id)).toMatchObject({ status: 'completed', batchesDone: 2 });
    expect((await row(job.id)).acceptedIds).toHaveLength(10);
  });

  it('are cancelled from another process: the holder stops at its next renewal; a job nobody holds at once', async () => {
    const a = instance('process-A');
    const b = instance('process-B');
    const job = await a.start(actor, request(10, '[stand-in: slow]'));
    const answer = await b.cancel(actor, job.id);
    expect(['running', 'cancelled']).toContain(answer.status);
    await eventually(async () => (await row(job.id)).status === 'cancelled', 5_000);
    expect(a.runner.holds(job.id)).toBe(false);

    const ghost = await insertHeldJob(app.db, { ...request(5), createdBy: actor.id, model: 'local', batchesTotal: 1 }, 'process-dead', -1_000);
    expect(await b.cancel(actor, ghost.id)).toMatchObject({ status: 'cancelled' });
  });
});
