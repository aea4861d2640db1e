// The smaller holes of the attack audit, each against a real server and PostgreSQL: numbers that
// are not finite, a body sent a byte at a time, a full disk, an aborted upload, the API docs and
// weak secrets in production.

import { connect as netConnect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { startServer, type TestServer } from './harness';
import { PRODUCTION_ENV, startLogged } from './logged-server';
import { bearer, register } from './players';
import { until } from './wait';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000', REQUEST_TIMEOUT_MS: '1000' });
});
afterAll(async () => {
  await server?.close();
});

/** Raw HTTP: what fetch will not send (a body shorter than its length, a cut connection). */
function rawSocket(base: string) {
  const { hostname, port } = new URL(base);
  return netConnect(Number(port), hostname);
}

describe('the attack audit, the smaller holes', () => {
  it.each(['Infinity', '-Infinity', '1e309', 'NaN', '1.5', '1e0x'])(
    'level=%s is a 400, not a 500',
    async (value) => {
      const answer = await server.request(`/api/game?level=${value}&shape=1&difficulty=1`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation');
    },
  );

  it('a body number too large for a double (1e309) is a 400', async () => {
    const token = await register(server);
    const answer = await fetch(`${server.base}/api/user/gems`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'x-session-id': 'finite-session' },
      body: '{"gems":1e309}',
    });
    expect(answer.status).toBe(400);
  });

  it('a body that comes too slowly is cut off with 408', async () => {
    const socket = rawSocket(server.base);
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      answer += chunk;
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.write(
      'POST /api/analytics HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"eventName"',
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a full disk (53100) answers 503 with Retry-After, and the server recovers', async () => {
    await sql
      .raw(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`)
      .execute(server.db);
    await sql
      .raw(
        'CREATE TRIGGER disk_full BEFORE INSERT ON analytics_events FOR EACH ROW EXECUTE FUNCTION disk_full()',
      )
      .execute(server.db);
    const event = { eventName: 'screen_view', ID: 'disk-full-device' };
    const full = await fetch(`${server.base}/api/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': 'disk-full-session' },
      body: JSON.stringify(event),
    });
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await full.json()) as { code: string }).code).toBe('storage-full');
    await sql.raw('DROP TRIGGER disk_full ON analytics_events').execute(server.db);
    const again = await server.request('/api/analytics', { method: 'POST', json: event });
    expect(again.status).toBe(200);
  });

  it('an aborted upload is not logged as a database fault', async () => {
    const logged = await startLogged();
    try {
      const socket = rawSocket(logged.base);
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      socket.write(
        'POST /api/analytics HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Session-Id: aborted-session\r\n\r\n{"eventName"',
      );
      // Cut only once the request is past its write-limit count (its counter is stored), so the
      // body is being read: a socket cut before that is never read at all.
      await until('the request to be counted', async () => {
        const counted = await logged.db
          .selectFrom('rate_limits')
          .select('key')
          .where('key', 'like', '%writes:session:aborted-session')
          .execute();
        return counted.length > 0;
      });
      socket.destroy();
      await closed;
      // Its end is logged either way: as an abort, or (before) as a database fault.
      await until('the aborted request to be logged', () => /aborted|database/.test(logged.text()));
      expect(logged.text()).not.toContain('database-unavailable');
      expect(
        logged.lines().filter((l) => Number(l.level) >= 40 && String(l.msg).includes('database')),
      ).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('the API docs are off in production unless API_DOCS says on', async () => {
    const production = await startServer(PRODUCTION_ENV);
    const documented = await startServer({ ...PRODUCTION_ENV, API_DOCS: 'on' });
    try {
      expect((await production.request('/api/docs/json')).status).toBe(404);
      expect((await production.request('/api/docs')).status).toBe(404);
      expect((await documented.request('/api/docs/json')).status).toBe(200);
      expect((await server.request('/api/docs/json')).status).toBe(200);
    } finally {
      await production.close();
      await documented.close();
    }
  });

  it.each([
    ['short', 'Kq3v9Xr2LmT8wZp4Yc6Hn1Bd'],
    ['all one letter', 'a'.repeat(40)],
    ['few letters', 'abababababababababababababababab'],
  ])('a %s secret is refused in production', (_what, secret) => {
    expect(() => readConfig({ ...PRODUCTION_ENV, JWT_SECRET: secret })).toThrow(/JWT_SECRET/);
    expect(() => readConfig({ ...PRODUCTION_ENV, CAPTCHA_HMAC_KEY: secret })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => readConfig({ ...PRODUCTION_ENV })).not.toThrow();
  });
});
