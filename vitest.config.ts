import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Five projects, split by what a test file needs of its process. Files of the first four share
// their worker's module graph (isolate: false): the imports (Fastify, React, the schema…) are
// evaluated once per worker, not once per file, which is most of a small file's time. Each test
// file still gets what it must not share: a database wiped to its migrated state
// (src/test/database.ts), a new app, and the web tests' language, storage and recorded requests
// put back after each file (src/test/web-reset.ts).
const testFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);
const text = (file: string) => readFileSync(file, 'utf8');
const all = ['src', 'eslint', 'scripts'].flatMap(testFiles);

// vi.mock replaces a module in the module graph: in a shared graph the mock would reach the files
// that run after it in the same worker, and those files' own imports would not see it. These files
// keep a process of their own.
const mocking = all.filter((file) => /\bvi\.(do)?mock\(/.test(text(file)));
// and these, each for the reason given
const ownProcess: Record<string, string> = {
  // its first render must show the Markdown source while React.lazy loads the renderer: in a shared
  // worker an earlier file has loaded it, and the first render is already the drawn text
  'src/web/components/question-text.test.tsx': 'the lazy renderer not yet loaded',
};
const isolated = [...mocking, ...Object.keys(ownProcess)];
const domFiles = all.filter((file) => /@vitest-environment jsdom/.test(text(file)));
const shared = (files: string[]) => files.filter((file) => !isolated.includes(file));

const setupFiles = ['src/test/fail-on-console-error.ts', 'src/test/dom-timeouts.ts', 'src/test/web-storage.ts'];
const webSetupFiles = [...setupFiles, 'src/test/web-reset.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one file fewer than the cores: a single file at a time on a 2-core
    // machine, while many files mostly wait on a database or a timer. Two at least halves the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: shared(all.filter((file) => file.startsWith('src/server/'))),
          environment: 'node',
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: shared(all.filter((file) => file.startsWith('src/web/') && !domFiles.includes(file))),
          environment: 'node',
          isolate: false,
          setupFiles: webSetupFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-dom',
          include: shared(domFiles),
          environment: 'jsdom',
          isolate: false,
          setupFiles: webSetupFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: shared(all.filter((file) => !file.startsWith('src/server/') && !file.startsWith('src/web/'))),
          environment: 'node',
          isolate: false,
          setupFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolated,
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: webSetupFiles,
        },
      },
    ],
  },
});
