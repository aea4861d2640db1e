// One serving process over a ready, migrated database: the connection pool, the app, the puzzle
// pool loaded (and topped up), listening. Used by the single process of WORKERS=1 and by every
// worker of a cluster; its stop steps (HTTP server first, then the connections) go before
// whatever the caller put in `steps` already.

import { buildApp } from './app';
import type { Config } from './config';
import { connect } from './db/connect';
import { isDatabaseUnavailable } from './plugins/errors';
import type { Shutdown } from './shutdown';

export async function serve(config: Config, url: string, steps: Shutdown[]): Promise<void> {
  const db = connect(url, config.databasePoolSize);
  steps.unshift({ name: 'database pool', stop: () => db.destroy() });
  const { app, pool } = await buildApp(config, db);
  // Closing the app answers the requests in flight before the pool and PostgreSQL go.
  steps.unshift({ name: 'HTTP server', stop: () => app.close() });
  const added = await pool.fill();
  app.log.info({ added, pooled: pool.size() }, 'puzzle pool ready');
  await app.listen({ host: config.host, port: config.port });
}

/**
 * Work done behind a request may meet a lost database with nobody awaiting it: that is logged,
 * and the process goes on. Anything else is a bug, and ends the process as Node would.
 */
export function survivingLostDatabase(): void {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    console.error(`a background database write failed: ${(reason as Error).message}`);
  });
}

/** The reason in words, also for errors whose message is empty (an AggregateError of connects). */
export function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError ? error.errors.map(reason).join('; ') : '';
  const code = (error as { code?: unknown }).code;
  return (
    [error.message, inner, typeof code === 'string' ? `(${code})` : ''].filter(Boolean).join(' ') ||
    error.name
  );
}
