// The whole game outside the test runner, for scripts (npm run shots): an embedded PostgreSQL in
// a temporary folder, the server serving the built client on a free port, both gone on close.

import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/src/app';
import { readConfig } from '../../server/src/config';
import { connect } from '../../server/src/db/connect';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { migrate } from '../../server/src/db/migrations';
import type { Database } from '../../server/src/db/schema';
import { freePort } from '../../server/test/free-port';
import { CLIENT_DIR } from './paths';

export interface StandaloneGame {
  readonly base: string;
  /** The game's database, for scripts that check what the server stored. */
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * @param snapshotClient serve a copy of the built client taken now, so a build made meanwhile
 *   (which empties client/dist) cannot pull files from under a long run
 */
export async function startStandaloneGame(
  log: (line: string) => void = () => {},
  { snapshotClient = false } = {},
): Promise<StandaloneGame> {
  const dir = await mkdtemp(join(tmpdir(), 'numberland-game-'));
  const clientDir = snapshotClient ? join(dir, 'client') : CLIENT_DIR;
  if (snapshotClient) await cp(CLIENT_DIR, clientDir, { recursive: true });
  const postgres = await startEmbeddedPostgres(dir, await freePort(), log);
  const db = connect(postgres.url, 10, () => {});
  await migrate(db);
  const config = readConfig({
    NODE_ENV: 'development',
    DATABASE_URL: postgres.url,
    CLIENT_DIR: clientDir,
    PUZZLE_POOL_TARGET: '3',
    // Many requests from one address and session: the write limits have tests of their own.
    WRITES_PER_MINUTE_PER_ADDRESS: '1000000',
    WRITES_PER_MINUTE_PER_SESSION: '1000000',
    ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '1000000',
    ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '1000000',
    LOG_LEVEL: 'silent',
  });
  const { app, pool } = await buildApp(config, db);
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    db,
    async close() {
      await app.close();
      await db.destroy();
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
