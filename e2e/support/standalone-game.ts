// The whole game outside the test runner, for scripts (npm run shots): an embedded PostgreSQL in
// a temporary folder, the server serving the built client on a free port, both gone on close.

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { readConfig } from '../../server/src/config';
import { connect } from '../../server/src/db/connect';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { migrate } from '../../server/src/db/migrations';
import { CLIENT_DIR } from './paths';

export interface StandaloneGame {
  readonly base: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startStandaloneGame(log: (line: string) => void = () => {}): Promise<StandaloneGame> {
  const dir = await mkdtemp(join(tmpdir(), 'numberland-game-'));
  const postgres = await startEmbeddedPostgres(dir, await freePort(), log);
  const db = connect(postgres.url, 10, () => {});
  await migrate(db);
  const config = readConfig({
    NODE_ENV: 'development',
    DATABASE_URL: postgres.url,
    CLIENT_DIR,
    PUZZLE_POOL_TARGET: '3',
    LOG_LEVEL: 'silent',
  });
  const { app, pool } = await buildApp(config, db);
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await db.destroy();
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
