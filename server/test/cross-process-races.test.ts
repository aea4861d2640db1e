// @tag database: two processes racing on one database: its locks and unique indexes decide.
// Two real server processes (the build, as `npm start` runs it) on one database - the test
// PostgreSQL: embedded by default, the machine's with TEST_DATABASE_URL - and 20 parallel
// requests on each aimed at the same thing. Whatever the processes hold in memory, each thing
// pays or is made exactly once, and a rate limit holds in total across them.
//
// The processes trust X-Forwarded-For (TRUST_PROXY), so each test speaks from addresses of its
// own: the sign-in limit (10 a minute per address) is tested on one address and never gets in
// the way of the others.

import { Profile } from '@numberland/contract';
import { AD_COUNTDOWN_SECONDS, AD_REWARD_GEMS, DAILY_REWARD_GEMS, gemPrizeFor } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAs } from './answers';
import { freshDatabase, type Request, requester, type TestDatabase } from './harness';
import { playWire } from './play';
import { newPlayer } from './players';
import { SLOT } from './score-client';
import { type ServerProcess, startServerProcess } from './server-process';

const EACH = 20;
const OPENING_GEMS = 500;

let database: TestDatabase;
let servers: ServerProcess[] = [];
let requests: Request[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
  servers = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  requests = servers.map((s) => requester(s.base));
}, 180_000);

afterAll(async () => {
  for (const s of servers) await s.kill();
  await database?.drop();
});

let addresses = 0;
/** An address of its own for a request (X-Forwarded-For, believed by these servers). */
const newAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** `EACH` requests on each process at once; the answers in the order they were sent. */
async function onBoth(send: (request: Request, i: number) => ReturnType<Request>) {
  return Promise.all(
    Array.from({ length: EACH * requests.length }, (_, i) => send(requests[i % requests.length]!, i)),
  );
}

/** A new account, signed up on the first process; its token, session, user id and headers. */
async function signedUp(tag: string) {
  const session = `races-${tag}-${addresses}`;
  const answer = await requests[0]!('/api/auth/register', {
    method: 'POST',
    json: newPlayer(),
    session,
    headers: { 'X-Forwarded-For': newAddress() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const headers = { Authorization: `Bearer ${answer.body.token}` };
  const profile = answerAs(Profile, (await requests[1]!('/api/user/profile', { headers, session })).body);
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', profile.username)
    .executeTakeFirstOrThrow();
  return { session, headers, userId: user.id, profile };
}

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => {
    count[a.status] = (count[a.status] ?? 0) + 1;
    return count;
  }, {});

async function eventsOf(userId: string, kind: string) {
  const rows = await database.db
    .selectFrom('gem_events')
    .select(['amount', 'ref'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .execute();
  // bigint columns come back as text.
  return rows.map((e) => ({ amount: Number(e.amount), ref: e.ref }));
}

describe('two server processes on one database, 20 parallel requests on each', () => {
  it('the processes are two, each answering for itself', async () => {
    const pids = await Promise.all(requests.map(async (r) => (await r('/api/health')).body.pid));
    expect(new Set(pids).size).toBe(2);
    expect(pids).toEqual(servers.map((s) => s.child.pid));
  });

  it('one player is never served the same puzzle twice, whichever process serves it', async () => {
    const session = 'races-puzzles';
    const answers = await onBoth((request) => request(SLOT, { session }));
    expect(statuses(answers)).toEqual({ 200: 2 * EACH });
    const ids = answers.map((a) => a.body.puzzleId as string);
    expect(new Set(ids).size).toBe(2 * EACH);
    // And again one by one, each process in turn: each knows only what the database tells it.
    for (let i = 0; i < 6; i++) ids.push((await requests[i % 2]!(SLOT, { session })).body.puzzleId);
    expect(new Set(ids).size).toBe(2 * EACH + 6);
    const marks = await database.db
      .selectFrom('served_puzzles')
      .select('puzzle_id')
      .where('player_key', '=', `s:${session}`)
      .execute();
    expect(marks.map((m) => m.puzzle_id).sort()).toEqual([...ids].sort());
  });

  it('the daily claim pays once, whatever time zones the claims name', async () => {
    const player = await signedUp('daily');
    const zones = ['UTC', 'Europe/Oslo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo'];
    const answers = await onBoth((request, i) =>
      request('/api/user/claim-daily', {
        session: player.session,
        headers: { ...player.headers, 'X-Time-Zone': zones[i % zones.length]! },
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 2 * EACH - 1 });
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body.code).toBe('daily-claimed');
    }
    expect((await eventsOf(player.userId, 'daily')).map((e) => e.amount)).toEqual([DAILY_REWARD_GEMS]);
    const after = await requests[0]!('/api/user/profile', {
      headers: player.headers,
      session: player.session,
    });
    expect(after.body.gems).toBe(OPENING_GEMS + DAILY_REWARD_GEMS);
  });

  it('an ad pays its reward once', async () => {
    const player = await signedUp('ad');
    const started = await requests[0]!('/api/user/ad/start', {
      method: 'POST',
      session: player.session,
      headers: player.headers,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const adId = started.body.adId as string;
    // The ad ran its countdown: dated back rather than waited for.
    await database.db
      .updateTable('ad_views')
      .set({ started_at: new Date(Date.now() - (AD_COUNTDOWN_SECONDS + 1) * 1000) })
      .where('id', '=', adId)
      .execute();
    const answers = await onBoth((request) =>
      request('/api/user/ad/claim', {
        method: 'POST',
        json: { adId },
        session: player.session,
        headers: player.headers,
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 2 * EACH - 1 });
    expect(answers.find((a) => a.status === 200)?.body.gems).toBe(OPENING_GEMS + AD_REWARD_GEMS);
    expect(await eventsOf(player.userId, 'ad')).toEqual([{ amount: AD_REWARD_GEMS, ref: adId }]);
  });

  it("a puzzle's prize is paid once, for 40 different games of it", async () => {
    const player = await signedUp('prize');
    const wire = await requests[0]!(SLOT, { session: player.session, headers: player.headers });
    expect(wire.status).toBe(200);
    const games = Array.from({ length: 2 * EACH }, (_, i) =>
      playWire(wire.body, `races-prize-${i}`, { stepMs: 1000 + i }),
    );
    const answers = await onBoth((request, i) =>
      request('/api/game/score', {
        method: 'POST',
        json: games[i]!.post,
        session: player.session,
        headers: player.headers,
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 2 * EACH });
    const prize = gemPrizeFor(games[0]!.summary.difficulty);
    expect(answers.filter((a) => a.body.counted === true)).toHaveLength(1);
    expect(answers.reduce((sum, a) => sum + (a.body.prize ?? 0), 0)).toBe(prize);
    expect((await eventsOf(player.userId, 'prize')).map((e) => e.amount)).toEqual([prize]);
    const profile = await requests[1]!('/api/user/profile', {
      headers: player.headers,
      session: player.session,
    });
    expect(profile.body).toMatchObject({ gamesCount: 1, gems: OPENING_GEMS + prize });
  });

  it('one score id posted 40 times is stored once and paid once', async () => {
    const player = await signedUp('score');
    const wire = await requests[1]!(SLOT, { session: player.session, headers: player.headers });
    const game = playWire(wire.body, 'races-same-score-id', { stepMs: 1500 });
    const answers = await onBoth((request) =>
      request('/api/game/score', {
        method: 'POST',
        json: game.post,
        session: player.session,
        headers: player.headers,
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 2 * EACH });
    const rows = await database.db
      .selectFrom('scores')
      .select('id')
      .where('id', '=', 'races-same-score-id')
      .execute();
    expect(rows).toHaveLength(1);
    const prize = gemPrizeFor(game.summary.difficulty);
    expect((await eventsOf(player.userId, 'prize')).map((e) => e.amount)).toEqual([prize]);
    const profile = await requests[0]!('/api/user/profile', {
      headers: player.headers,
      session: player.session,
    });
    expect(profile.body).toMatchObject({ gamesCount: 1, gems: OPENING_GEMS + prize });
  });

  it('one email and one username register once; the others are told they are taken', async () => {
    const body = newPlayer({ email: 'Race@Example.com', username: 'Racer' });
    const answers = await onBoth((request, i) =>
      request('/api/auth/register', {
        method: 'POST',
        // Every other one differs in case only: still the same email and name.
        json: i % 2 ? { ...body, email: 'race@example.COM', username: 'RACER' } : body,
        session: `races-register-${i}`,
        headers: { 'X-Forwarded-For': newAddress() },
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 2 * EACH - 1 });
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body).toMatchObject({
        code: 'error-register-useremailexists',
        message: expect.stringMatching(/\S/),
      });
    }
    const users = await database.db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['email']), '=', 'race@example.com'),
          eb(eb.fn('lower', ['username']), '=', 'racer'),
        ]),
      )
      .execute();
    expect(users).toHaveLength(1);
  });

  it('the sign-in limit (10 a minute per address) holds in total across the processes', async () => {
    const address = newAddress();
    const answers = await onBoth((request) =>
      request('/api/auth/login', {
        method: 'POST',
        json: { email: 'nobody@example.com', password: 'wrong-password' },
        headers: { 'X-Forwarded-For': address },
      }),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 2 * EACH - 10 });
    // Another address is not held back by this one's attempts.
    const other = await requests[1]!('/api/auth/login', {
      method: 'POST',
      json: { email: 'nobody@example.com', password: 'wrong-password' },
      headers: { 'X-Forwarded-For': newAddress() },
    });
    expect(other.status).toBe(401);
  });

  it('every account holds exactly the gems its events add up to', async () => {
    const mismatched = await database.db
      .selectFrom('users as u')
      .leftJoin('gem_events as e', 'e.user_id', 'u.id')
      .select([
        'u.id',
        'u.gems',
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount'), eb.val(0)).as('events'),
      ])
      .groupBy(['u.id', 'u.gems'])
      .execute();
    expect(mismatched.length).toBeGreaterThan(4);
    expect(mismatched.filter((u) => Number(u.events) !== Number(u.gems))).toEqual([]);
  });
});
