// Issue 14 point 4: every state-changing API route of the access table refuses a request that a page
// of another site made the browser send, with the caller's cookie: 403 'cross-site' and no row
// changed, however the path is spelled (the router decodes /%61pi/... to /api/...). The same request
// from the site itself is answered as the table says, so each refusal is of a request that would have
// done something. Razorpay's webhook is exempt by design: it is signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessApp, type AccessApp } from '../../test/access/world.ts';
import { learnerRows } from '../../test/access/learner-rows.ts';
import { adminRows } from '../../test/access/admin-rows.ts';
import { callers, type AccessCase, type AccessRequest, type Caller } from '../../test/access/table.ts';
import { tableRoutes, type Walkable } from '../../test/access/routes.ts';
import { isStateChanging, KeptScene, sendInScene } from '../../test/access/walk.ts';
import { reportCounts } from '../../test/report-counts.ts';

let t: AccessApp;
let guarded: Walkable[];
let siteOrigin: string;

const FOREIGN_ORIGIN = 'https://prepverse.example.net';
const WEBHOOK = '/api/payment/webhook';

beforeAll(async () => {
  t = await createAccessApp();
  siteOrigin = new URL(t.baseUrl).origin;
  const rows = [...learnerRows(t.world, t.app.config.razorpay.webhookSecret), ...adminRows(t.world)];
  guarded = tableRoutes(rows).filter((route) => route.url.startsWith('/api/') && isStateChanging(route.method));
});
afterAll(() => t?.close());

/** The caller the table lets through, if any (the owner first): a refused request proves nothing. */
function allowedCaller(walkCase: AccessCase): Caller {
  const order: Caller[] = ['owner', 'god', 'master', 'creator', 'other', 'none'];
  return order.find((caller) => walkCase.expect[caller] < 400) ?? 'god';
}

/**
 * The case's request as the caller, with these headers, in the case's kept scene (walk.ts): the
 * refusals change nothing, so a case's foreign requests and its first from the site share one.
 */
async function send(kept: KeptScene, route: Walkable, caller: Caller, headers: Record<string, string>, encoded = false) {
  const rewrite = (request: AccessRequest) => (encoded ? { ...request, url: request.url.replace(/^\/api\//, '/%61pi/') } : request);
  const { response, changed } = await sendInScene(t.app, t.world, kept, route, caller, { headers, rewrite, quietBefore: true, quietAfter: true });
  return { response, changed };
}

describe('a request from another site', () => {
  it('is refused on every state-changing route, and changes nothing', async () => {
    const problems: string[] = [];
    let requests = 0;
    let scenes = 0;
    for (const route of guarded.filter((r) => r.url !== WEBHOOK)) {
      for (const walkCase of route.row.cases) {
        const kept = new KeptScene(t.app, t.world, walkCase);
        const caller = allowedCaller(walkCase);
        const label = `${route.method} ${route.url} (${walkCase.what}) as ${caller}`;
        const foreign = [
          ['Origin', { origin: FOREIGN_ORIGIN }, false],
          ['Referer without Origin', { referer: `${FOREIGN_ORIGIN}/quiz?next=/api` }, false],
          // the router decodes the path, so the check must not read the raw text
          ['Origin, path percent-encoded', { origin: FOREIGN_ORIGIN }, true],
        ] as const;
        for (const [how, headers, encoded] of foreign) {
          const { response, changed } = await send(kept, route, caller, headers, encoded);
          requests += 1;
          if (response.statusCode !== 403 || response.json().code !== 'cross-site') {
            problems.push(`${label}, foreign ${how}: expected 403 cross-site, got ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
          if (changed.length > 0) problems.push(`${label}, foreign ${how}: refused, yet changed ${changed.join(', ')}`);
        }
        // the same request from the site itself, spelled either way: what the access table says
        for (const encoded of [false, true]) {
          const { response } = await send(kept, route, caller, { origin: siteOrigin }, encoded);
          requests += 1;
          if (response.statusCode !== walkCase.expect[caller]) {
            const spelled = encoded ? ', path percent-encoded' : '';
            problems.push(`${label}, from the site${spelled}: expected ${walkCase.expect[caller]}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
        scenes += kept.built;
      }
    }
    reportCounts('cross-site', `${guarded.length - 1} state-changing routes walked, ${requests} requests in ${scenes} scenes, all refused from another site`);
    expect(problems).toEqual([]);
  }, 600_000);

  it("leaves Razorpay's webhook to its signature: a foreign Origin is no reason to refuse it", async () => {
    const webhook = guarded.find((route) => route.url === WEBHOOK);
    expect(webhook, 'the webhook is a state-changing route of the table').toBeDefined();
    const walkCase = webhook!.row.cases[0]!;
    for (const caller of callers) {
      const { response, changed } = await send(new KeptScene(t.app, t.world, walkCase), webhook!, caller, { origin: FOREIGN_ORIGIN });
      expect(response.statusCode, caller).toBe(200);
      expect(response.json(), caller).toEqual({ success: true, ignored: false });
      // the signed capture marked the owner's order paid and enrolled them
      expect(changed, caller).toEqual(expect.arrayContaining(['payments', 'enrolments']));
    }
  });
});
