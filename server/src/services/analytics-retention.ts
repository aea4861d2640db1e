// The server deletes analytics rows past their retention itself: once before it starts serving,
// then every hour (in every process; a delete that finds nothing costs one index probe). So the
// table holds at most ANALYTICS_RETENTION_DAYS of events, whatever clients send.

import type { FastifyInstance } from 'fastify';
import type { AnalyticsRepository } from '../repositories/analytics';

const EVERY_MS = 3600_000;

export function keepAnalyticsRetention(
  app: FastifyInstance,
  events: Pick<AnalyticsRepository, 'deleteOlderThan'>,
  days: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const deleted = await events.deleteOlderThan(days);
      if (deleted > 0) app.log.info({ deleted, days }, 'analytics rows past their retention deleted');
    } catch (error) {
      // A database away now is tried again at the next sweep; serving goes on.
      app.log.warn({ err: error }, 'analytics retention sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
