import { DAILY_REWARD_GEMS, DEFAULT_GEMS, gemPrizeFor } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { playWire } from './play';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
  production = await startServer({
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-for-tests-only',
    CAPTCHA_HMAC_KEY: 'a-production-captcha-key-for-tests',
    AUTH_ATTEMPTS_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await server?.close();
  await production?.close();
});

let counter = 0;
function newPlayer(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `player${counter}@example.com`,
    username: `Player ${counter}`,
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
    ...overrides,
  };
}

async function register(on: TestServer, body = newPlayer(), session = `session-reg-${counter}-x`) {
  const answer = await on.request('/api/auth/register', { method: 'POST', json: body, session });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('GET /api/health', () => {
  it('says whether the development shortcuts are on: everywhere but production', async () => {
    expect(await server.request('/api/health')).toEqual({ status: 200, body: { ok: true, cheats: true } });
    expect(await production.request('/api/health')).toEqual({
      status: 200,
      body: { ok: true, cheats: false },
    });
  });
});

describe('POST /api/auth/register', () => {
  it.each([
    ['email missing', { email: '' }, 'error-login-enteremail', 'Please enter email'],
    ['password missing', { password: undefined }, 'error-login-enterpassword', 'Please enter password'],
    ['username missing', { username: '  ' }, 'error-login-enterusername', 'Please enter username'],
    [
      'terms not agreed',
      { GDPRConfirmed: false },
      'error-register-terms',
      'Please agree with the terms of service',
    ],
    [
      'short password',
      { password: 'abc', password2: 'abc' },
      'error-register-passwordformat',
      'Password must have 6 or more characters.',
    ],
    ['passwords differ', { password2: 'secret2' }, 'error-register-passwordsmatch', "Passwords don't match."],
    ['not an email', { email: 'nobody' }, 'forgot-password-not-email', 'Please enter a valid email'],
    // The checks go in the spec's order: a missing email is reported before anything else.
    [
      'several wrong',
      { email: '', password: 'x', GDPRConfirmed: false },
      'error-login-enteremail',
      'Please enter email',
    ],
  ])('%s', async (_name, change, code, message) => {
    const answer = await server.request('/api/auth/register', { method: 'POST', json: newPlayer(change) });
    expect(answer).toMatchObject({ status: 400, body: { code, message } });
  });

  it('refuses a taken email or display name, whatever their case', async () => {
    const first = newPlayer();
    await register(server, first);
    const sameEmail = await server.request('/api/auth/register', {
      method: 'POST',
      json: newPlayer({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail).toMatchObject({
      status: 409,
      body: { code: 'error-register-useremailexists', message: 'This email address is already being used' },
    });
    const sameName = await server.request('/api/auth/register', {
      method: 'POST',
      json: newPlayer({ username: first.username.toLowerCase() }),
    });
    expect(sameName).toMatchObject({
      status: 409,
      body: { code: 'error-register-usernameexists', message: 'This username is already taken' },
    });
  });
});

describe('signing in and out', () => {
  it('logs in, reads the profile, and logging out stops the token', async () => {
    const player = newPlayer();
    await register(server, player);
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: player.email, password: player.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const profile = await server.request('/api/user/profile', { headers: bearer(token) });
    expect(profile).toMatchObject({
      status: 200,
      body: {
        username: player.username,
        email: player.email,
        gems: DEFAULT_GEMS,
        gamesCount: 0,
        lastDaily: null,
      },
    });
    expect((await server.request('/api/auth/logout', { headers: bearer(token) })).status).toBe(200);
    expect(await server.request('/api/user/profile', { headers: bearer(token) })).toMatchObject({
      status: 401,
      body: { code: 'bad-token' },
    });
  });

  it.each([
    ['email missing', { password: 'secret1' }, 400, 'error-login-enteremail', 'Please enter email'],
    ['password missing', { email: 'a@b.co' }, 400, 'error-login-enterpassword', 'Please enter password'],
    [
      'unknown email',
      { email: 'nobody@example.com', password: 'secret1' },
      401,
      'error-login-wrongcredentials',
      'Wrong username or password. Try again or reset your password.',
    ],
  ])('login: %s', async (_name, body, status, code, message) => {
    expect(await server.request('/api/auth/login', { method: 'POST', json: body })).toMatchObject({
      status,
      body: { code, message },
    });
  });

  it('a wrong password is the same answer as an unknown email', async () => {
    const player = newPlayer();
    await register(server, player);
    const answer = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: player.email, password: 'wrong-pass' },
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'error-login-wrongcredentials' } });
  });

  it('a guest cannot read a profile, and a forged token is refused', async () => {
    expect(await server.request('/api/user/profile')).toMatchObject({
      status: 401,
      body: { code: 'sign-in-required' },
    });
    const forged = await server.request('/api/user/profile', {
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'),
    });
    expect(forged).toMatchObject({ status: 401, body: { code: 'bad-token' } });
    // A token signed by another server's secret is refused too.
    const elsewhere = await register(production);
    expect(await server.request('/api/user/profile', { headers: bearer(elsewhere) })).toMatchObject({
      status: 401,
    });
  });
});

describe('profile and gems', () => {
  it('renames, trimmed and unique; a bad name is refused', async () => {
    const token = await register(server);
    const renamed = await server.request('/api/user/rename', {
      method: 'POST',
      json: { newName: '  Ada  ' },
      headers: bearer(token),
    });
    expect(renamed).toMatchObject({ status: 200, body: { username: 'Ada' } });
    const other = await register(server);
    expect(
      await server.request('/api/user/rename', {
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
          await server.request('/api/user/rename', {
            method: 'POST',
            json: { newName },
            headers: bearer(token),
          })
        ).status,
      ).toBe(400);
    }
  });

  it('gems can be spent but not minted in production', async () => {
    const token = await register(production);
    const spend = await production.request('/api/user/gems', {
      method: 'POST',
      json: { gems: DEFAULT_GEMS - 200 },
      headers: bearer(token),
    });
    expect(spend).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS - 200 } });
    const mint = await production.request('/api/user/gems', {
      method: 'POST',
      json: { gems: 99_999 },
      headers: bearer(token),
    });
    expect(mint).toMatchObject({ status: 403, body: { code: 'gems-cannot-rise' } });
    expect(
      (
        await production.request('/api/user/gems', {
          method: 'POST',
          json: { gems: -5 },
          headers: bearer(token),
        })
      ).status,
    ).toBe(400);
    expect((await production.request('/api/user/profile', { headers: bearer(token) })).body.gems).toBe(
      DEFAULT_GEMS - 200,
    );
  });

  it('outside production the development cheat may raise gems', async () => {
    const token = await register(server);
    expect(
      await server.request('/api/user/gems', {
        method: 'POST',
        json: { gems: 5000 },
        headers: bearer(token),
      }),
    ).toMatchObject({ status: 200, body: { gems: 5000 } });
  });

  it('another time zone does not make another day of the same one', async () => {
    const token = await register(server);
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different calendar days.
    const east = await server.request('/api/user/claim-daily', {
      headers: { ...bearer(token), 'X-Time-Zone': 'Pacific/Kiritimati' },
    });
    expect(east.status).toBe(200);
    for (const zone of ['Pacific/Pago_Pago', 'UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      expect(
        await server.request('/api/user/claim-daily', { headers: { ...bearer(token), 'X-Time-Zone': zone } }),
        zone,
      ).toMatchObject({ status: 409, body: { code: 'daily-claimed' } });
    }
    const profile = await server.request('/api/user/profile', { headers: bearer(token) });
    expect(profile.body.gems).toBe(DEFAULT_GEMS + DAILY_REWARD_GEMS);
  });

  it("a claim on the next calendar day of the last claim's zone is paid", async () => {
    const token = await register(server);
    expect((await server.request('/api/user/claim-daily', { headers: bearer(token) })).status).toBe(200);
    // As if the last claim were made yesterday (UTC).
    const { body: me } = await server.request('/api/user/profile', { headers: bearer(token) });
    await server.db
      .updateTable('users')
      .set({ last_daily_at: new Date(Date.now() - 24 * 3600_000) })
      .where('username', '=', me.username)
      .execute();
    expect((await server.request('/api/user/claim-daily', { headers: bearer(token) })).status).toBe(200);
  });

  it('the daily reward comes once per day; reset-daily exists only outside production', async () => {
    const token = await register(server);
    const first = await server.request('/api/user/claim-daily', {
      headers: { ...bearer(token), 'X-Time-Zone': 'Europe/Oslo' },
    });
    expect(first).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS + DAILY_REWARD_GEMS } });
    expect(await server.request('/api/user/claim-daily', { headers: bearer(token) })).toMatchObject({
      status: 409,
      body: { code: 'daily-claimed' },
    });
    expect((await server.request('/api/user/reset-daily', { headers: bearer(token) })).status).toBe(200);
    expect((await server.request('/api/user/claim-daily', { headers: bearer(token) })).status).toBe(200);
    const prodToken = await register(production);
    expect(await production.request('/api/user/reset-daily', { headers: bearer(prodToken) })).toMatchObject({
      status: 404,
    });
    expect(
      await server.request('/api/user/claim-daily', {
        headers: { ...bearer(token), 'X-Time-Zone': 'Mars/Olympus' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'bad-time-zone' } });
  });

  it('an ad pays only after it has run its 10 seconds, and only once', async () => {
    const token = await register(server);
    const { adId } = (await server.request('/api/user/ad/start', { method: 'POST', headers: bearer(token) }))
      .body;
    const early = await server.request('/api/user/ad/claim', {
      method: 'POST',
      json: { adId },
      headers: bearer(token),
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'ad-not-finished' } });
    await server.db
      .updateTable('ad_views')
      .set({ started_at: new Date(Date.now() - 11_000) })
      .where('id', '=', adId)
      .execute();
    const paid = await server.request('/api/user/ad/claim', {
      method: 'POST',
      json: { adId },
      headers: bearer(token),
    });
    expect(paid).toMatchObject({ status: 200, body: { gems: DEFAULT_GEMS + 400 } });
    expect(
      (await server.request('/api/user/ad/claim', { method: 'POST', json: { adId }, headers: bearer(token) }))
        .status,
    ).toBe(409);
    // Another player cannot claim it.
    const other = await register(server);
    expect(
      (await server.request('/api/user/ad/claim', { method: 'POST', json: { adId }, headers: bearer(other) }))
        .status,
    ).toBe(409);
  });
});

describe('scores of signed-in players', () => {
  it('count into the profile and pay the puzzle prize once', async () => {
    const token = await register(server);
    const wire = (await server.request('/api/game?level=2&shape=1&difficulty=2', { headers: bearer(token) }))
      .body;
    const { post, summary } = playWire(wire, 'signed-in-game-1');
    const answer = await server.request('/api/game/score', {
      method: 'POST',
      json: post,
      headers: bearer(token),
    });
    const prize = gemPrizeFor(summary.difficulty);
    expect(answer).toMatchObject({ status: 200, body: { prize, gems: DEFAULT_GEMS + prize } });
    const profile = (await server.request('/api/user/profile', { headers: bearer(token) })).body;
    expect(profile).toMatchObject({
      gamesCount: 1,
      stars: 3,
      totalScore: summary.score.total,
      topScore: summary.score.total,
      topscoredifficulty: Math.round(summary.difficulty),
    });
    // The same puzzle again pays nothing more; a retry of the first post changes nothing.
    const again = playWire(wire, 'signed-in-game-2');
    expect(
      (await server.request('/api/game/score', { method: 'POST', json: again.post, headers: bearer(token) }))
        .body.prize,
    ).toBe(0);
    expect(
      (await server.request('/api/game/score', { method: 'POST', json: post, headers: bearer(token) })).body
        .prize,
    ).toBe(0);
    expect((await server.request('/api/user/profile', { headers: bearer(token) })).body).toMatchObject({
      gamesCount: 2,
      gems: DEFAULT_GEMS + prize,
    });
  });

  it("a guest's scores move to the account the session signs up to", async () => {
    const session = 'guest-then-member-1';
    const wire = (await server.request('/api/game?level=1&shape=3&difficulty=1', { session })).body;
    const { post } = playWire(wire, 'guest-game-000001');
    expect((await server.request('/api/game/score', { method: 'POST', json: post, session })).status).toBe(
      200,
    );
    await register(server, newPlayer(), session);
    const row = await server.db
      .selectFrom('scores')
      .select('player_key')
      .where('id', '=', 'guest-game-000001')
      .executeTakeFirstOrThrow();
    expect(row.player_key).toMatch(/^u:/);
  });
});
