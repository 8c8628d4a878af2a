// One request of the access walk: a fresh scene, the caller, the request, and what its answer must be.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import { enrol } from '../../server/features/enrolments/service.ts';
import { clip } from '../../server/plugins/errors.ts';
import { notReviewedError } from '../../shared/api/admin-content.ts';
import { apiErrorBody } from '../../shared/api/errors.ts';
import { changedTables, fingerprint } from './fingerprint.ts';
import { HANGING_JOB, newScene, type Person, type Scene } from './scene.ts';
import type { AccessCase, AccessRequest, Caller } from './table.ts';
import type { Walkable } from './routes.ts';
import { cancelRunningJobs, type World } from './world.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChanging = (method: string) => STATE_CHANGING.has(method);

/** The caller's session: the owner's own, or a fresh account (so one request's sign-out or limits touch no other). */
export async function callerOf(app: FastifyInstance, world: World, scene: Scene, caller: Caller): Promise<Person | null> {
  if (caller === 'none') return null;
  if (caller === 'owner') return scene.owner();
  if (caller === 'other') {
    // a learner of the owner's own series: a refusal is about whose the thing is, not about enrolment
    const other = await scene.person();
    await enrol(app.db, { userId: other.id, seriesId: world.freeSeries, source: 'free' });
    return other;
  }
  // the creator whose own drafts the scene wrote (scene.ownDraft…): still an account of this request's alone
  if (caller === 'creator') return scene.creator();
  return scene.person(caller);
}

export function injectOptions(method: string, request: AccessRequest, who: Person | null, extraHeaders: Record<string, string> = {}): InjectOptions {
  const headers: Record<string, string> = { ...request.headers, ...extraHeaders };
  if (who) headers.cookie = who.cookie;
  const options: InjectOptions = { method: method as InjectOptions['method'], url: request.url, headers };
  if (request.payload !== undefined) options.payload = request.payload;
  return options;
}

/**
 * Generation jobs write from the background: a fingerprint is taken only once none is running,
 * except those the stand-in holds open, which write nothing until they are cancelled.
 */
export async function quiet(app: FastifyInstance) {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const [row] = await queryRows<{ running: number }>(
      app.db,
      sql`select count(*)::int as running from generation_jobs where status = 'running' and coalesce(source_notes, '') <> ${HANGING_JOB}`,
    );
    if (!row?.running) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('a generation job is still running after 10 s');
}

/**
 * The scene a case's requests are sent in, kept from one request to the next while none changes a row:
 * a request that changed nothing (a refusal, a read) leaves the next caller the very scene it found,
 * as the fingerprints taken around it prove, so nothing it did can change the next one's answer. A
 * request that changed a row, or left a job running that the walk then cancelled, spends the scene,
 * and the next request gets a fresh one. (Built afresh for every request, the scenes took two thirds
 * of the access walk's time.)
 */
export class KeptScene {
  #made: Promise<{ scene: Scene; request: AccessRequest }> | null = null;
  /** how many scenes the case's requests were sent in */
  built = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly world: World,
    readonly walkCase: AccessCase,
  ) {}

  take() {
    if (!this.#made) {
      this.built += 1;
      const scene = newScene(this.app, this.world);
      this.#made = this.walkCase.request(scene).then((request) => ({ scene, request }));
    }
    return this.#made;
  }

  spend() {
    this.#made = null;
  }
}

interface Sent {
  response: LightMyRequestResponse;
  /** the tables whose rows the request changed */
  changed: string[];
  scene: Scene;
}

/**
 * One request of a case, as the caller, in the case's kept scene: the tables it changed are told (with
 * `quietBefore` and `quietAfter`, none that a background job wrote meanwhile), and a request that
 * changed any spends the scene.
 */
export async function sendInScene(
  app: FastifyInstance,
  world: World,
  kept: KeptScene,
  route: Walkable,
  caller: Caller,
  { headers = {}, rewrite = (request) => request, quietBefore = false, quietAfter = false }: SendOptions = {},
): Promise<Sent> {
  const { scene, request } = await kept.take();
  const who = await callerOf(app, world, scene, caller);
  if (quietBefore) await quiet(app);
  const before = await fingerprint(app.db);
  const response = await app.inject(injectOptions(route.method, rewrite(request), who, headers));
  if (quietAfter) await quiet(app);
  const changed = changedTables(before, await fingerprint(app.db));
  const cancelled = await cancelRunningJobs(app);
  if (changed.length > 0 || cancelled > 0) kept.spend();
  return { response, changed, scene };
}

interface SendOptions {
  headers?: Record<string, string>;
  rewrite?: (request: AccessRequest) => AccessRequest;
  quietBefore?: boolean;
  quietAfter?: boolean;
}

/** What is wrong with an answer, if anything: the status, the error shape, a leak, a change a refusal made. */
export async function walkOne(app: FastifyInstance, world: World, route: Walkable, kept: KeptScene, caller: Caller): Promise<string[]> {
  const walkCase = kept.walkCase;
  const expected = walkCase.expect[caller];
  const refusedChange = isStateChanging(route.method) && expected >= 400;
  const { response, changed, scene } = await sendInScene(app, world, kept, route, caller, { quietBefore: refusedChange });
  const problems = checkAnswer(route, response, expected, caller, scene.secrets);
  if (refusedChange && changed.length > 0) problems.push(`refused, yet changed ${changed.join(', ')}`);
  const label = `${route.method} ${route.url} (${walkCase.what}) as ${caller}`;
  return problems.map((problem) => `${label}: ${problem}`);
}

export function checkAnswer(route: Walkable, response: LightMyRequestResponse, expected: number, caller: Caller, secrets: Set<string>): string[] {
  const problems: string[] = [];
  const { statusCode, body } = response;
  if (statusCode !== expected) problems.push(`expected ${expected}, got ${statusCode} ${body.slice(0, 160)}`);
  if (statusCode >= 400 && route.method !== 'HEAD') problems.push(...errorShapeProblems(body, route.url));
  // a learner is stopped at the admin guard; an admin by the action's own permission
  if (statusCode === 403 && route.url.startsWith('/api/admin') && route.method !== 'HEAD') {
    const code = caller === 'owner' || caller === 'other' ? 'admin-only' : 'forbidden';
    if (!body.includes(`"code":"${code}"`)) problems.push(`expected the code '${code}', got ${body.slice(0, 100)}`);
  }
  // admins read learners' data on admin routes; everywhere else only the owner sees the owner's things
  const mayReadOwner = caller === 'owner' || (route.url.startsWith('/api/admin') && statusCode < 400);
  if (!mayReadOwner) {
    const leaked = [...secrets].filter((secret) => body.includes(secret));
    if (leaked.length > 0) problems.push(`answer carries the owner's ${leaked.join(', ')}`);
  }
  return problems;
}

/**
 * The one error shape, with a message a person can read: not empty, no stack, no SQL. `sentUrl` is
 * the path the request asked for: a 404 names it back, and a path the caller typed as 'undefined' is
 * their word, not a leak.
 */
export function errorShapeProblems(body: string, sentUrl = ''): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`error body is not JSON: ${body.slice(0, 80)}`];
  }
  // publishing a paper whose questions are not reviewed lists them (notReviewedError); nothing else adds a field
  const shape = (isNotReviewed(parsed) ? notReviewedError : apiErrorBody).strict().safeParse(parsed);
  if (!shape.success) return [`error body is not { success: false, code, message }: ${body.slice(0, 120)}`];
  const { message: fullMessage } = shape.data;
  const sentPath = sentUrl.split('?')[0] ?? '';
  const message = sentPath.length > 1 ? fullMessage.replaceAll(clip(sentPath), '<path>').replaceAll(sentPath, '<path>') : fullMessage;
  if (!/[A-Za-z]{2,}/.test(message)) return [`error message says nothing: '${message}'`];
  if (/\n\s+at |\bselect\s.*\sfrom\s|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|\bECONN|TypeError|\bundefined\b|\[object Object\]/i.test(message)) {
    return [`error message shows internals: '${message.slice(0, 120)}'`];
  }
  return [];
}

const isNotReviewed = (body: unknown) => typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'questions-not-reviewed';
