// Nothing an anonymous client sends may grow the database without bound: every write route is
// rate-limited per address and per session on the shared store, analytics also has a quota of
// events per session and per address a day, and analytics rows past their retention are deleted
// by the server itself.

import { describe, expect, it } from 'vitest';
import { startOn } from './clocked';
import { freshDatabase } from './harness';

const event = (n: number) => ({ eventName: 'screen_view', ID: 'device-1', data: { n } });
const batch = (size: number) => ({ events: Array.from({ length: size }, (_, i) => event(i)) });

async function withServer(
  env: Record<string, string>,
  test: (server: Awaited<ReturnType<typeof startOn>>) => Promise<void>,
) {
  const database = await freshDatabase();
  const server = await startOn(database, env);
  try {
    await test(server);
  } finally {
    await server.close();
    await database.drop();
  }
}

const stored = async (server: Awaited<ReturnType<typeof startOn>>) =>
  Number(
    (
      await server.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('write limits', () => {
  it('analytics: a session past its writes a minute gets 429, another session goes on', async () => {
    await withServer(
      { WRITES_PER_MINUTE_PER_SESSION: '5', WRITES_PER_MINUTE_PER_ADDRESS: '1000' },
      async (server) => {
        const post = (session: string) =>
          server.request('/api/analytics', { method: 'POST', json: event(1), session });
        for (let i = 0; i < 5; i++) expect((await post('flood-session-a')).status).toBe(200);
        const refused = await post('flood-session-a');
        expect(refused).toMatchObject({ status: 429, body: { code: 'rate-limited' } });
        expect(refused.body.message).toMatch(/too many/i);
        expect((await post('flood-session-b')).status).toBe(200);
        expect(await stored(server)).toBe(6);
      },
    );
  });

  it('every write route counts per address, whatever session it names', async () => {
    await withServer(
      { WRITES_PER_MINUTE_PER_SESSION: '1000', WRITES_PER_MINUTE_PER_ADDRESS: '6' },
      async (server) => {
        const answers = [
          await server.request('/api/analytics', { method: 'POST', json: event(1), session: 'addr-s1' }),
          await server.request('/api/user/gems', { method: 'POST', json: { gems: 1 }, session: 'addr-s2' }),
          await server.request('/api/game/score', { method: 'POST', json: {}, session: 'addr-s3' }),
          await server.request('/api/contact', { method: 'POST', json: {}, session: 'addr-s4' }),
          await server.request('/api/game?level=1&shape=1&difficulty=1', { session: 'addr-s5' }),
          await server.request('/api/auth/login', { method: 'POST', json: {}, session: 'addr-s6' }),
          await server.request('/api/analytics', { method: 'POST', json: event(2), session: 'addr-s7' }),
          await server.request('/api/user/rename', {
            method: 'POST',
            json: { newName: 'x' },
            session: 'addr-s8',
          }),
        ];
        expect(answers.map((a) => a.status).slice(6)).toEqual([429, 429]);
        expect(answers.slice(0, 6).every((a) => a.status !== 429)).toBe(true);
        // Reads are not writes: they are never held up by the write limit.
        expect((await server.request('/api/health', { session: 'addr-s9' })).status).toBe(200);
      },
    );
  });

  it('analytics has a quota of events per session a day; a refused batch stores nothing', async () => {
    await withServer({ ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '120' }, async (server) => {
      const post = (size: number, session = 'quota-session') =>
        server.request('/api/analytics', { method: 'POST', json: batch(size), session });
      expect((await post(50)).status).toBe(200);
      expect((await post(50)).status).toBe(200);
      const over = await post(50);
      expect(over).toMatchObject({ status: 429, body: { code: 'analytics-quota' } });
      expect(await stored(server)).toBe(100);
      expect((await post(50, 'another-session')).status).toBe(200);
      // The next day (its window past), the session may send again.
      await server.db
        .updateTable('rate_limits')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('key', 'like', 'analytics-day:%')
        .execute();
      expect((await post(50)).status).toBe(200);
      expect(await stored(server)).toBe(200);
    });
  });

  it('analytics has a quota per address a day too, so new session ids do not open it again', async () => {
    await withServer({ ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '100' }, async (server) => {
      const post = (session: string) =>
        server.request('/api/analytics', { method: 'POST', json: batch(50), session });
      expect((await post('fresh-session-1')).status).toBe(200);
      expect((await post('fresh-session-2')).status).toBe(200);
      expect(await post('fresh-session-3')).toMatchObject({ status: 429, body: { code: 'analytics-quota' } });
      expect(await stored(server)).toBe(100);
    });
  });

  it('the server deletes analytics rows older than the retention on its own', async () => {
    const database = await freshDatabase();
    const day = 24 * 3600_000;
    await database.db
      .insertInto('analytics_events')
      .values(
        [40, 31, 29, 1].map((days) => ({
          event_name: 'screen_view',
          client_id: `aged-${days}`,
          tenant: 'main',
          data: '{}',
          created_at: new Date(Date.now() - days * day),
        })),
      )
      .execute();
    const server = await startOn(database, { ANALYTICS_RETENTION_DAYS: '30' });
    try {
      const left = await database.db
        .selectFrom('analytics_events')
        .select('client_id')
        .orderBy('client_id')
        .execute();
      expect(left.map((r) => r.client_id)).toEqual(['aged-1', 'aged-29']);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
