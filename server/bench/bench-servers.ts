// The server under a bench: in this process, as buildApp makes it (autocannon shares its thread).

import { join, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrations';

/** The bench's load comes from one address and few sessions: limits it never reaches (still counted). */
const BENCH_LIMITS = {
  WRITES_PER_MINUTE_PER_ADDRESS: '100000000',
  WRITES_PER_MINUTE_PER_SESSION: '100000000',
  ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '100000000',
  ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '100000000',
};

export const note = (line: string) => process.stderr.write(`${line}\n`);

const SERVER_DIR = resolve(import.meta.dirname, '..');

export interface Running {
  readonly base: string;
  stop(): Promise<void>;
}

/**
 * The server in this process, as src/serve.ts builds it (its own connection pool, migrations,
 * a full puzzle pool), listening on a port of its own: autocannon shares its thread.
 */
export async function startInProcess(url: string): Promise<Running> {
  const config = readConfig({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: join(SERVER_DIR, 'no-client-for-the-bench'),
    ...BENCH_LIMITS,
  });
  const db = connect(url, config.databasePoolSize, note);
  await migrate(db);
  const { app, pool } = await buildApp(config, db);
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await db.destroy();
    },
  };
}
