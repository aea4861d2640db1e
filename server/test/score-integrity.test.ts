// @tag database: one count per served puzzle, kept by locks and unique indexes.
// Issue 20, "Scores that only a played game earns" and "No batch is poisoned": each attack of the
// audit against a real server and PostgreSQL, and the answer it gets now.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { playWire, withActionObjects } from './play';
import { bearer, newPlayer, register } from './players';
import { SLOT, scoreClient } from './score-client';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const { newSession, newId, serve, post, profileOf, storedRows, signedIn } = scoreClient(
  () => server,
  'integrity',
);

describe('no batch is poisoned', () => {
  it('honest posts interleaved with poisoned ones are all stored; the poisoned ones are refused', async () => {
    const honest = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const session = newSession();
        return { session, json: playWire(await serve(session), newId('honest')).post };
      }),
    );
    const attacker = newSession();
    const wire = await serve(attacker);
    const poisoned = [-8e15, 8e15, 1e300].map((createdAt) => {
      const { post: p } = playWire(wire, newId('poison'));
      return { ...p, game: { ...(p.game as object), createdAt } };
    });
    const actionsPoisoned = (() => {
      // The object form carries each action's time (steps count from createdAt).
      const p = withActionObjects(playWire(wire, newId('poison')).post);
      return { ...p, game: { ...p.game, actions: p.game.actions.map((a) => ({ ...a, at: a.at - 8e15 })) } };
    })();
    const requests: Promise<{ honest: boolean; status: number; body: unknown }>[] = [];
    for (const [i, h] of honest.entries()) {
      requests.push(post(h.json, h.session).then((a) => ({ honest: true, ...a })));
      const bad = i % 10 === 0 ? (poisoned[i / 10] ?? actionsPoisoned) : undefined;
      if (bad) requests.push(post(bad, attacker).then((a) => ({ honest: false, ...a })));
    }
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a.honest && a.status !== 200)).toEqual([]);
    const refused = answers.filter((a) => !a.honest);
    expect(refused).toHaveLength(4);
    for (const a of refused) expect(a).toMatchObject({ status: 400, body: { code: 'validation' } });
    const rows = await server.db.selectFrom('scores').select('id').where('id', 'like', 'honest-%').execute();
    expect(rows).toHaveLength(40);
    expect(await storedRows({ playerKey: `s:${attacker}` })).toEqual([]);
  });
});

describe('timestamps', () => {
  it('a game dated 2099 or 1970, or long before its puzzle was served, is refused before anything is written', async () => {
    const session = newSession();
    const wire = await serve(session);
    const cases: [number, number, string][] = [
      [Date.UTC(2099, 0, 1), 422, 'outside-serving-window'],
      [Date.now() - 3 * 3600_000, 422, 'outside-serving-window'],
      [Date.UTC(1970, 0, 2), 400, 'validation'],
      [0, 400, 'validation'],
    ];
    for (const [at, status, code] of cases) {
      const id = newId('dated');
      const answer = await post(playWire(wire, id, { at }).post, session);
      expect(answer, new Date(at).toISOString()).toMatchObject({ status, body: { code } });
      expect(typeof answer.body.message).toBe('string');
      expect(await storedRows({ id })).toEqual([]);
    }
    // The same puzzle played now is fine.
    expect((await post(playWire(wire, newId('dated')).post, session)).status).toBe(200);
  });

  it('a game of a puzzle never served to the player is refused', async () => {
    const wire = await serve(newSession());
    const stranger = newSession();
    const answer = await post(playWire(wire, newId('unserved')).post, stranger);
    expect(answer).toMatchObject({ status: 422, body: { code: 'not-served' } });
  });
});

describe('plausible action times', () => {
  it.each([
    ['every action at 0 ms', 0, 'needs at least 80 ms'],
    ['numbers 60 ms apart', 60, 'needs at least 80 ms'],
    ['cells found 150 ms apart', 150, 'needs at least 200 ms for each'],
  ])('%s is refused with a 422', async (_name, stepMs, says) => {
    const session = newSession();
    const id = newId('fast');
    const answer = await post(playWire(await serve(session), id, { stepMs }).post, session);
    expect(answer).toMatchObject({ status: 422, body: { code: 'implausible-times' } });
    expect(answer.body.message).toContain(says);
    expect(await storedRows({ id })).toEqual([]);
  });

  it("the end-to-end driver's pace (250 ms per action) and a wrong try passes", async () => {
    const session = newSession();
    const wire = await serve(session);
    expect((await post(playWire(wire, newId('paced'), { stepMs: 250 }).post, session)).status).toBe(200);
    const other = newSession();
    const again = await serve(other, {}, `${SLOT}&id=${wire.puzzleId}`);
    const answer = await post(playWire(again, newId('paced'), { stepMs: 500, wrong: 1 }).post, other);
    expect(answer.status).toBe(200);
  });
});

describe('a game counts once per served puzzle per player', () => {
  it('the same game under new score ids counts once; a second game of the puzzle is not counted', async () => {
    const player = await signedIn();
    const wire = await serve(player.session, player.headers);
    const { post: game, summary } = playWire(wire, newId('repost'));
    const first = await post(game, player.session, player.headers);
    expect(first).toMatchObject({ status: 200, body: { verified: true, counted: true } });
    expect(first.body.prize).toBeGreaterThan(0);
    const after = await profileOf(player.token);
    for (let i = 0; i < 3; i++) {
      const again = await post({ ...game, id: newId('repost') }, player.session, player.headers);
      expect(again).toMatchObject({ status: 200, body: { total: summary.score.total, gems: after.gems } });
    }
    const replayed = playWire(wire, newId('repost'), { stepMs: 3000 }).post;
    expect(await post(replayed, player.session, player.headers)).toMatchObject({
      status: 200,
      body: { counted: false, prize: 0 },
    });
    const profile = await profileOf(player.token);
    expect(profile).toMatchObject({ gamesCount: 1, stars: after.stars, gems: after.gems });
    expect(await storedRows({ playerKey: player.key })).toHaveLength(1);
  });

  it("another player's game reposted under your id counts for nobody else", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const wire = await serve(alice.session, alice.headers);
    const { post: game } = playWire(wire, newId('alice'));
    expect((await post(game, alice.session, alice.headers)).status).toBe(200);
    // Whether Bob was served the puzzle or not (he asks for it by id in between).
    for (const _ of [1, 2]) {
      expect(await post({ ...game, id: newId('bob') }, bob.session, bob.headers)).toMatchObject({
        status: 409,
        body: { code: 'game-taken' },
      });
      await serve(bob.session, bob.headers, `${SLOT}&id=${wire.puzzleId}`);
    }
    expect(await post(game, bob.session, bob.headers)).toMatchObject({
      status: 409,
      body: { code: 'id-taken' },
    });
    const profile = await profileOf(bob.token);
    expect(profile).toMatchObject({ gamesCount: 0, stars: 0, totalScore: 0 });
    expect(await storedRows({ playerKey: bob.key })).toEqual([]);
  });
});

describe('a guest signing in to an account', () => {
  it("a guest's game of a puzzle the account already counted is not counted again", async () => {
    const account = newPlayer();
    const token = await register(server, account, newSession());
    const wire = await serve(newSession(), bearer(token));
    expect((await post(playWire(wire, newId('account')).post, newSession(), bearer(token))).status).toBe(200);
    const counted = await profileOf(token);
    expect(counted.gamesCount).toBe(1);

    // The same puzzle, and a new one, played as a guest on another device, which then signs in.
    const guest = newSession();
    const again = await serve(guest, {}, `${SLOT}&id=${wire.puzzleId}`);
    expect((await post(playWire(again, newId('guest-same')).post, guest)).status).toBe(200);
    expect((await post(playWire(await serve(guest), newId('guest-new')).post, guest)).status).toBe(200);
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: account.email, password: account.password },
      session: guest,
    });
    expect(login.status).toBe(200);
    const after = await profileOf(token);
    expect(after.gamesCount).toBe(2);
    expect(await storedRows({ playerKey: `s:${guest}` })).toHaveLength(1);
  });
});

describe('prizes only for served puzzles', () => {
  it('a puzzle served to someone else earns nothing', async () => {
    const player = await signedIn();
    const before = await profileOf(player.token);
    const wire = await serve(newSession());
    const answer = await post(playWire(wire, newId('foreign')).post, player.session, player.headers);
    expect(answer).toMatchObject({ status: 422, body: { code: 'not-served' } });
    expect((await profileOf(player.token)).gems).toBe(before.gems);
  });

  it("a guest's puzzle still pays once the session registers", async () => {
    const session = newSession();
    const wire = await serve(session);
    const token = await register(server, newPlayer(), session);
    const before = await profileOf(token);
    const answer = await post(playWire(wire, newId('guest')).post, session, bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.body.prize).toBeGreaterThan(0);
    expect(await profileOf(token)).toMatchObject({
      gems: before.gems + answer.body.prize,
      gamesCount: before.gamesCount + 1,
    });
  });

  it("a guest's puzzle served hours before signing up keeps its serving time, and its game counts", async () => {
    const session = newSession();
    const wire = await serve(session);
    const hour = 3_600_000;
    const marked = () =>
      server.db
        .selectFrom('served_puzzles')
        .select('puzzle_id')
        .where('player_key', '=', `s:${session}`)
        .execute();
    // The served mark is in the database once the puzzle has come.
    expect(await marked()).toHaveLength(1);
    // served_at is written by the database only (never updated by the server): set it in SQL.
    await sql`UPDATE served_puzzles SET served_at = now() - interval '3 hours' WHERE player_key = ${`s:${session}`}`.execute(
      server.db,
    );
    const token = await register(server, newPlayer(), session);
    const game = playWire(wire, newId('guest-old'), { at: Date.now() - 2.5 * hour }).post;
    const answer = await post(game, session, bearer(token));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await profileOf(token)).gamesCount).toBe(1);
  });

  it("a guest's game posted before signing up, retried with the guest's headers, counts once", async () => {
    const session = newSession();
    const { post: game } = playWire(await serve(session), newId('moved'));
    expect((await post(game, session)).status).toBe(200);
    const token = await register(server, newPlayer(), session);
    expect(await post(game, session)).toMatchObject({ status: 200, body: { verified: true } });
    expect(await post(game, session, bearer(token))).toMatchObject({ status: 200, body: { prize: 0 } });
    expect((await profileOf(token)).gamesCount).toBe(1);
  });
});

describe('stored, counted and paid in one transaction', () => {
  it('a crash while paying leaves nothing; the retry finds all three once', async () => {
    const player = await signedIn();
    const wire = await serve(player.session, player.headers);
    const { post: game } = playWire(wire, game0Id);
    const before = await profileOf(player.token);
    await sql`CREATE OR REPLACE FUNCTION crash_on_prize() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`.execute(server.db);
    await sql`CREATE TRIGGER crash_on_prize BEFORE INSERT ON gem_events
      FOR EACH ROW EXECUTE FUNCTION crash_on_prize()`.execute(server.db);
    try {
      const crashed = await post(game, player.session, player.headers);
      expect(crashed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`DROP TRIGGER crash_on_prize ON gem_events`.execute(server.db);
    }
    expect(await storedRows({ id: game0Id })).toEqual([]);
    expect(await profileOf(player.token)).toMatchObject({ gamesCount: before.gamesCount, gems: before.gems });
    const retry = await post(game, player.session, player.headers);
    expect(retry.status).toBe(200);
    const prize = retry.body.prize as number;
    expect(prize).toBeGreaterThan(0);
    // Retried again (its answer lost): the same answer, nothing counted or paid twice.
    expect(await post(game, player.session, player.headers)).toMatchObject({
      status: 200,
      body: { prize, gems: before.gems + prize },
    });
    expect(await profileOf(player.token)).toMatchObject({ gamesCount: 1, gems: before.gems + prize });
  });

  it('under a stream of posts and retries, games_count equals the stored rows', async () => {
    const player = await signedIn();
    const games = [];
    for (let i = 0; i < 8; i++) {
      const wire = await serve(
        player.session,
        player.headers,
        `/api/game?level=2&shape=${1 + (i % 4)}&difficulty=${1 + (i % 3)}`,
      );
      games.push(playWire(wire, newId('stream')).post);
    }
    const answers = await Promise.all(
      [...games, ...games, ...games].map((g) => post(g, player.session, player.headers)),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
    const rows = await storedRows({ playerKey: player.key });
    expect(rows).toHaveLength(8);
    expect((await profileOf(player.token)).gamesCount).toBe(rows.length);
  });
});

const game0Id = 'crash-game-00001';

describe('junk inside actions', () => {
  it('fields the engine does not read are never stored, and an action of many fields is refused', async () => {
    const session = newSession();
    const wire = await serve(session);
    const p = withActionObjects(playWire(wire, newId('junk')).post);
    const { game } = p;
    const junk = 'x'.repeat(1_000_000);
    const withJunk = {
      ...game,
      actions: game.actions.map((a, i) => (i === 0 ? { ...a, action: { ...a.action, junk } } : a)),
    };
    const answer = await post({ ...p, game: withJunk }, session);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = await server.db
      .selectFrom('scores')
      .select(sql<number>`length(actions::text)`.as('size'))
      .where('id', '=', p.id as string)
      .executeTakeFirstOrThrow();
    expect(row.size).toBeLessThan(JSON.stringify(game.actions).length + 100);

    const q = withActionObjects(playWire(await serve(newSession()), newId('junk')).post);
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, i]));
    const crowded = {
      ...q.game,
      actions: q.game.actions.map((a) => ({ ...a, action: { ...a.action, ...many } })),
    };
    expect((await post({ ...q, game: crowded }, session)).status).toBe(400);

    // As steps: items past a type's fields are dropped too, and a step of many items is refused.
    const { post: r } = playWire(await serve(session), newId('junk'));
    const steps = r.game.steps ?? [];
    const padded = steps.map((s) => (s[1] === 'select' ? s : [...s, 'x'.repeat(100_000), 1]));
    const stored = await post({ ...r, game: { ...r.game, steps: padded } }, session);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const rRow = await server.db
      .selectFrom('scores')
      .select(sql<string>`actions::text`.as('text'))
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(rRow.text)).toEqual(steps);
    const { post: t } = playWire(await serve(newSession()), newId('junk'));
    const long = (t.game.steps ?? []).map((s) => [...s, ...Array(20).fill(1)]);
    expect((await post({ ...t, game: { ...t.game, steps: long } }, session)).status).toBe(400);
  });
});
