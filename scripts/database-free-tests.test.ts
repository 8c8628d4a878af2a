// Which server test files the PostgreSQL run leaves to the PGlite one (database-free-tests.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseFreeTests, opensADatabase } from './database-free-tests.mjs';

// the modules through which a test reaches a database, as an import names them
const DATABASE_MODULES =
  /from '[./]*(test\/(app|database|listening-app|server-process|access\/world)|server\/(app|db\/client))\.ts'|from '\.\.?\/(app|client|database|listening-app|world)\.ts'/;

describe('the test files that open no database', () => {
  const files = databaseFreeTests();

  it('are the parsers and pure functions, not the API suite', () => {
    expect(files).toContain('src/server/features/admin/question-import/hostile-files.test.ts');
    expect(files).toContain('src/server/features/payments/signature.test.ts');
    expect(files).not.toContain('src/server/access/access.test.ts');
    expect(files).not.toContain('src/server/db/backup.test.ts');
    expect(files.length).toBeLessThan(40);
  });

  it('import none of the modules that open one', () => {
    const reaching = files.filter((file) => DATABASE_MODULES.test(readFileSync(file, 'utf8')));
    expect(reaching).toEqual([]);
  });

  it('include a file that only runs where DATABASE_URL is set, or starts the server, among those that open one', () => {
    expect(opensADatabase("describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {})")).toBe(true);
    expect(opensADatabase("spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'])")).toBe(true);
    expect(opensADatabase("import { previewImport } from './service.ts';")).toBe(false);
  });
});
