// GET /health: the server is up, whether it allows the development shortcuts (everywhere but
// production), which the client asks before it honours a shortcut key, and which process
// answered. Also the bare route the benchmarks measure the others against: it touches no
// database, so a lost database never makes the process look dead.
// GET /health/database (when given the database) answers 200 while the database answers, with
// what an operator watches per process (its pid, its connections, the pooled puzzles it knows),
// else 503 in the error format: for a load balancer's readiness check.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DatabaseHealth, ErrorBody, Health } from '@numberland/contract';
import { type Kysely, sql } from 'kysely';
import { poolStats } from '../db/connect';
import type { Database } from '../db/schema';

export interface HealthRoutesOptions {
  /** The spec's development cheats are on (NODE_ENV is not production). */
  readonly cheats: boolean;
  /** The database whose reachability GET /health/database reports. */
  readonly db?: Kysely<Database>;
  /** How many pooled puzzles this process knows. */
  readonly puzzles?: () => number;
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (
  app,
  { cheats, db, puzzles = () => 0 },
) => {
  app.get('/health', { schema: { summary: 'Liveness', response: { 200: Health } } }, async () => ({
    ok: true,
    cheats,
    pid: process.pid,
  }));
  if (!db) return;
  app.get(
    '/health/database',
    {
      schema: {
        summary: 'Readiness: the database answers; this process, its connections and its pooled puzzles',
        response: { 200: DatabaseHealth, 503: ErrorBody },
      },
    },
    async () => {
      // Errors reach the error handler: a database away is a 503 'database-unavailable'.
      await sql`SELECT 1`.execute(db);
      const connections = poolStats(db) ?? { max: 0, total: 0, idle: 0, waiting: 0 };
      return { ok: true, database: 'up' as const, pid: process.pid, connections, puzzles: puzzles() };
    },
  );
};
