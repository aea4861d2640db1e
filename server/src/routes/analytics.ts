// Analytics events (spec section 7): validated against the spec's event names and stored a batch
// per request. Nothing here is needed to play, so it never holds a player up.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsAnswer, AnalyticsBody, errorResponses, MAX_BATCH } from '@numberland/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tenantOf } from '../plugins/client-headers';

export const analyticsRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post(
    '/analytics',
    {
      bodyLimit: 64 * 1024,
      schema: {
        summary: `Record analytics events: one event, or { events: [...] } up to ${MAX_BATCH}`,
        body: AnalyticsBody,
        response: { 200: AnalyticsAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const events = 'events' in body ? body.events : [body];
      const tenant = tenantOf(request);
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
      return { stored: events.length };
    },
  );
};
