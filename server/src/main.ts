// The server process: configuration, the database (embedded unless DATABASE_URL is set),
// migrations, a full puzzle pool, then listening; a clean stop on SIGINT and SIGTERM.

import { buildApp } from './app';
import { readConfig } from './config';
import { connect } from './db/connect';
import { type RunningPostgres, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrations';
import { type Shutdown, shutdownInOrder } from './shutdown';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const embedded: RunningPostgres | undefined = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPort, console.error);
  const steps: Shutdown[] = [];
  if (embedded) steps.unshift({ name: 'PostgreSQL', stop: () => embedded.stop() });
  const stop = shutdownInOrder(steps, console.error);
  // A second signal (a terminal's Ctrl-C reaches npm, tsx and this process alike) changes
  // nothing: the stop under way has its own time limit.
  const onSignal = (signal: NodeJS.Signals) => void stop(signal).then((code) => process.exit(code));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const db = connect(config.databaseUrl ?? embedded!.url);
    steps.unshift({ name: 'database pool', stop: () => db.destroy() });
    await migrate(db);
    const { app, pool } = await buildApp(config, db);
    // Closing the app answers the requests in flight before the pool and PostgreSQL go.
    steps.unshift({ name: 'HTTP server', stop: () => app.close() });
    const added = await pool.fill();
    app.log.info({ added }, 'puzzle pool ready');
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stop('a failed start');
    throw error;
  }
  void embedded?.exited.then(({ code, signal }) => {
    if (!stop.started)
      console.error(`The embedded PostgreSQL ended unexpectedly (${signal ?? `code ${code}`})`);
  });
}

main().catch((error: unknown) => {
  console.error(`Numberland could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
