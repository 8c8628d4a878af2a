// The admin areas' boundaries and the ban on import cycles, as rules.test.ts checks the modules': each
// fixture stands at a real place in src/ and must fail on exactly the rule it breaks, or pass.
import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-fixture.ts';

describe('the admin areas, each a module of its own', () => {
  it("fail on another area's internals on the server", async () => {
    const messages = await lintFixture('another-admin-area.ts', 'src/server/features/admin/hindi-versions/extra.ts');
    expect(messages).toEqual([
      expect.objectContaining({ rule: 'import/no-restricted-paths', text: expect.stringContaining('An admin area is a module of its own') }),
    ]);
  });

  it("pass another area's service and the admin feature's shared files", async () => {
    expect(await lintFixture('admin-area-service.ts', 'src/server/features/admin/hindi-versions/extra.ts')).toEqual([]);
  });

  it('fail on one web admin area importing another', async () => {
    const messages = await lintFixture('another-web-admin-area.ts', 'src/web/features/admin/winners/extra.ts');
    expect(messages).toEqual([
      expect.objectContaining({ rule: 'import/no-restricted-paths', text: expect.stringContaining('An admin area never imports another') }),
    ]);
  });

  it("pass the admin's shared widgets and calls on the web", async () => {
    expect(await lintFixture('web-admin-shared.ts', 'src/web/features/admin/winners/extra.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  it('fail on an import that closes one, an import of types only included', async () => {
    const messages = await lintFixture('import-cycle.ts', 'src/shared/round.ts');
    expect(messages).toEqual([
      expect.objectContaining({
        rule: 'prepverse/no-cycle',
        text: expect.stringContaining('Import cycle: src/shared/round.ts → src/shared/topic-strengths.ts → src/shared/round.ts'),
      }),
    ]);
  });
});
