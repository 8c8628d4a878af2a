// The leases of the admin's jobs (generation, imports and exports) at a start where no other process
// can be holding one: the embedded database belongs to one process at a time (main.ts).
import type { Database } from '../../db/client.ts';
import { endBankJobLeases } from './bank-jobs/service.ts';
import { endGenerationLeases } from './generation/service.ts';

export async function endAdminJobLeases(db: Database): Promise<void> {
  await Promise.all([endGenerationLeases(db), endBankJobLeases(db)]);
}
