// Analytics events in the database: a batch written with one insert. The API's camelCase
// (eventName, ID) becomes the table's columns here.

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AnalyticsEvent {
  readonly eventName: string;
  /** The client's id of the device or player. */
  readonly ID: string;
  /** The embedding site, when the event names one. */
  readonly tenant?: string | undefined;
  /** Names to short values, stored as JSON (the route's schema keeps it flat and small). */
  readonly data?: object | undefined;
}

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
