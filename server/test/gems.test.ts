// Profile and gems over real HTTP: renaming, spending but never minting, the development cheat,
// the daily reward once per calendar day whatever zone is sent, and the ad's reward.

import { DAILY_REWARD_GEMS, DEFAULT_GEMS } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { bearer, register, useServers } from './players';

const servers = useServers();

describe('profile and gems', () => {
  it('renames, trimmed and unique; a bad name is refused', async () => {
    const token = await register(servers.dev);
    const renamed = await servers.dev.request('/api/user/rename', {
      method: 'POST',
      json: { newName: '  Ada  ' },
      headers: bearer(token),
    });
    expect(renamed).toMatchObject({ status: 200, body: { username: 'Ada' } });
    const other = await register(servers.dev);
    expect(
      await servers.dev.request('/api/user/rename', {
        method: 'POST',
        json: { newName: 'ADA' },
        headers: bearer(other),
      }),
    ).toMatchObject({
      status: 409,
      body: { code: 'error-register-usernameexists' },
    });
    for (const newName of ['', '   ', 'x'.repeat(37), 'bad\u0007name']) {
      expect(
        (
          await servers.dev.request('/api/user/rename', {
            method: 'POST',
            json: { newName },
            headers: bearer(token),
          })
        ).status,
      ).toBe(400);
    }
  });

  it('gems can be spent but not minted in production', async () => {
    const token = await register(servers.production);
    const spend = await servers.production.request('/api/user/gems', {
      method: 'POST',
      json: { gems: DEFAULT_GEMS - 200 },
      headers: bearer(token),
    });
    expect(spend).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS - 200 } });
    const mint = await servers.production.request('/api/user/gems', {
      method: 'POST',
      json: { gems: 99_999 },
      headers: bearer(token),
    });
    expect(mint).toMatchObject({ status: 403, body: { code: 'gems-cannot-rise' } });
    expect(
      (
        await servers.production.request('/api/user/gems', {
          method: 'POST',
          json: { gems: -5 },
          headers: bearer(token),
        })
      ).status,
    ).toBe(400);
    expect(
      (await servers.production.request('/api/user/profile', { headers: bearer(token) })).body.gems,
    ).toBe(DEFAULT_GEMS - 200);
  });

  it('outside servers.production the development cheat may raise gems', async () => {
    const token = await register(servers.dev);
    expect(
      await servers.dev.request('/api/user/gems', {
        method: 'POST',
        json: { gems: 5000 },
        headers: bearer(token),
      }),
    ).toMatchObject({ status: 200, body: { gems: 5000 } });
  });

  it('another time zone does not make another day of the same one', async () => {
    const token = await register(servers.dev);
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different calendar days.
    const east = await servers.dev.request('/api/user/claim-daily', {
      headers: { ...bearer(token), 'X-Time-Zone': 'Pacific/Kiritimati' },
    });
    expect(east.status).toBe(200);
    for (const zone of ['Pacific/Pago_Pago', 'UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      expect(
        await servers.dev.request('/api/user/claim-daily', {
          headers: { ...bearer(token), 'X-Time-Zone': zone },
        }),
        zone,
      ).toMatchObject({ status: 409, body: { code: 'daily-claimed' } });
    }
    const profile = await servers.dev.request('/api/user/profile', { headers: bearer(token) });
    expect(profile.body.gems).toBe(DEFAULT_GEMS + DAILY_REWARD_GEMS);
  });

  it("a claim on the next calendar day of the last claim's zone is paid", async () => {
    const token = await register(servers.dev);
    expect((await servers.dev.request('/api/user/claim-daily', { headers: bearer(token) })).status).toBe(200);
    // As if the last claim were made yesterday (UTC).
    const { body: me } = await servers.dev.request('/api/user/profile', { headers: bearer(token) });
    await servers.dev.db
      .updateTable('users')
      .set({ last_daily_at: new Date(Date.now() - 24 * 3600_000) })
      .where('username', '=', me.username)
      .execute();
    expect((await servers.dev.request('/api/user/claim-daily', { headers: bearer(token) })).status).toBe(200);
  });

  it('the daily reward comes once per day; reset-daily exists only outside production', async () => {
    const token = await register(servers.dev);
    const first = await servers.dev.request('/api/user/claim-daily', {
      headers: { ...bearer(token), 'X-Time-Zone': 'Europe/Oslo' },
    });
    expect(first).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS + DAILY_REWARD_GEMS } });
    expect(await servers.dev.request('/api/user/claim-daily', { headers: bearer(token) })).toMatchObject({
      status: 409,
      body: { code: 'daily-claimed' },
    });
    expect((await servers.dev.request('/api/user/reset-daily', { headers: bearer(token) })).status).toBe(200);
    expect((await servers.dev.request('/api/user/claim-daily', { headers: bearer(token) })).status).toBe(200);
    const prodToken = await register(servers.production);
    expect(
      await servers.production.request('/api/user/reset-daily', { headers: bearer(prodToken) }),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await servers.dev.request('/api/user/claim-daily', {
        headers: { ...bearer(token), 'X-Time-Zone': 'Mars/Olympus' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'bad-time-zone' } });
  });

  it('an ad pays only after it has run its 10 seconds, and only once', async () => {
    const token = await register(servers.dev);
    const { adId } = (
      await servers.dev.request('/api/user/ad/start', { method: 'POST', headers: bearer(token) })
    ).body;
    const early = await servers.dev.request('/api/user/ad/claim', {
      method: 'POST',
      json: { adId },
      headers: bearer(token),
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'ad-not-finished' } });
    await servers.dev.db
      .updateTable('ad_views')
      .set({ started_at: new Date(Date.now() - 11_000) })
      .where('id', '=', adId)
      .execute();
    const paid = await servers.dev.request('/api/user/ad/claim', {
      method: 'POST',
      json: { adId },
      headers: bearer(token),
    });
    expect(paid).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS + 400 } });
    expect(
      (
        await servers.dev.request('/api/user/ad/claim', {
          method: 'POST',
          json: { adId },
          headers: bearer(token),
        })
      ).status,
    ).toBe(409);
    // Another player cannot claim it.
    const other = await register(servers.dev);
    expect(
      (
        await servers.dev.request('/api/user/ad/claim', {
          method: 'POST',
          json: { adId },
          headers: bearer(other),
        })
      ).status,
    ).toBe(409);
  });
});
