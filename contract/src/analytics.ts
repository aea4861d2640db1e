// POST /analytics: one event, or a batch of them (server/src/routes/analytics.ts).

import Type, { type Static } from 'typebox';
import { ANALYTICS_EVENTS, MAX_DATA_TEXT } from './events';

/** Most events one request may carry. */
export const MAX_BATCH = 50;

export const AnalyticsEvent = Type.Object({
  eventName: Type.Enum(ANALYTICS_EVENTS),
  /** The client id: the device's session id. */
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
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;

export const AnalyticsBody = Type.Union([
  AnalyticsEvent,
  Type.Object({ events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: MAX_BATCH }) }),
]);
export type AnalyticsBody = Static<typeof AnalyticsBody>;

export const AnalyticsAnswer = Type.Object({ stored: Type.Integer() });
export type AnalyticsAnswer = Static<typeof AnalyticsAnswer>;
