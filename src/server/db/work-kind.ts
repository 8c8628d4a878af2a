// Learners before staff (decision 042): on PostgreSQL the admin's work (its requests under
// /api/admin and the background jobs of the bank, the statistics and generation) takes its
// connections from a small pool of its own, so that it can never hold the ones an exam needs.
// What runs as admin work is marked here, for the request or job and everything it awaits.
import { AsyncLocalStorage } from 'node:async_hooks';

const adminWork = new AsyncLocalStorage<true>();

/** Runs `work` (and all it starts) as admin work. */
export function runAsAdminWork<T>(work: () => T): T {
  return adminWork.run(true, work);
}

/** Whether the code running now is admin work. */
export const isAdminWork = (): boolean => adminWork.getStore() === true;
