// Analytics events (spec section 7): validated against the spec's event names and stored a batch
// per request. Nothing here is needed to play, so it never holds a player up.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANALYTICS_EVENTS } from '@numberland/engine';
import Type from 'typebox';
import { tenantOf } from '../plugins/client-headers';
import type { AnalyticsRepository } from '../repositories/analytics';
import { errorResponses } from './schemas';

/** Most events one request may carry. */
export const MAX_BATCH = 50;
/** Longest text value in an event's data. */
export const MAX_DATA_TEXT = 500;

const Event = Type.Object({
  eventName: Type.Enum(ANALYTICS_EVENTS),
  ID: Type.String({ minLength: 1, maxLength: 128 }),
  tenant: Type.Optional(Type.String({ maxLength: 64 })),
  // Flat: names to short values (screen, language, puzzle id...). Nothing nested, nothing large.
  data: Type.Optional(
    Type.Object(
      {},
      {
        additionalProperties: Type.Union([
          Type.String({ maxLength: MAX_DATA_TEXT }),
          Type.Number(),
          Type.Boolean(),
          Type.Null(),
        ]),
        maxProperties: 32,
      },
    ),
  ),
});

export const analyticsRoutes: FastifyPluginAsyncTypebox<{ events: AnalyticsRepository }> = async (
  app,
  { events: repository },
) => {
  app.post(
    '/analytics',
    {
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Record analytics events: one event, or { events: [...] } up to 50',
        body: Type.Union([
          Event,
          Type.Object({ events: Type.Array(Event, { minItems: 1, maxItems: MAX_BATCH }) }),
        ]),
        response: { 200: Type.Object({ stored: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const events = 'events' in body ? body.events : [body];
      await repository.record(events, tenantOf(request));
      return { stored: events.length };
    },
  );
};
