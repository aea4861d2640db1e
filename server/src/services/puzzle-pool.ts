// Puzzles kept ready in the database per shape and difficulty, so a player never waits on
// generation. A player gets a pooled puzzle they have not been served; when they have seen every
// one, a new one is made on the spot (milliseconds) and joins the pool. A background pass tops
// each pool up to its target.

import {
  ALL_SLOTS,
  type DifficultyLevel,
  difficultiesOffered,
  generate,
  MAX_SEED,
  type ShapeName,
} from '@numberland/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface PuzzlePool {
  /** An id from the pool this player has not been served, now marked served to them. */
  take(playerKey: string, shape: ShapeName, difficulty: DifficultyLevel): Promise<string>;
  /** Mark a puzzle the player asked for by id as served. */
  markServed(playerKey: string, puzzleId: string): Promise<void>;
  /** Top every pool up to the target. */
  fill(): Promise<number>;
}

/** Every (shape, difficulty) some land offers: 2-squares, say, is played at 1-4 (land 3 offers 4). */
const OFFERED: readonly (readonly [ShapeName, DifficultyLevel])[] = [
  ...new Map(
    ALL_SLOTS.flatMap((slot) =>
      difficultiesOffered(slot.level).map((d) => [`${slot.shape}/${d}`, [slot.shape, d] as const]),
    ),
  ).values(),
];

export function puzzlePool(db: Kysely<Database>, target: number, seedSource: () => number): PuzzlePool {
  async function add(shape: ShapeName, difficulty: DifficultyLevel): Promise<string> {
    // A seed already pooled is simply drawn again.
    for (;;) {
      const made = generate({
        shape,
        orientation: 'landscape',
        difficulty,
        seed: seedSource() % (MAX_SEED + 1),
      });
      const inserted = await db
        .insertInto('puzzle_pool')
        .values({ puzzle_id: made.id, shape, difficulty })
        .onConflict((c) => c.doNothing())
        .returning('puzzle_id')
        .executeTakeFirst();
      if (inserted) return inserted.puzzle_id;
    }
  }

  return {
    async take(playerKey, shape, difficulty) {
      const row = await db
        .selectFrom('puzzle_pool')
        .select('puzzle_id')
        .where('shape', '=', shape)
        .where('difficulty', '=', difficulty)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('served_puzzles')
                .select('puzzle_id')
                .whereRef('served_puzzles.puzzle_id', '=', 'puzzle_pool.puzzle_id')
                .where('served_puzzles.player_key', '=', playerKey),
            ),
          ),
        )
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      const puzzleId = row?.puzzle_id ?? (await add(shape, difficulty));
      await this.markServed(playerKey, puzzleId);
      return puzzleId;
    },

    async markServed(playerKey, puzzleId) {
      await db
        .insertInto('served_puzzles')
        .values({ player_key: playerKey, puzzle_id: puzzleId })
        .onConflict((c) => c.doNothing())
        .execute();
    },

    async fill() {
      let added = 0;
      const counts = await db
        .selectFrom('puzzle_pool')
        .select(['shape', 'difficulty', db.fn.countAll<string>().as('n')])
        .groupBy(['shape', 'difficulty'])
        .execute();
      const have = new Map(counts.map((c) => [`${c.shape}/${c.difficulty}`, Number(c.n)]));
      for (const [shape, difficulty] of OFFERED) {
        for (let n = have.get(`${shape}/${difficulty}`) ?? 0; n < target; n++) {
          await add(shape, difficulty);
          added++;
        }
      }
      return added;
    },
  };
}
