// Issue 14 point 1: every route, public, learner and admin, is a row of one table (src/test/access),
// walked for every caller: nobody signed in, the learner whose things the request names, another
// learner, and each admin role. A route registered without a row fails here, naming the route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessApp, type AccessApp } from '../../test/access/world.ts';
import { learnerRows } from '../../test/access/learner-rows.ts';
import { adminRows } from '../../test/access/admin-rows.ts';
import { callers, uncoveredRoles, unwalkedActions, type AccessRow } from '../../test/access/table.ts';
import { compareWithTable, registeredRoutes, tableRoutes } from '../../test/access/routes.ts';
import { KeptScene, walkOne } from '../../test/access/walk.ts';
import { reportCounts } from '../../test/report-counts.ts';

let t: AccessApp;
let rows: AccessRow[];

beforeAll(async () => {
  t = await createAccessApp();
  rows = [...learnerRows(t.world, t.app.config.razorpay.webhookSecret), ...adminRows(t.world)];
});
afterAll(() => t?.close());

describe('the access table', () => {
  it('has a row for every route the server registers, and none for a route it does not', () => {
    const { withoutRow, notRegistered, duplicated } = compareWithTable(registeredRoutes(t.routes), rows);
    expect(withoutRow, 'routes without a row in src/test/access (add one, with the status each caller gets)').toEqual([]);
    expect(notRegistered, 'rows for routes the server does not register').toEqual([]);
    expect(duplicated, 'routes listed twice').toEqual([]);
  });

  it('has a caller for every role and walks every action of the admin permissions table', () => {
    expect(uncoveredRoles()).toEqual([]);
    expect(unwalkedActions(rows)).toEqual([]);
  });

  it('answers every route as the table says, for every caller', async () => {
    const problems: string[] = [];
    let requests = 0;
    let scenes = 0;
    const walkable = tableRoutes(rows);
    for (const route of walkable) {
      for (const walkCase of route.row.cases) {
        // the callers take turns in one scene while their requests change nothing (walk.ts)
        const kept = new KeptScene(t.app, t.world, walkCase);
        for (const caller of callers) {
          problems.push(...(await walkOne(t.app, t.world, route, kept, caller)));
          requests += 1;
        }
        scenes += kept.built;
      }
    }
    reportCounts('access', `${walkable.length} routes walked, ${requests} requests in ${scenes} scenes`);
    expect(problems).toEqual([]);
  }, 600_000);
});
