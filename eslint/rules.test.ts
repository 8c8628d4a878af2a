// The boundaries are only as good as the lint run that enforces them: each fixture breaks one rule
// on purpose, linted as if it stood at a real place in src/, and the run must fail on exactly that.
import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-fixture.ts';

describe('the lint rules that keep the modules apart', () => {
  it("fail on a table imported outside its owner's repository", async () => {
    const messages = await lintFixture('table-of-another-module.ts', 'src/server/features/test-series/service.ts');
    expect(messages).toEqual([
      expect.objectContaining({ rule: 'prepverse/table-owner', text: expect.stringContaining("'enrolments' belongs to the enrolments module") }),
    ]);
  });

  it("fail on another module's internals", async () => {
    const messages = await lintFixture('internals-of-another-module.ts', 'src/server/features/payments/service.ts');
    expect(messages).toEqual([expect.objectContaining({ rule: 'import/no-restricted-paths' })]);
  });

  it('fail on the outer database handle inside a transaction', async () => {
    const messages = await lintFixture('outer-db-in-transaction.ts', 'src/server/features/attempts/service.ts');
    expect(messages).toEqual([
      expect.objectContaining({ rule: 'prepverse/no-outer-db-in-transaction', text: expect.stringContaining("'db' is the database outside") }),
    ]);
  });

  it('fail on one web feature importing another', async () => {
    const messages = await lintFixture('another-web-feature.ts', 'src/web/features/checkout/another.ts');
    expect(messages).toEqual([expect.objectContaining({ rule: 'import/no-restricted-paths' })]);
  });

  it('fail on production code loading a test helper', async () => {
    const messages = await lintFixture('test-helper-in-production.ts', 'src/server/features/site/health.ts');
    expect(messages).toEqual([expect.objectContaining({ rule: 'import/no-restricted-paths', text: expect.stringContaining('Test helpers') })]);
  });

  it('pass a module reached through its service and a transaction that keeps to its own handle', async () => {
    expect(await lintFixture('allowed-imports.ts', 'src/server/features/test-series/extra.ts')).toEqual([]);
  });
});
