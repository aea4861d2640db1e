// Guests' score posts handed over in one turn of the event loop share one call of
// score_posts (services/score-post-batch.ts): here on a real database, with rows made by
// hand and their served marks written first. Every post must get the answer it would get alone:
// stored, seen as the same game, or its own error, never another post's.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, POOL_WAIT_MS } from '../src/db/connect';
import { isDatabaseUnavailable } from '../src/plugins/errors';
import { IN_FLIGHT, START_AT, scorePostBatcher } from '../src/services/score-post-batch';
import { type Called, callScorePost, type ScoreRow } from '../src/services/score-post-call';
import { freshDatabase, type TestDatabase } from './harness';
import { scorePostsWaiting } from './lock-waits';
import { until } from './wait';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const SERVED = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));
/** Late enough for every mark above. */
const SERVED_BY = new Date(SERVED.getTime() + 60_000);
let made = 0;

/** A guest's game of a puzzle served to their session, ready to post. */
async function servedRow(overrides: Partial<ScoreRow> = {}): Promise<ScoreRow> {
  const n = ++made;
  const session = `batch-session-${n}`;
  const row: ScoreRow = {
    id: `batch-game-${String(n).padStart(4, '0')}`,
    player_key: `s:${session}`,
    session_id: session,
    tenant: 'numberland',
    puzzle_id: `B1L1-${n}`,
    level: 1,
    difficulty_level: 1,
    difficulty: 40,
    finish_type: 'success',
    score_total: 1000 + n,
    summary: JSON.stringify({ n }),
    actions: JSON.stringify([{ at: n, action: { type: 'begin' } }]),
    play_time: 30,
    start_time: SERVED,
    end_time: SERVED_BY,
    game_hash: `hash-${n}`,
    ...overrides,
  };
  await database.db
    .insertInto('served_puzzles')
    .values({ player_key: row.player_key, puzzle_id: row.puzzle_id, served_at: SERVED })
    .onConflict((c) => c.doNothing())
    .execute();
  return row;
}

async function stored(ids: readonly string[]): Promise<string[]> {
  const rows = await database.db.selectFrom('scores').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id).sort();
}

describe('score posts of one turn', () => {
  it('go in a call as soon as a few wait, the rest at the end of the turn; each is stored with its own served mark', async () => {
    const batcher = scorePostBatcher(database.db);
    const rows = await Promise.all(Array.from({ length: 2 * START_AT + 1 }, () => servedRow()));
    const answers = await Promise.all(rows.map((row) => batcher.call(row, row.player_key, SERVED_BY)));
    // Two calls of START_AT posts while they were handed over, then the last one alone.
    expect(batcher.stats()).toEqual({ calls: 3, posts: 2 * START_AT + 1 });
    for (const answer of answers) {
      expect(answer).toEqual({ servedAt: SERVED, same: [], counted: false, inserted: true });
    }
    expect(await stored(rows.map((r) => r.id))).toEqual(rows.map((r) => r.id).sort());
  });

  it('store the summary and actions as the very text posted', async () => {
    const batcher = scorePostBatcher(database.db);
    // Spacing and key order that parsing and writing again would change.
    const texts = (n: number) => ({
      summary: `{"n": ${n},  "b":[1, 2]}`,
      actions: `[ {"at":${n}, "action":{"type":"begin"}} ]`,
    });
    const rows = await Promise.all([1, 2, 3].map((n) => servedRow(texts(n))));
    await Promise.all(rows.map((row) => batcher.call(row, row.player_key, SERVED_BY)));
    expect(batcher.stats()).toEqual({ calls: 1, posts: 3 });
    const { rows: kept } = await sql<{ id: string; summary: string; actions: string }>`
      SELECT id, summary::text AS summary, actions::text AS actions FROM scores
      WHERE id IN (${sql.join(rows.map((r) => r.id))}) ORDER BY id`.execute(database.db);
    expect(kept).toEqual(
      [...rows]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((r) => ({ id: r.id, summary: r.summary, actions: r.actions })),
    );
  });

  it('go in calls of their own once a turn is over', async () => {
    const batcher = scorePostBatcher(database.db);
    const first = await servedRow();
    const second = await servedRow();
    await batcher.call(first, first.player_key, SERVED_BY);
    await batcher.call(second, second.player_key, SERVED_BY);
    expect(batcher.stats()).toEqual({ calls: 2, posts: 2 });
    expect(await stored([first.id, second.id])).toEqual([first.id, second.id]);
  });

  it('of one game under two ids, go one after the other: stored once, and the other finds it', async () => {
    const batcher = scorePostBatcher(database.db);
    const first = await servedRow();
    const again = { ...first, id: `${first.id}-again` };
    const other = await servedRow();
    const answers = await Promise.all(
      [again, first, other].map((row) => batcher.call(row, row.player_key, SERVED_BY)),
    );
    // A call never holds two posts of one game (they would not see each other): the first id and
    // the other post go in one call, the second id in the next, once the first is answered.
    expect(batcher.stats()).toEqual({ calls: 2, posts: 3 });
    expect(answers[2]).toMatchObject({ inserted: true, same: [] });
    // In the order of their ids: the first id goes in, the other reads it as the same game.
    expect(answers[1]).toMatchObject({ inserted: true, same: [] });
    expect(answers[0]).toMatchObject({ inserted: false, same: [{ player_key: first.player_key }] });
    expect(await stored([first.id, again.id])).toEqual([first.id]);
  });

  /** Three posts and `bad` handed over in one turn: the three stored, `bad` refused with `code`. */
  async function threeAndABadOne(bad: Partial<ScoreRow>, code: string) {
    const batcher = scorePostBatcher(database.db);
    const rows = await Promise.all(Array.from({ length: 3 }, () => servedRow()));
    const refused = await servedRow(bad);
    const answers = await Promise.allSettled(
      [...rows, refused].map((row) => batcher.call(row, row.player_key, SERVED_BY)),
    );
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((answers[3] as PromiseRejectedResult).reason).toMatchObject({ code });
    expect(await stored([...rows, refused].map((r) => r.id))).toEqual(rows.map((r) => r.id).sort());
    return batcher;
  }

  it('a post PostgreSQL refuses fails alone, with its own error; the others are stored', async () => {
    // Read without fault, but the column refuses a null level: the insert fails inside the call.
    await threeAndABadOne({ level: null as unknown as number }, '23502');
  });

  it('a value the batch would not carry as pg sends it goes alone, and fails alone', async () => {
    // A date before PostgreSQL's first: its own call refuses it.
    const batcher = await threeAndABadOne({ start_time: new Date(Date.UTC(-200_000, 0, 1)) }, '22008');
    // The three in one call, the bad one in its own.
    expect(batcher.stats()).toEqual({ calls: 2, posts: 4 });
  });

  it('a call PostgreSQL refuses as a whole sends each post alone, each with its own answer', async () => {
    // Text that is no JSON: the call's one argument cannot be read at all.
    const batcher = await threeAndABadOne({ summary: '{"n":' }, '22P02');
    expect(batcher.stats()).toEqual({ calls: 1, posts: 4 });
  });

  it("a call whose time ran out waiting for one post's lock stores the others", async () => {
    // Long enough for a post on a new connection of a loaded machine (its first call reads the
    // catalog and compiles the function), which must get its answer in time; the held one waits
    // this long twice.
    const db = connect(database.url, 3, () => {}, { statementTimeoutMs: 2_000 });
    try {
      const batcher = scorePostBatcher(db);
      const rows = await Promise.all(Array.from({ length: 3 }, () => servedRow()));
      const held = rows[1]!;
      const answers = await database.db.transaction().execute(async (tx) => {
        await sql`SELECT 1 FROM served_puzzles WHERE player_key = ${held.player_key}
          AND puzzle_id = ${held.puzzle_id} FOR UPDATE`.execute(tx);
        // The call waits for the lock until PostgreSQL cancels it; then each goes alone, and the
        // held one waits again until its own call is cancelled.
        return Promise.allSettled(rows.map((row) => batcher.call(row, row.player_key, SERVED_BY)));
      });
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((answers[1] as PromiseRejectedResult).reason).toMatchObject({ code: '57014' });
      const others = [rows[0]!.id, rows[2]!.id];
      expect(await stored(rows.map((r) => r.id))).toEqual(others.sort());
    } finally {
      await db.destroy();
    }
  });

  it('a post that waited for a call longer than a pooled query may wait gets a 503, the others their answers', async () => {
    let clock = 0;
    // A pool of its own: the calls under way hold a connection each while they wait.
    const db = connect(database.url, IN_FLIGHT, () => {});
    const batcher = scorePostBatcher(db, { now: () => clock });
    const busy = await Promise.all(Array.from({ length: IN_FLIGHT }, () => servedRow()));
    const late = await servedRow();
    const answers = await database.db.transaction().execute(async (tx) => {
      // Every call under way waits for a lock, so the last post waits in the queue.
      for (const row of busy) {
        await sql`SELECT 1 FROM served_puzzles WHERE player_key = ${row.player_key}
          AND puzzle_id = ${row.puzzle_id} FOR UPDATE`.execute(tx);
      }
      const started: Promise<unknown>[] = [];
      for (const row of busy) {
        started.push(batcher.call(row, row.player_key, SERVED_BY));
        await until(
          `call ${started.length} to wait`,
          async () => (await scorePostsWaiting(database.db)) === started.length,
        );
      }
      started.push(batcher.call(late, late.player_key, SERVED_BY));
      clock = POOL_WAIT_MS + 1;
      // Settled here, before the commit lets the calls go on: the late post is refused as soon as
      // a call comes back, which may be before this transaction's own answer is read, and a
      // rejection nobody listened for yet is an unhandled error. In an object, so the
      // transaction does not wait for it (it would wait for its own locks).
      return { all: Promise.allSettled(started) };
    });
    const settled = await answers.all;
    await db.destroy();
    expect(settled.map((a) => a.status)).toEqual([...busy.map(() => 'fulfilled'), 'rejected']);
    const reason = (settled[IN_FLIGHT] as PromiseRejectedResult).reason;
    expect(isDatabaseUnavailable(reason)).toBe(true);
    expect(await stored([...busy, late].map((r) => r.id))).toEqual(busy.map((r) => r.id).sort());
  });

  it('a post without a served mark early enough is read, not stored', async () => {
    const batcher = scorePostBatcher(database.db);
    const early = await servedRow();
    const unserved = { ...(await servedRow()), player_key: 's:never-served', puzzle_id: 'B1L1-999' };
    const answers = await Promise.all([
      batcher.call(early, early.player_key, new Date(SERVED.getTime() - 1)),
      batcher.call(unserved, unserved.player_key, SERVED_BY),
    ]);
    expect(answers[0]).toEqual({ servedAt: SERVED, same: [], counted: false, inserted: false });
    expect(answers[1]).toEqual({ servedAt: null, same: [], counted: false, inserted: false });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM scores
      WHERE id IN (${early.id}, ${unserved.id})`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('a call that waited for a served mark reads the row committed meanwhile: a second game is not counted', async () => {
    const batcher = scorePostBatcher(database.db);
    const first = await servedRow();
    const second = { ...first, id: `${first.id}-second`, game_hash: `${first.game_hash}-second` };
    const other = await servedRow();
    let answers: Promise<Called[]> | undefined;
    await database.db.transaction().execute(async (tx) => {
      // Another process's post of the first game holds the mark, its row written, not yet committed.
      expect(await callScorePost(tx, first, first.player_key, SERVED_BY)).toMatchObject({ inserted: true });
      answers = Promise.all([second, other].map((row) => batcher.call(row, row.player_key, SERVED_BY)));
      await until(
        'the call to wait for the served mark',
        async () => (await scorePostsWaiting(database.db)) === 1,
      );
    });
    const [late, free] = await answers!;
    // One call of both: it read after the lock, so it saw the first game and left the second out.
    expect(batcher.stats()).toEqual({ calls: 1, posts: 2 });
    expect(late).toMatchObject({ inserted: false, counted: true, same: [] });
    expect(free).toMatchObject({ inserted: true, counted: false });
    expect(await stored([first.id, second.id, other.id])).toEqual([first.id, other.id].sort());
  });
});
