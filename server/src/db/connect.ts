// A Kysely handle over a pg pool, for one database URL.

import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export function connect(
  url: string,
  max = 10,
  log: (message: string) => void = console.error,
): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (a restart, the embedded one stopping) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => log(`database connection lost: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
