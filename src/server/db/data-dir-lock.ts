// The embedded database lives inside one process: a second one opening the same files (a backup
// while `npm start` runs, `npm run admin` against a live server) could corrupt them. Whoever opens
// it claims the data directory with its process id; a claim by a process that is gone is taken over.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'prepverse.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is someone else's
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

/** Claims `dataDir` for this process; the returned function lets go of it. */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirInUse(
      `The embedded database in ${dataDir} is in use by process ${holder} (a running Prepverse server?): stop it first. ` +
        `If no Prepverse process is running, delete ${file}.`,
    );
  }
  await writeFile(file, String(process.pid));
  return async () => {
    const current = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (current === process.pid) await rm(file, { force: true });
  };
}
