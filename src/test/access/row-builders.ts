// The small builders the access table's row files share: a case named by the action it needs, a
// row of cases, a request.
import type { AdminAction } from '../../shared/admin-permissions.ts';
import { adminAction, type AccessCase, type AccessRequest, type AccessRow } from './table.ts';
import type { Scene } from './scene.ts';

export type Build = (s: Scene) => Promise<AccessRequest> | AccessRequest;

export const act = (what: string, action: AdminAction, build: Build, ok = 200): AccessCase => ({
  what,
  action,
  request: async (s) => build(s),
  expect: adminAction(action, ok),
});
export const row = (method: AccessRow['method'], url: string, ...cases: AccessCase[]): AccessRow => ({ method, url, cases });
export const at = (url: string, payload?: AccessRequest['payload']): AccessRequest => (payload === undefined ? { url } : { url, payload });
