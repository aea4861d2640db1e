// A real server on a fresh database like harness.ts, whose log lines the test can read: for what
// must, or must never, be logged.

import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { freshDatabase, requester, type TestServer } from './harness';

export interface LoggedServer extends TestServer {
  /** Every log line so far, parsed. */
  readonly lines: () => Record<string, unknown>[];
  /** The raw log so far. */
  readonly text: () => string;
}

export async function startLogged(env: Record<string, string> = {}): Promise<LoggedServer> {
  const database = await freshDatabase();
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  const config = readConfig({
    NODE_ENV: 'test',
    PUZZLE_POOL_TARGET: '1',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
    WRITES_PER_MINUTE_PER_ADDRESS: '1000000',
    WRITES_PER_MINUTE_PER_SESSION: '1000000',
    ...env,
  });
  const { app, pool } = await buildApp(config, database.db, { logStream: stream });
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    url: database.url,
    db: database.db,
    request: requester(base),
    text: () => log,
    lines: () =>
      log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Production settings a test server may start with: secrets long and varied enough. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Kq3v9Xr2LmT8wZp4Yc6Hn1Bd7Fg5Js0Ua',
  CAPTCHA_HMAC_KEY: 'Rt5Ew2Qa9Zs4Xd7Cf1Vg8Bh3Nj6Mk0Lp',
} as const;
