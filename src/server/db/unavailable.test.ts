import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { freePort } from '../../test/browserless-client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('knows a database nobody answers for, as the driver and Drizzle report it', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 2000 });
    const error = await drizzle({ client: pool })
      .execute(sql`select 1`)
      .catch((caught: unknown) => caught);
    await pool.end();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows a server that is shutting down or out of connections by its SQLSTATE', () => {
    for (const code of ['57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('server says no'), { code }))).toBe(true);
    }
  });

  it('leaves a query that went wrong to be a server error', () => {
    for (const code of ['23505', '42P01', '22P02']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('bad query'), { code }))).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Attempt x cannot be graded'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
