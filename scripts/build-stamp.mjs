// Whether the built app (dist/) still matches its sources, for `npm start`, which builds only when not.
// `npm run build` runs `node scripts/build-stamp.mjs begin` first and `… end` last: the stamp holds
// the time the build began (a file saved while it ran is newer, and builds again), and a build that
// stopped halfway leaves none.
import { readdir, readFile, rename, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const STAMP = 'dist/build-stamp.json';
const STARTED = 'dist/build-started.json';

// what the build reads: the sources (tests aside), the build's own scripts and settings, and the
// installed packages (npm rewrites node_modules/.package-lock.json at every install)
const INPUT_DIRS = ['src', 'public', 'scripts'];
const INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];
const isTestOnly = (relative) => /\.test\.tsx?$/.test(relative) || relative.startsWith(`src${path.sep}test${path.sep}`);

async function modifiedAt(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Every input file and folder (a folder's time changes when a file in it is added, removed or renamed). */
async function inputs(root) {
  const found = INPUT_FILES.map((file) => path.join(root, file));
  for (const dir of INPUT_DIRS) {
    const top = path.join(root, dir);
    if ((await modifiedAt(top)) === null) continue;
    found.push(top);
    for (const entry of await readdir(top, { withFileTypes: true, recursive: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!isTestOnly(path.relative(root, file))) found.push(file);
    }
  }
  return found;
}

/**
 * Why the app must be built before it starts, or null when the last build is newer than every input.
 * @param {string} root the project's folder
 * @returns {Promise<string | null>}
 */
export async function buildNeeded(root) {
  for (const output of OUTPUTS) {
    if ((await modifiedAt(path.join(root, output))) === null) return `there is no ${output} yet`;
  }
  let builtAt;
  try {
    builtAt = JSON.parse(await readFile(path.join(root, STAMP), 'utf8')).startedAt;
  } catch {
    builtAt = undefined;
  }
  if (typeof builtAt !== 'number') return 'no finished build is on record in dist/build-stamp.json';
  for (const input of await inputs(root)) {
    const at = await modifiedAt(input);
    if (at !== null && at >= builtAt) return `${path.relative(root, input)} changed since the last build`;
  }
  return null;
}

/** At the start of a build: the previous stamp goes (until this build has finished, none is valid). */
export async function beginBuild(root, now = Date.now()) {
  await rm(path.join(root, STAMP), { force: true });
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await writeFile(path.join(root, STARTED), `${JSON.stringify({ startedAt: now })}\n`);
}

/** At the end of a build that succeeded: its start time becomes the stamp. */
export async function endBuild(root) {
  await rename(path.join(root, STARTED), path.join(root, STAMP));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const step = process.argv[2];
  if (step === 'begin') await beginBuild(process.cwd());
  else if (step === 'end') await endBuild(process.cwd());
  else {
    process.stderr.write('usage: node scripts/build-stamp.mjs begin|end\n');
    process.exit(2);
  }
}
