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

export interface TestServer {
  readonly base: string;
  readonly db: Kysely<Database>;
  request(
    path: string,
    init?: RequestInit & { session?: string | null; json?: unknown },
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export const SESSION = 'test-session-0001';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const adminUrl = inject('databaseUrl');
  const name = `nl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = connect(url, 4);
  await migrate(db);
  const config = readConfig({ NODE_ENV: 'test', PUZZLE_POOL_TARGET: '2', DATABASE_URL: url, ...env });
  const { app, pool } = await buildApp(config, db);
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    db,
    async request(path, init = {}) {
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
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.status, body };
    },
    async close() {
      await app.close();
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
