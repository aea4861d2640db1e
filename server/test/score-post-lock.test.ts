// @tag database: posts queued on a row lock.
// A score post locks its served mark, then reads the earlier rows, then inserts its row, in one
// transaction (services/score-store.ts). Posts of one player's puzzle that queue on that lock must
// read what the post before them committed: a retry is answered as the first post, and a second
// game of the puzzle is not counted. Here the queue is made on purpose: the test holds the served
// mark's lock until both posts wait for it; each post is started once the one before it waits.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { scorePostsWaiting } from './lock-waits';
import { playWire } from './play';
import { scoreClient } from './score-client';
import { until } from './wait';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const { newSession, newId, serve, post, storedRows } = scoreClient(() => server, 'lock');

/**
 * Run `posts` while the served mark of `puzzleId` to `session` is locked, and let go of it only
 * once every one of them waits for it: they then run one after the other.
 */
async function queuedOnTheMark<T>(session: string, puzzleId: string, posts: readonly (() => Promise<T>)[]) {
  let answers: Promise<T[]> | undefined;
  await server.db.transaction().execute(async (tx) => {
    const marks = await sql`SELECT served_at FROM served_puzzles
      WHERE player_key = ${`s:${session}`} AND puzzle_id = ${puzzleId} FOR UPDATE`.execute(tx);
    expect(marks.rows).toHaveLength(1);
    const started: Promise<T>[] = [];
    for (const start of posts) {
      started.push(start());
      await until(
        `post ${started.length} to wait for the served mark`,
        async () => (await scorePostsWaiting(server.db)) === started.length,
      );
    }
    answers = Promise.all(started);
  });
  return answers!;
}

describe('posts queued on one served mark', () => {
  it('a retry that waited for the first post is answered as the first post, and stored once', async () => {
    const session = newSession();
    const { post: game, summary } = playWire(await serve(session), newId('lock-retry'));
    const answers = await queuedOnTheMark(session, summary.puzzleId, [
      () => post(game, session),
      () => post(game, session),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 200,
        body: { id: game.id, verified: true, counted: true, total: summary.score.total },
      });
    }
    expect(await storedRows({ id: game.id })).toHaveLength(1);
  });

  it('of two games of one puzzle posted at once, one counts and the other is not counted', async () => {
    const session = newSession();
    const wire = await serve(session);
    const first = playWire(wire, newId('lock-first')).post;
    const second = playWire(wire, newId('lock-second'), { stepMs: 3000 }).post;
    const answers = await queuedOnTheMark(session, first.puzzleId, [
      () => post(first, session),
      () => post(second, session),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.counted).sort()).toEqual([false, true]);
    expect(await storedRows({ playerKey: `s:${session}` })).toHaveLength(1);
  });

  it('posted to one process at once, a retry and a second game: one row, one game counted', async () => {
    const session = newSession();
    const wire = await serve(session);
    const first = playWire(wire, newId('lock-same')).post;
    const second = playWire(wire, newId('lock-same'), { stepMs: 3000 }).post;
    const answers = await Promise.all([post(first, session), post(first, session), post(second, session)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // The retry is answered as the first post; of the two games, one counts.
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect([answers[0]!.body.counted, answers[2]!.body.counted].sort()).toEqual([false, true]);
    expect(await storedRows({ playerKey: `s:${session}` })).toHaveLength(1);
  });
});
