import { afterEach, vi } from 'vitest';

// an unexpected console.error is a bug the test did not look for
const errorSpy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
