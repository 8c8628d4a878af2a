// Issue 14 point 2: bad input changes nothing. fast-check sends malformed requests to every route of
// the access table (src/test/access), signed out and signed in: each must be refused with a 4xx in
// the one error shape, and afterwards every table is as it was. Then near-valid requests (foreign
// ids, odd text, unknown fields): none may fail with a 5xx, and a refused one may change nothing.
// The seed is printed; FUZZ_SEED=<seed> replays a run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessApp, type AccessApp } from '../../test/access/world.ts';
import { learnerRows } from '../../test/access/learner-rows.ts';
import { adminRows } from '../../test/access/admin-rows.ts';
import { newScene, type Person } from '../../test/access/scene.ts';
import { buildTargets, type Target } from '../../test/access/fuzz/targets.ts';
import { canBreak, malformed, nearValid, type FuzzRequest } from '../../test/access/fuzz/requests.ts';
import { changedTables, fingerprint, type Fingerprint } from '../../test/access/fingerprint.ts';
import { errorShapeProblems, isStateChanging, quiet } from '../../test/access/walk.ts';
import { enrol } from '../../server/features/enrolments/service.ts';
import { reportCounts } from '../../test/report-counts.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MALFORMED_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const NEAR_VALID_RUNS = Math.ceil(MALFORMED_RUNS / 12);

type Who = 'none' | 'learner' | 'god' | 'owner' | 'other';

let t: AccessApp;
let targets: Target[];
let people: Record<Who, Person[]>;
let knownIds: string[];
let problems = new Map<string, string>();
const hit = new Set<string>();
let sent = 0;
let serverErrors = 0;

beforeAll(async () => {
  reportCounts('fuzz', `seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
  t = await createAccessApp();
  const rows = [...learnerRows(t.world, t.app.config.razorpay.webhookSecret), ...adminRows(t.world)];
  const scene = newScene(t.app, t.world);
  targets = await buildTargets(t, rows, scene);
  const owner = await scene.owner();
  const other = await scene.person();
  await enrol(t.app.db, { userId: other.id, seriesId: t.world.freeSeries, source: 'free' });
  // many accounts per kind, so the per-session rate limits answer 429 rarely and the requests reach validation
  const pool = (role: 'learner' | 'god') => Promise.all(Array.from({ length: 16 }, () => scene.person(role)));
  people = { none: [], learner: await pool('learner'), god: await pool('god'), owner: [owner], other: [other] };
  knownIds = [owner.id, other.id, t.world.freeSeries, t.world.paidSeries, t.world.quiz, ...Object.values(t.world.tests), ...scene.secrets];
}, 120_000);
afterAll(async () => {
  reportCounts('fuzz', `${sent} requests across ${hit.size} routes, ${serverErrors} server errors (seed ${SEED})`);
  await t?.close();
});

const pick = <T>(list: T[], index: number) => list[index % list.length];

async function send(target: Target, request: FuzzRequest, who: Who, index: number) {
  const person = pick(people[who], index);
  const headers = { ...request.headers, ...(person ? { cookie: person.cookie } : {}) };
  // signed out, the per-address limits count each request as a different visitor (loopback addresses only)
  const remoteAddress = `127.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const method = request.method as 'GET';
  const response = await t.app.inject({
    method,
    url: request.url,
    headers,
    remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  sent += 1;
  hit.add(`${target.method} ${target.url}`);
  if (response.statusCode >= 500) serverErrors += 1;
  return response;
}

function report(target: Target, request: FuzzRequest, who: Who, problem: string) {
  const key = `${target.method} ${target.url}: ${problem.slice(0, 60)}`;
  if (!problems.has(key)) problems.set(key, `${target.method} ${request.url.slice(0, 120)} as ${who}, ${request.change}: ${problem}`);
}

const callerOf = (target: Target, forMalformed: boolean) =>
  forMalformed
    ? fc.constantFrom<Who>(...(target.url.startsWith('/api/admin') ? (['god', 'god', 'none', 'learner'] as const) : (['none', 'learner', 'god'] as const)))
    : fc.constantFrom<Who>('owner', 'owner', 'other', 'none', 'god');

/** Reads whose answer writes an audit entry: each download of an export file (issue 39). */
const AUDITED_READS = new Set(['/api/admin/bank-jobs/:id/file']);

describe('bad input', () => {
  it('is refused with a 4xx in the one error shape on every route, and changes nothing', async () => {
    const breakable = targets.filter(canBreak);
    await quiet(t.app);
    const before = await fingerprint(t.app.db);
    const request = fc
      .nat(breakable.length - 1)
      .chain((i) => fc.tuple(fc.constant(breakable[i]!), malformed(breakable[i]!), callerOf(breakable[i]!, true), fc.nat()));
    await fc.assert(
      fc.asyncProperty(request, async ([target, made, who, index]) => {
        fc.pre(made !== null);
        const response = await send(target, made!, who, index);
        if (response.statusCode < 400 || response.statusCode >= 500)
          report(target, made!, who, `malformed, yet answered ${response.statusCode} ${response.body.slice(0, 100)}`);
        if (made!.method !== 'HEAD') for (const problem of errorShapeProblems(response.body, made!.url)) report(target, made!, who, problem);
      }),
      { seed: SEED, numRuns: MALFORMED_RUNS, maxSkipsPerRun: 1000 },
    );
    await quiet(t.app);
    const changed = changedTables(before, await fingerprint(t.app.db));
    expect([...problems.values()], `seed ${SEED}`).toEqual([]);
    expect(changed, `malformed requests changed these tables (seed ${SEED})`).toEqual([]);
  }, 600_000);

  it('that passes the schemas never fails with a 5xx, and a refused request changes nothing', async () => {
    problems = new Map();
    let last: Fingerprint = await fingerprint(t.app.db);
    let readsSince: string[] = [];
    // a read that writes the audit log on purpose: each download of an export file is audited (issue 39)
    let auditedReadSince = false;
    const request = fc
      .nat(targets.length - 1)
      .chain((i) => fc.tuple(fc.constant(targets[i]!), nearValid(targets[i]!, knownIds), callerOf(targets[i]!, false), fc.nat()));
    await fc.assert(
      fc.asyncProperty(request, async ([target, made, who, index]) => {
        fc.pre(made !== null);
        const changing = isStateChanging(made!.method);
        if (changing) {
          await quiet(t.app);
          const before = await fingerprint(t.app.db);
          const changed = changedTables(last, before).filter((table) => !(table === 'audit_log' && auditedReadSince));
          if (changed.length > 0) report(target, made!, who, `reads changed ${changed.join(', ')}: ${readsSince.slice(-5).join('; ')}`);
          last = before;
          readsSince = [];
          auditedReadSince = false;
        } else {
          readsSince.push(`${made!.method} ${made!.url.slice(0, 80)}`);
          auditedReadSince ||= made!.method === 'GET' && AUDITED_READS.has(target.url);
        }
        const response = await send(target, made!, who, index);
        if (response.statusCode >= 500) report(target, made!, who, `answered ${response.statusCode} ${response.body.slice(0, 100)}`);
        if (response.statusCode >= 400 && made!.method !== 'HEAD')
          for (const problem of errorShapeProblems(response.body, made!.url)) report(target, made!, who, problem);
        if (changing) {
          await quiet(t.app);
          const after = await fingerprint(t.app.db);
          const changed = changedTables(last, after);
          if (response.statusCode >= 400 && changed.length > 0)
            report(target, made!, who, `refused with ${response.statusCode}, yet changed ${changed.join(', ')}`);
          last = after;
        }
      }),
      { seed: SEED + 1, numRuns: NEAR_VALID_RUNS, maxSkipsPerRun: 1000 },
    );
    expect([...problems.values()], `seed ${SEED}`).toEqual([]);
  }, 600_000);
});
