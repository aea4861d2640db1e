// Gem totals are applied by compare-and-set: a total is taken only while the balance is still the
// one it was computed from, so parallel or retried copies of one spend take the gems once. And
// a balance is a 64-bit number with a cap: a prize near 2^31 is paid, not refused as bad data.

import { GEMS_MAX } from '@numberland/contract';
import { DEFAULT_GEMS } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { bearer, register, useServers } from './players';

const servers = useServers();

const setGems = (token: string, json: unknown) =>
  servers.production.request('/api/user/gems', { method: 'POST', json, headers: bearer(token) });
const balance = async (token: string) =>
  (await servers.production.request('/api/user/profile', { headers: bearer(token) })).body.gems as number;

describe('gem totals', () => {
  it('ten parallel totals of 400 from 500 leave 400', async () => {
    const token = await register(servers.production);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => setGems(token, { gems: 400, from: DEFAULT_GEMS })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.gems)).toEqual(Array(10).fill(400));
    expect(await balance(token)).toBe(400);
  });

  it("an old client's total without its basis is a total too, never a difference", async () => {
    const token = await register(servers.production);
    await Promise.all(Array.from({ length: 10 }, () => setGems(token, { gems: 400 })));
    expect(await balance(token)).toBe(400);
  });

  it('a total computed from a balance that has changed since is refused with the new balance', async () => {
    const token = await register(servers.dev);
    const dev = (json: unknown) =>
      servers.dev.request('/api/user/gems', { method: 'POST', json, headers: bearer(token) });
    expect((await dev({ gems: 300, from: 500 })).body.gems).toBe(300);
    // Another device got gems meanwhile (the cheat stands in for a daily claim here).
    expect((await dev({ gems: 1300, from: 300 })).body.gems).toBe(1300);
    // A late copy of the first spend, or a spend computed from 500, takes nothing.
    expect(await dev({ gems: 100, from: 500 })).toMatchObject({
      status: 409,
      body: { code: 'gems-changed' },
    });
    expect((await servers.dev.request('/api/user/profile', { headers: bearer(token) })).body.gems).toBe(1300);
  });

  it('a balance past 2^31 is stored, capped at GEMS_MAX, and totals above the cap are refused', async () => {
    const token = await register(servers.production);
    const { body: me } = await servers.production.request('/api/user/profile', { headers: bearer(token) });
    await servers.production.db
      .updateTable('users')
      .set({ gems: 2 ** 31 + 10 })
      .where('username', '=', me.username)
      .execute();
    expect(await balance(token)).toBe(2 ** 31 + 10);
    expect((await setGems(token, { gems: 2 ** 31, from: 2 ** 31 + 10 })).body.gems).toBe(2 ** 31);
    expect((await setGems(token, { gems: GEMS_MAX + 1 })).status).toBe(400);
    expect(Number.isSafeInteger(GEMS_MAX)).toBe(true);
  });

  it('a reward at the cap fills the balance to the cap, and its event says what it added', async () => {
    const token = await register(servers.production);
    const { body: me } = await servers.production.request('/api/user/profile', { headers: bearer(token) });
    await servers.production.db
      .updateTable('users')
      .set({ gems: GEMS_MAX - 100 })
      .where('username', '=', me.username)
      .execute();
    const claim = await servers.production.request('/api/user/claim-daily', { headers: bearer(token) });
    expect(claim).toMatchObject({ status: 200, body: { gems: GEMS_MAX } });
    const events = await servers.production.db
      .selectFrom('gem_events')
      .innerJoin('users', 'users.id', 'gem_events.user_id')
      .select('amount')
      .where('users.username', '=', me.username)
      .where('kind', '=', 'daily')
      .execute();
    expect(events.map((e) => Number(e.amount))).toEqual([100]);
  });
});
