// @tag database: named prepared statements of the connection.
// queryPrepared (db/connect.ts), which the served marks' insert goes through: the statement is really
// named on the connection (PostgreSQL lists it among the session's prepared statements), gives
// the same rows on every call, and leaves a transaction or a foreign handle to the caller.

import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryPrepared } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { freshDatabase, type TestDatabase } from './harness';

/** Reads the session's prepared statements from inside itself: it sees its own name only when it is named. */
const NAMES = {
  name: 'test_prepared_names',
  text: 'SELECT $1::int + 1 AS next, array_agg(name::text ORDER BY name) AS names FROM pg_prepared_statements',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.drop();
});

it('runs a statement named on the pooled connection, with its values, call after call', async () => {
  // More calls at once than the pool has connections: each connection prepares it once and reuses it.
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      queryPrepared<{ next: number; names: string[] }>(database.db, NAMES, [i]),
    ),
  );
  answers.forEach((rows, i) => {
    expect(rows).toHaveLength(1);
    expect(rows?.[0]?.next).toBe(i + 1);
    expect(rows?.[0]?.names).toContain(NAMES.name);
  });
});

it('leaves a transaction, and a handle connect() did not make, to the caller', async () => {
  const inside = await database.db
    .transaction()
    .execute((tx) => queryPrepared(tx as Kysely<Database>, NAMES, [1]));
  expect(inside).toBeUndefined();
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const foreign = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    expect(await queryPrepared(foreign, NAMES, [1])).toBeUndefined();
  } finally {
    await foreign.destroy();
  }
});
