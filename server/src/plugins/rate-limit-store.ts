// Rate-limit counters that every server process shares, so that a limit (10 sign-in attempts a
// minute per address) holds in total and not once per process: @fastify/rate-limit's store
// interface over the `rate_limits` table, or its own Redis store when REDIS_URL is set.
//
// One counter is one row, counted up by a single upsert: PostgreSQL locks the row for the
// statement, so parallel requests on any process each get their own count, none lost.

import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Expired counters are deleted after every this many counts (by each process). */
const SWEEP_EVERY = 500;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store class (the plugin calls `new`) for counters in PostgreSQL, keys prefixed by route. */
export function postgresRateLimitStore(db: Kysely<Database>) {
  let counted = 0;
  const sweep = () =>
    void db
      .deleteFrom('rate_limits')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute()
      .catch(() => {});

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions = {},
      private readonly prefix = 'rate-limit:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      // A counter past its window starts again at 1 with a new window.
      sql<{ count: number; ttl: number }>`
        INSERT INTO rate_limits AS r (key, count, expires_at)
        VALUES (${this.prefix + key}, 1, now() + ${window})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END,
          expires_at = CASE WHEN r.expires_at <= now() THEN now() + ${window} ELSE r.expires_at END
        RETURNING count, greatest(0, ceil(extract(epoch FROM r.expires_at - now()) * 1000))::int AS ttl`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          if (!row) throw new Error('the rate-limit counter returned no row');
          if (++counted % SWEEP_EVERY === 0) sweep();
          callback(null, { current: row.count, ttl: row.ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // What the plugin passes at run time: the route's limit options, with the route as routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new PostgresStore({}, `${this.prefix}${String(route.method)}${String(route.url)}:`);
    }
  }
  return PostgresStore;
}

/**
 * Register @fastify/rate-limit (limits per route only) with counters in Redis when `redisUrl` is
 * given, else in PostgreSQL. A Redis client made here is closed with the app.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  redisUrl: string | undefined,
): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
    return;
  }
  // Fails a count at once while Redis is away (the request then answers 503) instead of queueing it.
  const redis = new Redis(redisUrl, {
    connectTimeout: 3_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'numberland-rate-limit:' });
}
