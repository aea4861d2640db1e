// @tag database: parallel claims judged under row locks.
// Issue 20's economy attacks, reproduced against a real server and PostgreSQL with the server's
// clock in the test's hands: ads past the daily cap, daily claims by hopping time zones, and one
// session growing the shared puzzle pool without end.

import { AdStart, Profile } from '@numberland/contract';
import { AD_REWARD_GEMS, DAILY_REWARD_GEMS, DEFAULT_GEMS, landSlot } from '@numberland/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_STARTS_PER_DAY, ADS_PER_DAY } from '../src/services/gems';
import { answerAs } from './answers';
import { startClocked, TestClock } from './clocked';
import type { TestServer } from './harness';
import { bearer, newPlayer, register } from './players';

const HOUR = 3600_000;
const clock = new TestClock('2026-03-10T12:00:00Z');
let server: TestServer;
let capped: TestServer;
beforeAll(async () => {
  server = await startClocked({}, clock);
  capped = await startClocked({ PUZZLE_POOL_GROWTH_PER_SESSION: '3' });
});
afterAll(async () => {
  await server?.close();
  await capped?.close();
});

const gemsOf = async (token: string) =>
  answerAs(Profile, (await server.request('/api/user/profile', { headers: bearer(token) })).body).gems;

describe('ads', () => {
  it(`50 ads started and claimed at once pay ${ADS_PER_DAY} a day, each once`, async () => {
    const token = await register(server, newPlayer());
    const starts = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.request('/api/user/ad/start', { method: 'POST', headers: bearer(token) }),
      ),
    );
    const started = starts.filter((s) => s.status === 200).map((s) => answerAs(AdStart, s.body).adId);
    expect(started.length).toBe(AD_STARTS_PER_DAY);
    for (const refused of starts.filter((s) => s.status !== 200)) {
      expect(refused).toMatchObject({ status: 429, body: { code: 'ad-limit' } });
    }
    clock.advance(11_000);
    // Every started ad claimed twice, all at once.
    const claims = await Promise.all(
      [...started, ...started].map((adId) =>
        server.request('/api/user/ad/claim', { method: 'POST', json: { adId }, headers: bearer(token) }),
      ),
    );
    const paid = claims.filter((c) => c.status === 200);
    expect(paid.length).toBe(ADS_PER_DAY);
    for (const refused of claims.filter((c) => c.status !== 200)) {
      expect([409, 429]).toContain(refused.status);
      expect(['ad-not-finished', 'ad-limit']).toContain(refused.body.code);
    }
    expect(await gemsOf(token)).toBe(DEFAULT_GEMS + ADS_PER_DAY * AD_REWARD_GEMS);
    const events = await server.db
      .selectFrom('gem_events')
      .select(['ref'])
      .where('kind', '=', 'ad')
      .where('ref', 'in', started)
      .execute();
    expect(new Set(events.map((e) => e.ref)).size).toBe(ADS_PER_DAY);
    // The day's ads are had: a new one does not start, an unpaid one is not paid.
    expect(
      await server.request('/api/user/ad/start', { method: 'POST', headers: bearer(token) }),
    ).toMatchObject({ status: 429, body: { code: 'ad-limit' } });
    const unpaid = started.filter((id) => !events.some((e) => e.ref === id));
    expect(
      await server.request('/api/user/ad/claim', {
        method: 'POST',
        json: { adId: unpaid[0] },
        headers: bearer(token),
      }),
    ).toMatchObject({ status: 429, body: { code: 'ad-limit' } });
    // A day later ads run and pay again.
    clock.advance(24 * HOUR);
    const next = await server.request('/api/user/ad/start', { method: 'POST', headers: bearer(token) });
    expect(next.status).toBe(200);
    clock.advance(10_000);
    expect(
      await server.request('/api/user/ad/claim', {
        method: 'POST',
        json: { adId: next.body.adId },
        headers: bearer(token),
      }),
    ).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS + (ADS_PER_DAY + 1) * AD_REWARD_GEMS } });
  });
});

/** Zones covering every offset from UTC-11 to UTC+14, half hours included. */
const ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Cape_Verde',
  'UTC',
  'Europe/Paris',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Noumea',
  'Pacific/Auckland',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
];

describe('the daily reward', () => {
  it.each([
    ['2026-03-10T10:59:00Z', 0],
    ['2026-03-10T23:59:00Z', 12],
    ['2026-06-01T05:30:00Z', 28],
  ])('26 hours of hourly claims in every zone from %s give at most 2', async (start, firstZone) => {
    clock.set(start);
    const token = await register(server, newPlayer());
    // The first claim records the zone tried first.
    const zones = [...ZONES.slice(firstZone), ...ZONES.slice(0, firstZone)];
    expect(
      await server.request('/api/user/claim-daily', {
        headers: { ...bearer(token), 'X-Time-Zone': zones[0]! },
      }),
    ).toMatchObject({ status: 200 });
    let claims = 1;
    for (let hour = 1; hour <= 26; hour++) {
      clock.advance(HOUR);
      // Every zone at once, each hour: whichever day has just begun somewhere.
      const answers = await Promise.all(
        zones.map((zone) =>
          server.request('/api/user/claim-daily', { headers: { ...bearer(token), 'X-Time-Zone': zone } }),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 200) claims++;
        else expect(answer).toMatchObject({ status: 409, body: { code: 'daily-claimed' } });
      }
    }
    expect(claims).toBeLessThanOrEqual(2);
    expect(await gemsOf(token)).toBe(DEFAULT_GEMS + claims * DAILY_REWARD_GEMS);
  });

  it("a player's day is their first zone's; the zone moves at most once a day", async () => {
    const days = clock;
    days.set('2026-05-01T07:00:00Z');
    const own = server;
    {
      const token = await register(own, newPlayer());
      const claim = (zone: string) =>
        own.request('/api/user/claim-daily', { headers: { ...bearer(token), 'X-Time-Zone': zone } });
      // 09:00 in Oslo on two days running.
      expect(await claim('Europe/Oslo')).toMatchObject({ status: 200, body: { lastDaily: '2026-05-01' } });
      days.advance(24 * HOUR);
      expect(await claim('Europe/Oslo')).toMatchObject({ status: 200, body: { lastDaily: '2026-05-02' } });
      // Flown to New York the same day: not another claim so soon, in any zone.
      days.advance(HOUR);
      expect(await claim('America/New_York')).toMatchObject({ status: 409, body: { code: 'daily-claimed' } });
      // The next morning in New York (09:00, 13:00 UTC): the account moves to New York.
      days.set('2026-05-03T13:00:00Z');
      expect(await claim('America/New_York')).toMatchObject({
        status: 200,
        body: { lastDaily: '2026-05-03' },
      });
      // 21.5 hours later, naming Kiritimati (where 5 May has begun): the zone moved less than a
      // day ago, so the claim is judged in New York, on 4 May.
      days.set('2026-05-04T10:30:00Z');
      expect(await claim('Pacific/Kiritimati')).toMatchObject({
        status: 200,
        body: { lastDaily: '2026-05-04' },
      });
      const row = await own.db
        .selectFrom('users')
        .select(['last_daily_zone'])
        .where('email', '=', (await own.request('/api/user/profile', { headers: bearer(token) })).body.email)
        .executeTakeFirstOrThrow();
      expect(row.last_daily_zone).toBe('America/New_York');
    }
  });

  it('parallel claims pay once', async () => {
    clock.advance(48 * HOUR);
    const token = await register(server, newPlayer());
    const answers = await Promise.all(
      ZONES.map((zone) =>
        server.request('/api/user/claim-daily', { headers: { ...bearer(token), 'X-Time-Zone': zone } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(await gemsOf(token)).toBe(DEFAULT_GEMS + DAILY_REWARD_GEMS);
  });
});

describe('the puzzle pool', () => {
  const slot = landSlot(1, 1);
  const pooled = async (by?: string) =>
    (
      await capped.db
        .selectFrom('puzzle_pool')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('shape', '=', slot.shape)
        .where('difficulty', '=', 1)
        .$if(by !== undefined, (q) => q.where('added_by', '=', by!))
        .executeTakeFirstOrThrow()
    ).n;

  it('one session grows the shared pool by its cap at most, and still gets new puzzles', async () => {
    const before = await pooled();
    const session = 'pool-grower-0001';
    const served = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const answer = await capped.request('/api/game?level=1&shape=1&difficulty=1', { session });
      expect(answer.status).toBe(200);
      served.add(answer.body.puzzleId);
    }
    expect(served.size).toBe(12);
    expect(await pooled(`s:${session}`)).toBe(3);
    expect(await pooled()).toBe(before + 3);
    // In parallel, another session cannot pass the cap either.
    const other = 'pool-grower-0002';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        capped.request('/api/game?level=1&shape=1&difficulty=1', { session: other }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await pooled(`s:${other}`)).toBeLessThanOrEqual(3);
    expect(await pooled()).toBeLessThanOrEqual(before + 6);
    // A puzzle served past the cap is still the same puzzle when asked for by id.
    const last = [...served].at(-1)!;
    const again = await capped.request(`/api/game?level=1&shape=1&difficulty=1&id=${last}`, { session });
    expect(again).toMatchObject({ status: 200, body: { puzzleId: last } });
  });
});
