import { createRandom } from '@numberland/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puzzlePool } from '../src/services/puzzle-pool';
import { chooseUnseen } from '../src/services/unseen-choice';
import { freshDatabase, type TestDatabase } from './harness';

// Few per slot: fill() makes the target for every shape and difficulty some land offers.
const TARGET = 6;
const SHAPE = 'one-square';

let database: TestDatabase;
let pooled: string[];
beforeAll(async () => {
  database = await freshDatabase();
  let seed = 4100;
  await puzzlePool(database.db, TARGET, () => seed++).fill();
  pooled = (
    await database.db
      .selectFrom('puzzle_pool')
      .select('puzzle_id')
      .where('shape', '=', SHAPE)
      .where('difficulty', '=', 1)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.puzzle_id);
});
afterAll(async () => {
  await database?.drop();
});

/** A pool over the filled database (it makes nothing new below the target), choosing by `choose`. */
async function poolChoosing(choose: (count: number) => number) {
  let seed = 9000;
  const pool = puzzlePool(database.db, TARGET, () => seed++, 50, choose);
  await pool.fill();
  return pool;
}

describe("the pool's choice of a puzzle a player has not seen", () => {
  it("is the random source's: new players asking one slot start on different puzzles", async () => {
    expect(pooled).toHaveLength(TARGET);
    // Draw k for the k-th new player: each gets the k-th pooled puzzle.
    let draw = 0;
    const pool = await poolChoosing(() => draw);
    const firsts: string[] = [];
    for (; draw < TARGET; draw++) firsts.push(await pool.take(`s:new-player-${draw}`, SHAPE, 1));
    await pool.flush();
    expect(firsts).toEqual(pooled);
  });

  it("with a seeded random, six new players start on five different puzzles, the random's draws", async () => {
    const random = createRandom(9);
    const pool = await poolChoosing((count) => random.int(count));
    const firsts: string[] = [];
    for (let player = 0; player < 6; player++) firsts.push(await pool.take(`s:seeded-${player}`, SHAPE, 1));
    await pool.flush();
    // createRandom(9)'s first six draws below 6; a new player's first draw is always unseen.
    expect(firsts.map((first) => pooled.indexOf(first))).toEqual([4, 3, 0, 4, 1, 5]);
    expect(new Set(firsts).size).toBe(5);
  });

  it('never serves a player a puzzle twice: all the pool in a random order, then new ones', async () => {
    const random = createRandom(7);
    const pool = await poolChoosing((count) => random.int(count));
    const served: string[] = [];
    for (let n = 0; n < TARGET + 4; n++) served.push(await pool.take('s:long-player', SHAPE, 1));
    await pool.flush();
    expect(new Set(served).size).toBe(TARGET + 4);
    expect([...served.slice(0, TARGET)].sort()).toEqual([...pooled].sort());
    expect(served.slice(0, TARGET)).not.toEqual(pooled);
    const marks = await database.db
      .selectFrom('served_puzzles')
      .select('puzzle_id')
      .where('player_key', '=', 's:long-player')
      .execute();
    expect(marks.map((row) => row.puzzle_id).sort()).toEqual([...served].sort());
  });

  it('does not leave out what other players were served: another player may get the same', async () => {
    const pool = await poolChoosing(() => 0);
    const first = await pool.take('s:first-of-two', SHAPE, 1);
    const second = await pool.take('s:second-of-two', SHAPE, 1);
    await pool.flush();
    expect([first, second]).toEqual([pooled[0], pooled[0]]);
  });
});

describe('chooseUnseen', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it.each([
    ['nothing seen: the draw', new Set<string>(), [2], 'c'],
    ['the draw seen: the next draw', new Set(['c']), [2, 1], 'b'],
    [
      'every draw seen: one of the unseen, listed',
      new Set(['a', 'b', 'd']),
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      'c',
    ],
    ['all seen: none', new Set(ids), [0, 0, 0, 0, 0, 0, 0, 0], undefined],
  ])('%s', (_name, seen, draws, expected) => {
    const queue = [...draws];
    expect(chooseUnseen(ids, seen, () => queue.shift() ?? 0)).toBe(expected);
  });

  it('draws nothing from an empty slot', () => {
    expect(chooseUnseen([], new Set(), () => 0)).toBeUndefined();
  });
});
