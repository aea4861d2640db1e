// The server process: configuration, the database (embedded unless DATABASE_URL is set, and
// then restarted should it end), migrations, a full puzzle pool, then listening; a clean stop
// on SIGINT and SIGTERM. A lost database never ends the process: calls answer 503 meanwhile.
//
// WORKERS=N (N > 1, or `auto`: one per core) makes this process the primary of a node:cluster
// (cluster.ts): it owns the database and the migrations, and N workers serve the one port.

import cluster from 'node:cluster';
import { runPrimary, WORKER_DATABASE_URL } from './cluster';
import { readConfig } from './config';
import { openDatabase } from './database';
import { reason, serve, survivingLostDatabase } from './serve';
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
  survivingLostDatabase();

  try {
    if (cluster.isWorker) {
      // The primary owns the database and migrated it; a worker only serves.
      const url = process.env[WORKER_DATABASE_URL];
      if (!url) throw new Error(`a worker needs ${WORKER_DATABASE_URL}`);
      await serve(config, url, steps);
      return;
    }
    const giveUp = () =>
      void stop('the embedded PostgreSQL could not be restarted').then(() => process.exit(1));
    const url = await openDatabase(config, steps, giveUp);
    if (config.workers > 1) await runPrimary(config, url, steps);
    else await serve(config, url, steps);
  } catch (error) {
    await stop('a failed start');
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(`Numberland could not start: ${reason(error)}`);
  process.exit(1);
});
