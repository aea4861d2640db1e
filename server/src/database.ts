// The database a server (or a cluster's primary) owns: the embedded PostgreSQL, supervised and
// restarted should it end, unless DATABASE_URL names one; brought up to date by the migrations.

import type { Config } from './config';
import { connect } from './db/connect';
import { claimDataFolder } from './db/data-folder-owner';
import { startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrations';
import { supervisePostgres } from './db/supervise';
import type { Shutdown } from './shutdown';

/** Start (or find) the database and migrate it; its stop step goes into `steps`. Returns its URL. */
export async function openDatabase(config: Config, steps: Shutdown[], onGiveUp: () => void): Promise<string> {
  let url = config.databaseUrl;
  if (!url) {
    // One server per data folder (db/data-folder-owner.ts); the mark goes once PostgreSQL has stopped.
    const release = await claimDataFolder(config.dataDir);
    steps.unshift({ name: 'data folder mark', stop: release });
    const embedded = await supervisePostgres(
      () => startEmbeddedPostgres(config.dataDir, config.embeddedPort, console.error),
      console.error,
      { onGiveUp },
    );
    steps.unshift({ name: 'PostgreSQL', stop: () => embedded.stop() });
    url = embedded.url;
  }
  // Migrations may run long statements: their own connection, without the requests' limits.
  const migrations = connect(url, 1, console.error, { statementTimeoutMs: 0 });
  try {
    await migrate(migrations);
  } finally {
    await migrations.destroy();
  }
  return url;
}
