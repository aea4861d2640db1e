// Analytics events in the database: a batch written with one insert, after its events are
// counted against the day's quotas of its session and of its address. The API's camelCase
// (eventName, ID) becomes the table's columns here. Rows past the retention are deleted by the
// server itself (analytics-retention.ts), so the table holds at most a bounded number of days.

import type { AnalyticsEvent } from '@numberland/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { Refusal } from '../services/refusal';

export type AnalyticsRefusalCode = 'analytics-quota';

export interface AnalyticsQuotas {
  readonly perSessionPerDay: number;
  readonly perAddressPerDay: number;
}

/** Who sent a batch, for its quotas: the session id (when sent) and the client's address. */
export interface AnalyticsSender {
  readonly session: string | undefined;
  readonly address: string;
}

export interface AnalyticsRepository {
  /**
   * Store the events (those naming no tenant get `tenant`, the request's), unless they would take
   * the sender's session or address past its quota of the day: then nothing is stored or counted.
   */
  record(events: readonly AnalyticsEvent[], tenant: string, sender: AnalyticsSender): Promise<void>;
  /** Delete the rows older than `days` days; how many went. */
  deleteOlderThan(days: number): Promise<number>;
}

/** Rows deleted per statement: a long backlog goes in short statements, none near the timeout. */
const DELETE_BATCH = 5_000;

const overQuota = () =>
  new Refusal<AnalyticsRefusalCode>(
    'analytics-quota',
    'This device has sent as many analytics events as it may today. They are not needed to play.',
  );

export function analyticsRepository(db: Kysely<Database>, quotas: AnalyticsQuotas): AnalyticsRepository {
  return {
    async record(events, tenant, sender) {
      const n = events.length;
      // Counted in the shared counters' table, a day's window per key. In one transaction with
      // the insert: a refused batch counts nothing. Keys in one order (address before session):
      // parallel batches lock them in the same order and never deadlock.
      const counters = [
        { key: `analytics-day:address:${sender.address}`, max: quotas.perAddressPerDay },
        ...(sender.session === undefined
          ? []
          : [{ key: `analytics-day:session:${sender.session}`, max: quotas.perSessionPerDay }]),
      ];
      await db.transaction().execute(async (tx) => {
        for (const counter of counters) {
          const { rows } = await sql<{ count: number }>`
            INSERT INTO rate_limits AS r (key, count, expires_at)
            VALUES (${counter.key}, ${n}, now() + interval '1 day')
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN r.expires_at <= now() THEN ${n} ELSE r.count + ${n} END,
              expires_at = CASE WHEN r.expires_at <= now() THEN now() + interval '1 day' ELSE r.expires_at END
            RETURNING count`.execute(tx);
          if ((rows[0]?.count ?? 0) > counter.max) throw overQuota();
        }
        await tx
          .insertInto('analytics_events')
          .values(
            events.map((e) => ({
              event_name: e.eventName,
              client_id: e.ID,
              tenant: e.tenant || tenant,
              data: JSON.stringify(e.data ?? {}),
            })),
          )
          .execute();
      });
    },

    async deleteOlderThan(days) {
      let deleted = 0;
      for (;;) {
        const result = await sql`
          DELETE FROM analytics_events WHERE id IN (
            SELECT id FROM analytics_events
            WHERE created_at < now() - make_interval(days => ${days})
            LIMIT ${DELETE_BATCH})`.execute(db);
        const count = Number(result.numAffectedRows ?? 0);
        deleted += count;
        if (count < DELETE_BATCH) return deleted;
      }
    },
  };
}
