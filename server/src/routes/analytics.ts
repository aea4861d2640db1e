// Analytics events (spec section 7): validated against the spec's event names and stored a batch
// per request. Nothing here is needed to play, so it never holds a player up.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsAnswer, AnalyticsBody, errorResponses, MAX_BATCH } from '@numberland/contract';
import { optionalSessionIdOf, tenantOf } from '../plugins/client-headers';
import type { AnalyticsRepository } from '../repositories/analytics';
import { answerRefusals } from './refusals';

export const analyticsRoutes: FastifyPluginAsyncTypebox<{ events: AnalyticsRepository }> = async (
  app,
  { events: repository },
) => {
  answerRefusals(app);
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
      await repository.record(events, tenantOf(request), {
        session: optionalSessionIdOf(request),
        address: request.ip,
      });
      return { stored: events.length };
    },
  );
};
