import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One PGlite database per test file: files run in parallel, tests inside a file in order.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one file fewer than the cores: a single file at a time on a 2-core
    // machine, while many files mostly wait on a database or a timer. Two at least halves the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/dom-timeouts.ts', 'src/test/web-storage.ts'],
  },
});
