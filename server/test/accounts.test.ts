// @tag database: uniqueness of emails and names whatever their case (lower() indexes).
// Accounts over real HTTP: health, registering with the spec's checks, signing in and out, and
// the scores of signed-in players.

import { Token } from '@numberland/contract';
import { DEFAULT_GEMS, gemPrizeFor } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { answerAs } from './answers';
import { playWire } from './play';
import { bearer, newPlayer, register, useServers } from './players';

const servers = useServers();

describe('GET /api/health', () => {
  it('says whether the development shortcuts are on: everywhere but production', async () => {
    expect(await servers.dev.request('/api/health')).toEqual({
      status: 200,
      body: { ok: true, cheats: true, pid: process.pid },
    });
    expect(await servers.production.request('/api/health')).toEqual({
      status: 200,
      body: { ok: true, cheats: false, pid: process.pid },
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
    const answer = await servers.dev.request('/api/auth/register', {
      method: 'POST',
      json: newPlayer(change),
    });
    expect(answer).toMatchObject({ status: 400, body: { code, message } });
  });

  it('refuses a taken email or display name, whatever their case', async () => {
    const first = newPlayer();
    await register(servers.dev, first);
    const sameEmail = await servers.dev.request('/api/auth/register', {
      method: 'POST',
      json: newPlayer({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail).toMatchObject({
      status: 409,
      body: { code: 'error-register-useremailexists', message: 'This email address is already being used' },
    });
    const sameName = await servers.dev.request('/api/auth/register', {
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
    await register(servers.dev, player);
    const login = await servers.dev.request('/api/auth/login', {
      method: 'POST',
      json: { email: player.email, password: player.password },
    });
    expect(login.status).toBe(200);
    const { token } = answerAs(Token, login.body);
    const profile = await servers.dev.request('/api/user/profile', { headers: bearer(token) });
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
    expect((await servers.dev.request('/api/auth/logout', { headers: bearer(token) })).status).toBe(200);
    expect(await servers.dev.request('/api/user/profile', { headers: bearer(token) })).toMatchObject({
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
    expect(await servers.dev.request('/api/auth/login', { method: 'POST', json: body })).toMatchObject({
      status,
      body: { code, message },
    });
  });

  it('a wrong password is the same answer as an unknown email', async () => {
    const player = newPlayer();
    await register(servers.dev, player);
    const answer = await servers.dev.request('/api/auth/login', {
      method: 'POST',
      json: { email: player.email, password: 'wrong-pass' },
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'error-login-wrongcredentials' } });
  });

  it('a guest cannot read a profile, and a forged token is refused', async () => {
    expect(await servers.dev.request('/api/user/profile')).toMatchObject({
      status: 401,
      body: { code: 'sign-in-required' },
    });
    const forged = await servers.dev.request('/api/user/profile', {
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'),
    });
    expect(forged).toMatchObject({ status: 401, body: { code: 'bad-token' } });
    // A token signed by another server's secret is refused too.
    const elsewhere = await register(servers.production);
    expect(await servers.dev.request('/api/user/profile', { headers: bearer(elsewhere) })).toMatchObject({
      status: 401,
    });
  });
});

describe('scores of signed-in players', () => {
  it('count into the profile and pay the puzzle prize once', async () => {
    const token = await register(servers.dev);
    const wire = (
      await servers.dev.request('/api/game?level=2&shape=1&difficulty=2', { headers: bearer(token) })
    ).body;
    const { post, summary } = playWire(wire, 'signed-in-game-1');
    const answer = await servers.dev.request('/api/game/score', {
      method: 'POST',
      json: post,
      headers: bearer(token),
    });
    const prize = gemPrizeFor(summary.difficulty);
    expect(answer).toMatchObject({ status: 200, body: { prize, gems: DEFAULT_GEMS + prize } });
    const profile = (await servers.dev.request('/api/user/profile', { headers: bearer(token) })).body;
    expect(profile).toMatchObject({
      gamesCount: 1,
      stars: 3,
      totalScore: summary.score.total,
      topScore: summary.score.total,
      topscoredifficulty: Math.round(summary.difficulty),
    });
    // The same puzzle again pays nothing more and counts no more (a game counts once per served
    // puzzle and player); a retry of the first post gets the first answer again and changes nothing.
    const again = playWire(wire, 'signed-in-game-2');
    expect(
      (
        await servers.dev.request('/api/game/score', {
          method: 'POST',
          json: again.post,
          headers: bearer(token),
        })
      ).body.prize,
    ).toBe(0);
    expect(
      (await servers.dev.request('/api/game/score', { method: 'POST', json: post, headers: bearer(token) }))
        .body.prize,
    ).toBe(prize);
    expect((await servers.dev.request('/api/user/profile', { headers: bearer(token) })).body).toMatchObject({
      gamesCount: 1,
      gems: DEFAULT_GEMS + prize,
    });
  });

  it("a guest's scores move to the account the session signs up to", async () => {
    const session = 'guest-then-member-1';
    const wire = (await servers.dev.request('/api/game?level=1&shape=3&difficulty=1', { session })).body;
    const { post } = playWire(wire, 'guest-game-000001');
    expect(
      (await servers.dev.request('/api/game/score', { method: 'POST', json: post, session })).status,
    ).toBe(200);
    await register(servers.dev, newPlayer(), session);
    const row = await servers.dev.db
      .selectFrom('scores')
      .select('player_key')
      .where('id', '=', 'guest-game-000001')
      .executeTakeFirstOrThrow();
    expect(row.player_key).toMatch(/^u:/);
  });
});
