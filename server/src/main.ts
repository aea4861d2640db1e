// The server process: configuration, the database (embedded unless DATABASE_URL is set, and
// then restarted should it end), migrations, a full puzzle pool, then listening; a clean stop
// on SIGINT and SIGTERM. A lost database never ends the process: calls answer 503 meanwhile.

import { buildApp } from './app';
import { readConfig } from './config';
import { connect } from './db/connect';
import { startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrations';
import { type SupervisedPostgres, supervisePostgres } from './db/supervise';
import { isDatabaseUnavailable } from './plugins/errors';
import { type Shutdown, shutdownInOrder } from './shutdown';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const steps: Shutdown[] = [];
  const stop = shutdownInOrder(steps, console.error);
  // A second signal (a terminal's Ctrl-C reaches npm, tsx and this process alike) changes
  // nothing: the stop under way has its own time limit.
  const onSignal = (signal: NodeJS.Signals) => void stop(signal).then((code) => process.exit(code));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Work done behind a request may meet a lost database with
  // nobody awaiting it: that is logged, and the process goes on. Anything else is a bug, and
  // ends the process as Node would.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    console.error(`a background database write failed: ${(reason as Error).message}`);
  });

  const embedded: SupervisedPostgres | undefined = config.databaseUrl
    ? undefined
    : await supervisePostgres(
        () => startEmbeddedPostgres(config.dataDir, config.embeddedPort, console.error),
        console.error,
        {
          onGiveUp: () =>
            void stop('the embedded PostgreSQL could not be restarted').then(() => process.exit(1)),
        },
      );
  if (embedded) steps.unshift({ name: 'PostgreSQL', stop: () => embedded.stop() });

  try {
    const url = config.databaseUrl ?? embedded!.url;
    // Migrations may run long statements: their own connection, without the requests' limits.
    const migrations = connect(url, 1, console.error, { statementTimeoutMs: 0 });
    try {
      await migrate(migrations);
    } finally {
      await migrations.destroy();
    }
    const db = connect(url);
    steps.unshift({ name: 'database pool', stop: () => db.destroy() });
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
}

/** The reason in words, also for errors whose message is empty (an AggregateError of connects). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError ? error.errors.map(reason).join('; ') : '';
  const code = (error as { code?: unknown }).code;
  return (
    [error.message, inner, typeof code === 'string' ? `(${code})` : ''].filter(Boolean).join(' ') ||
    error.name
  );
}

main().catch((error: unknown) => {
  console.error(`Numberland could not start: ${reason(error)}`);
  process.exit(1);
});
