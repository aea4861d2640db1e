// @tag database: served marks written with the score in one transaction.
// Issue 19, "playable offline": a puzzle the player's device made with the engine's generator,
// while the server could not be reached, was never served. Its game counts when the post says it
// was made on the device: replayed as usual, counted and paid once, and refused when too old.

import { OFFLINE_GAME_MAX_AGE_MS } from '@numberland/contract';
import { fromId, gemPrizeFor, generate, landSlot, MAX_SEED, makePuzzle } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { playWire } from './play';
import { scoreClient } from './score-client';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ AUTH_ATTEMPTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const { newSession, newId, serve, post, profileOf, storedRows, signedIn } = scoreClient(
  () => server,
  'offline',
);

let seed = 4242;
/** A land-2 slot-1 puzzle as the client makes it offline: the generator's id, the server's wire format. */
function madeOnDevice() {
  const made = generate({
    shape: landSlot(2, 1).shape,
    orientation: 'landscape',
    difficulty: 2,
    seed: seed++ % (MAX_SEED + 1),
  });
  return makePuzzle(made.puzzle, {
    id: made.id,
    level: 2,
    difficultyLevel: made.key.difficulty,
    difficulty: made.difficulty,
    hintsNo: made.hintsNo,
    timeAllowed: made.timeAllowed,
  });
}

const offlinePost = (wire: unknown, id: string, at?: number) => ({
  ...playWire(wire, id, at === undefined ? {} : { at }).post,
  madeOnDevice: true,
});

describe('a game of a puzzle made on the device', () => {
  it('counts for a signed-in player, pays its prize once, and a second game of it is not counted', async () => {
    const player = await signedIn();
    const before = await profileOf(player.token);
    const wire = madeOnDevice();
    const first = await post(offlinePost(wire, newId('device')), player.session, player.headers);
    const prize = gemPrizeFor(wire.difficulty);
    expect(prize).toBeGreaterThan(0);
    expect(first).toMatchObject({ status: 200, body: { verified: true, counted: true, prize } });
    const after = await profileOf(player.token);
    expect(after.gems).toBe(before.gems + prize);
    expect(after.gamesCount).toBe(before.gamesCount + 1);
    // Now marked served to the player, so a second game is a game of a served puzzle: not counted.
    const served = await server.db
      .selectFrom('served_puzzles')
      .select('puzzle_id')
      .where('player_key', '=', player.key)
      .execute();
    expect(served.map((r) => r.puzzle_id)).toContain(wire.puzzleId);
    const second = await post(offlinePost(wire, newId('device')), player.session, player.headers);
    expect(second).toMatchObject({ status: 200, body: { counted: false, prize: 0 } });
    expect((await profileOf(player.token)).gems).toBe(before.gems + prize);
  });

  it('counts for a guest, stored under the guest session', async () => {
    const session = newSession();
    const id = newId('guest-device');
    const answer = await post(offlinePost(madeOnDevice(), id), session);
    expect(answer).toMatchObject({ status: 200, body: { verified: true, counted: true } });
    expect(await storedRows({ id })).toEqual([{ id, player_key: `s:${session}` }]);
  });

  it('without the flag, the same game is refused as not served', async () => {
    const session = newSession();
    const id = newId('unflagged');
    const { madeOnDevice: _flag, ...unflagged } = offlinePost(madeOnDevice(), id);
    const answer = await post(unflagged, session);
    expect(answer).toMatchObject({ status: 422, body: { code: 'not-served' } });
    expect(await storedRows({ id })).toEqual([]);
  });

  it('a game begun longer ago than an offline game may be is refused, and nothing is marked', async () => {
    const session = newSession();
    const id = newId('stale');
    const wire = madeOnDevice();
    const answer = await post(
      offlinePost(wire, id, Date.now() - OFFLINE_GAME_MAX_AGE_MS - 3600_000),
      session,
    );
    expect(answer).toMatchObject({ status: 422, body: { code: 'outside-serving-window' } });
    expect(await storedRows({ id })).toEqual([]);
    const served = await server.db
      .selectFrom('served_puzzles')
      .select('puzzle_id')
      .where('puzzle_id', '=', wire.puzzleId)
      .execute();
    expect(served).toEqual([]);
  });

  it('a pooled puzzle the device happened to make is not dealt to that player afterwards', async () => {
    const session = newSession();
    const first = await serve(session);
    const pooled = await server.db
      .selectFrom('puzzle_pool')
      .select('puzzle_id')
      .where('shape', '=', landSlot(2, 1).shape)
      .where('difficulty', '=', 2)
      .execute();
    const other = pooled.map((r) => r.puzzle_id).find((id) => id !== first.puzzleId);
    if (!other) throw new Error('the pool has one puzzle for the slot');
    const made = fromId(other);
    if (!made.ok) throw new Error(made.error.message);
    const wire = makePuzzle(made.value.puzzle, {
      id: made.value.id,
      level: 2,
      difficultyLevel: made.value.key.difficulty,
      difficulty: made.value.difficulty,
      hintsNo: made.value.hintsNo,
      timeAllowed: made.value.timeAllowed,
    });
    const answer = await post(offlinePost(wire, newId('pooled')), session);
    expect(answer).toMatchObject({ status: 200, body: { counted: true } });
    for (let i = 0; i < 3; i++) expect((await serve(session)).puzzleId).not.toBe(other);
  });

  it('a made-on-device game that does not replay is refused as any other', async () => {
    const session = newSession();
    const id = newId('forged');
    const game = offlinePost(madeOnDevice(), id);
    const forged = { ...game, score: { ...game.score, total: game.score.total + 100 } };
    const answer = await post(forged, session);
    expect(answer.status).toBe(422);
    expect(await storedRows({ id })).toEqual([]);
  });
});
