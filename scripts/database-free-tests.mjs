// The server test files that open no database (the import parsers, the marking and signature
// functions): they answer the same whatever the database, so the PostgreSQL run (test-pg.mjs) leaves
// them to npm test's run on PGlite. A file opens one through these helpers, or starts a server that
// does; one that names none of them is database-free.
import { readdirSync, readFileSync } from 'node:fs';

const OPENS_A_DATABASE =
  /\b(createTestApp|createSecondInstance|createTestDatabase|openDatabase|createListeningApp|createAccessApp|buildApp|startServerProcess)\b|DATABASE_URL|src\/server\/main\.ts/;

export const opensADatabase = (text) => OPENS_A_DATABASE.test(text);

export function databaseFreeTests(root = 'src/server') {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.ts$/.test(name))
    .map((name) => `${root}/${name}`)
    .filter((file) => !opensADatabase(readFileSync(file, 'utf8')))
    .sort();
}
