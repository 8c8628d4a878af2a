import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

const setupFiles = ['src/test/messages.ts', 'src/test/fail-on-console-error.ts', 'src/test/dom-timeouts.ts', 'src/test/web-storage.ts'];
const webSetupFiles = [...setupFiles, 'src/test/web-reset.ts'];

// The files that run longest, longest first (seconds on a 2-core machine, PGlite, 2026-12-07): each
// starts first in its project, so that none is left running alone at the end. Vitest orders files by
// their last run's times, kept under node_modules; on a fresh clone it has none and orders them by
// size, and the 50-line access walk started last. A file that runs 5 s or more belongs here.
const longestFirst = [
  'src/server/faults/faults.test.ts', // 30: waits for the attempt sweeper's first round
  'src/server/access/access.test.ts', // 30: every route for every caller
  'src/server/access/cross-site.test.ts', // 19
  'src/server/features/admin/question-import/hostile-files.test.ts', // 27
  'src/server/db/backup.test.ts', // 19
  'src/server/shutdown.test.ts', // 19: two servers in processes of their own
  'src/web/features/admin/questions/pages/question-edit-page.test.tsx', // 14
  'src/server/features/admin/generation/takeover.test.ts', // 14
  'src/server/access/fuzz.test.ts', // 12
  'src/web/app/ssr/render.test.ts', // 10
  'src/server/listen.test.ts', // 9: npm start's server, compiled from source
  'src/server/features/admin/question-import/check-off-the-loop.test.ts', // 8
  'src/server/features/admin/question-import/checker.test.ts', // 7
  'src/server/cli/admin.test.ts', // 7
  'src/server/features/admin/question-export/round-trip.test.ts', // 6
  'src/server/features/admin/bank-jobs/runner.test.ts', // 6
  'src/web/features/exam/result/result-view.test.tsx', // 6
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest's order keeps each project's files together (measured: handing out the server's first,
    // before the isolated ones, took 30 s longer); within a project the listed files go first
    const projectAt = new Map<string, number>();
    sorted.forEach((file, index) => projectAt.set(file.project.name, projectAt.get(file.project.name) ?? index));
    const rank = (file: TestSpecification) => {
      const at = longestFirst.indexOf(path.relative(file.project.config.root, file.moduleId));
      return at === -1 ? longestFirst.length : at;
    };
    const position = new Map(sorted.map((file, index) => [file, index]));
    return [...sorted].sort(
      (a, b) => projectAt.get(a.project.name)! - projectAt.get(b.project.name)! || rank(a) - rank(b) || position.get(a)! - position.get(b)!,
    );
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one file fewer than the cores: a single file at a time on a 2-core
    // machine, while many files mostly wait on a database, a server process or a timer. Three on two
    // cores keep both busy while one waits (measured: 277 s against 295 s with two).
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    // the modules as Vite transformed them, kept on disk (node_modules/.experimental-vitest-cache) for
    // the next run: .ci/run runs the server's files three times (PGlite, Node 26, PostgreSQL), and each
    // run after the first skips transforming them again (measured on a part of the suite: transform
    // 11.3 s against 2.5 s)
    experimental: { fsModuleCache: true },
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
