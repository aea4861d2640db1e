// The server process: configuration, the database (embedded unless DATABASE_URL is set),
// migrations, a full puzzle pool, then listening; a clean stop on SIGINT and SIGTERM.

import { buildApp } from './app';
import { readConfig } from './config';
import { connect } from './db/connect';
import { type RunningPostgres, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrations';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const embedded: RunningPostgres | undefined = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPort, console.error);
  const url = config.databaseUrl ?? embedded!.url;
  const db = connect(url);
  await migrate(db);
  const { app, pool } = await buildApp(config, db);
  const added = await pool.fill();
  app.log.info({ added }, 'puzzle pool ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
