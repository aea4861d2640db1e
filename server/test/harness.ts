// A real server for a test file: its own fresh database on the test PostgreSQL, migrations run,
// listening on a free port of 127.0.0.1, and a fetch helper that speaks to it over HTTP.

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { createDatabase } from './create-database';

export type Request = (
  path: string,
  init?: RequestInit & { session?: string | null; json?: unknown },
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
) => Promise<{ status: number; body: any }>;

export interface TestServer {
  readonly base: string;
  /** The server's database, for another server over it (clocked.ts's startOn). */
  readonly url: string;
  readonly db: Kysely<Database>;
  readonly request: Request;
  close(): Promise<void>;
}

export const SESSION = 'test-session-0001';

export interface TestDatabase {
  readonly url: string;
  readonly db: Kysely<Database>;
  /** Close the handle, wait for its connections to end, and drop the database. */
  drop(): Promise<void>;
}

/** A new, migrated database on the test PostgreSQL. */
export async function freshDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseUrl');
  const name = `nl_test_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  const db = connect(url, 4, () => {});
  await migrate(db);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's connections close a moment after destroy() resolves: a forced drop before then
      // would kill them mid-goodbye.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Requests to a server at `base`, with the session header (unless `session: null`) and JSON bodies. */
export function requester(base: string): Request {
  return async (path, init = {}) => {
    const { session = SESSION, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (session) headers.set('X-Session-Id', session);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(`${base}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  };
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const config = readConfig({
    NODE_ENV: 'test',
    PUZZLE_POOL_TARGET: '2',
    DATABASE_URL: database.url,
    // Many requests from one address and session: the write limits have tests of their own.
    WRITES_PER_MINUTE_PER_ADDRESS: '1000000',
    WRITES_PER_MINUTE_PER_SESSION: '1000000',
    ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '1000000',
    ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '1000000',
    ...env,
  });
  const { app, pool } = await buildApp(config, database.db);
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    url: database.url,
    db: database.db,
    request: requester(base),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
