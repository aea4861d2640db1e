// Analytics events in the database: a batch written with one insert. The API's camelCase
// (eventName, ID) becomes the table's columns here.

import type { AnalyticsEvent } from '@numberland/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AnalyticsRepository {
  /** Store the events; those naming no tenant get `tenant` (the request's). */
  record(events: readonly AnalyticsEvent[], tenant: string): Promise<void>;
}

export function analyticsRepository(db: Kysely<Database>): AnalyticsRepository {
  return {
    async record(events, tenant) {
      await db
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
    },
  };
}
