import { defineConfig } from 'vitest/config';

// One PGlite database per test file: files run in parallel, tests inside a file in order.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/dom-timeouts.ts'],
  },
});
