// GET /health: the server is up, and whether it allows the development shortcuts (everywhere but
// production), which the client asks before it honours a shortcut key. Also the bare route the
// benchmarks measure the others against: it touches no database, so a lost database never makes
// the process look dead. GET /health/database (when given the database) answers 200 while the
// database answers, else 503 in the error format: for a load balancer's readiness check.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Health, OkAnswer } from '@numberland/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface HealthRoutesOptions {
  /** The spec's development cheats are on (NODE_ENV is not production). */
  readonly cheats: boolean;
  /** The database whose reachability GET /health/database reports. */
  readonly db?: Kysely<Database>;
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, { cheats, db }) => {
  app.get('/health', { schema: { summary: 'Liveness', response: { 200: Health } } }, async () => ({
    ok: true,
    cheats,
  }));
  if (!db) return;
  app.get(
    '/health/database',
    {
      schema: {
        summary: 'Readiness: the database answers',
        response: { 200: OkAnswer, 503: ErrorBody },
      },
    },
    async () => {
      // Errors reach the error handler: a database away is a 503 'database-unavailable'.
      await sql`SELECT 1`.execute(db);
      return { ok: true };
    },
  );
};
