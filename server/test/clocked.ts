// Servers for the economy and hardening tests: a real server on a fresh database like harness.ts,
// with a clock the test moves (buildApp's `now` option, which no request can reach), and more
// app instances on one database (as several processes behind a load balancer).

import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { freshDatabase, requester, type TestDatabase, type TestServer } from './harness';

/** A clock that stands still until the test moves it. */
export class TestClock {
  private at: number;
  constructor(start: Date | string) {
    this.at = new Date(start).getTime();
  }
  readonly now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
  set(at: Date | string): void {
    this.at = new Date(at).getTime();
  }
}

/** A server on `database`, reading `env` as its environment. */
export async function startOn(
  database: Pick<TestDatabase, 'url' | 'db'>,
  env: Record<string, string> = {},
  clock?: TestClock,
): Promise<Omit<TestServer, 'close'> & { close(): Promise<void> }> {
  const config = readConfig({
    NODE_ENV: 'test',
    PUZZLE_POOL_TARGET: '2',
    DATABASE_URL: database.url,
    AUTH_ATTEMPTS_PER_MINUTE: '100000',
    CONTACT_PER_MINUTE: '100000',
    // Many requests from one address and session: the write limits have tests of their own.
    WRITES_PER_MINUTE_PER_ADDRESS: '1000000',
    WRITES_PER_MINUTE_PER_SESSION: '1000000',
    ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '1000000',
    ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '1000000',
    ...env,
  });
  const { app, pool } = await buildApp(config, database.db, clock ? { now: clock.now } : {});
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, url: database.url, db: database.db, request: requester(base), close: () => app.close() };
}

/** A server on its own fresh database; closing it drops the database. */
export async function startClocked(env: Record<string, string> = {}, clock?: TestClock): Promise<TestServer> {
  const database = await freshDatabase();
  const server = await startOn(database, env, clock);
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}
