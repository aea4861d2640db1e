// Puzzles kept ready per shape and difficulty, so a player never waits on generation. A player
// gets a pooled puzzle they have not been served; when they have seen every one, a new one is
// made on the spot (milliseconds), served to them, and joins the pool - up to `growthPerPlayer`
// puzzles per session (or account), counted in the database; past that the player still gets new
// puzzles, which stay theirs alone (an id regenerates its puzzle anywhere).
//
// The pool's ids, which players have any history, and the served sets of recent players are held
// in memory. A puzzle is answered only once its served mark is in the database: a game's post may
// reach another process, or come after a crash, and it counts only for a puzzle marked served.
// Marks made in one turn of the event loop share one insert, so a burst of requests costs few.

import {
  ALL_SLOTS,
  type DifficultyLevel,
  difficultiesOffered,
  generate,
  MAX_SEED,
  type ShapeName,
} from '@numberland/engine';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { Recent } from '../recent';

export interface PuzzlePool {
  /** An id from the pool this player has not been served, now marked served to them. */
  take(playerKey: string, shape: ShapeName, difficulty: DifficultyLevel): Promise<string>;
  /** Mark a puzzle the player asked for by id as served. */
  markServed(playerKey: string, puzzleId: string): Promise<void>;
  /** Load the pool and top every slot up to the target; returns how many were made. */
  fill(): Promise<number>;
  /** Write every pending served mark (a mark whose write failed waits for the next one). */
  flush(): Promise<void>;
  /** A guest's history became an account's (accounts.claimGuest): read both afresh. */
  moved(from: string, to: string): void;
}

/** Every (shape, difficulty) some land offers: 2-squares, say, is played at 1-4 (land 3 offers 4). */
const OFFERED: readonly (readonly [ShapeName, DifficultyLevel])[] = [
  ...new Map(
    ALL_SLOTS.flatMap((slot) =>
      difficultiesOffered(slot.level).map((d) => [`${slot.shape}/${d}`, [slot.shape, d] as const]),
    ),
  ).values(),
];

/** Served sets kept for this many recent players; older ones are read back when they return. */
const RECENT_PLAYERS = 20_000;

const slotKey = (shape: string, difficulty: number) => `${shape}/${difficulty}`;

/** Puzzles one player key may add to the pool by default. */
export const GROWTH_PER_PLAYER = 50;

export function puzzlePool(
  db: Kysely<Database>,
  target: number,
  seedSource: () => number,
  growthPerPlayer = GROWTH_PER_PLAYER,
): PuzzlePool {
  const slots = new Map<string, string[]>();
  /** Players known to have added their share to the pool. */
  const grown = new Recent<string, true>(RECENT_PLAYERS);
  /** Players with any served puzzle in the database (or pending). */
  const known = new Set<string>();
  /** Recent players' served sets. */
  const served = new Recent<string, Set<string>>(RECENT_PLAYERS);
  let pending: { player_key: string; puzzle_id: string }[] = [];
  /** The insert the marks made in this turn of the event loop will go in. */
  let nextWrite: Promise<void> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const make = (shape: ShapeName, difficulty: DifficultyLevel): string =>
    generate({ shape, orientation: 'landscape', difficulty, seed: seedSource() % (MAX_SEED + 1) }).id;

  /** Into the pool; false when it is there already. */
  async function insert(
    on: Kysely<Database> | Transaction<Database>,
    puzzleId: string,
    shape: ShapeName,
    difficulty: DifficultyLevel,
    addedBy: string | null,
  ): Promise<boolean> {
    const inserted = await on
      .insertInto('puzzle_pool')
      .values({ puzzle_id: puzzleId, shape, difficulty, added_by: addedBy })
      .onConflict((c) => c.doNothing())
      .returning('puzzle_id')
      .executeTakeFirst();
    if (!inserted) return false;
    const list = slots.get(slotKey(shape, difficulty));
    if (list) list.push(puzzleId);
    else slots.set(slotKey(shape, difficulty), [puzzleId]);
    return true;
  }

  /** A new puzzle for the pool's own filling. */
  async function add(shape: ShapeName, difficulty: DifficultyLevel): Promise<string> {
    // A seed already pooled is simply drawn again.
    for (;;) {
      const puzzleId = make(shape, difficulty);
      if (await insert(db, puzzleId, shape, difficulty, null)) return puzzleId;
    }
  }

  /**
   * A new puzzle for a player who has been served every pooled one: it joins the pool while the
   * player has added fewer than `growthPerPlayer` (counted under a lock on the player key, so
   * parallel requests, on any process, cannot pass the cap), else it is theirs alone.
   */
  async function grow(
    playerKey: string,
    set: Set<string>,
    shape: ShapeName,
    difficulty: DifficultyLevel,
  ): Promise<string> {
    for (;;) {
      const puzzleId = make(shape, difficulty);
      if (set.has(puzzleId)) continue;
      if (grown.get(playerKey)) return puzzleId;
      const outcome = await db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${playerKey}))`.execute(tx);
        const row = await tx
          .selectFrom('puzzle_pool')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('added_by', '=', playerKey)
          .executeTakeFirstOrThrow();
        if (row.n >= growthPerPlayer) return 'capped';
        return (await insert(tx, puzzleId, shape, difficulty, playerKey)) ? 'pooled' : 'taken';
      });
      if (outcome === 'taken') continue;
      if (outcome === 'capped') grown.set(playerKey, true);
      return puzzleId;
    }
  }

  async function servedTo(playerKey: string): Promise<Set<string>> {
    let set = served.get(playerKey);
    if (set) return set;
    if (!known.has(playerKey)) {
      set = new Set();
    } else {
      const rows = await db
        .selectFrom('served_puzzles')
        .select('puzzle_id')
        .where('player_key', '=', playerKey)
        .execute();
      set = new Set(rows.map((r) => r.puzzle_id));
      for (const p of pending) if (p.player_key === playerKey) set.add(p.puzzle_id);
    }
    served.set(playerKey, set);
    return set;
  }

  /**
   * Write the served marks waiting, after any write under way, and resolve once every mark made
   * before the call is in the database. A failed batch goes back to wait for the next write:
   * a database away for a moment loses no mark.
   */
  async function write(): Promise<void> {
    const batch = pending;
    pending = [];
    const attempt = writing.then(async () => {
      if (batch.length === 0) return;
      await db
        .insertInto('served_puzzles')
        .values(batch)
        .onConflict((c) => c.doNothing())
        .execute();
    });
    writing = attempt.catch(() => {});
    try {
      await attempt;
    } catch (error) {
      pending = [...batch, ...pending];
      throw error;
    }
  }

  /** Resolves once the mark is in the database; rejects (the database is away) when it is not. */
  function mark(playerKey: string, puzzleId: string, set: Set<string>): Promise<void> {
    set.add(puzzleId);
    known.add(playerKey);
    pending.push({ player_key: playerKey, puzzle_id: puzzleId });
    nextWrite ??= new Promise<void>((next) => setImmediate(next)).then(() => {
      nextWrite = undefined;
      return write();
    });
    return nextWrite;
  }

  return {
    async take(playerKey, shape, difficulty) {
      const set = await servedTo(playerKey);
      const list = slots.get(slotKey(shape, difficulty)) ?? [];
      const puzzleId = list.find((id) => !set.has(id)) ?? (await grow(playerKey, set, shape, difficulty));
      await mark(playerKey, puzzleId, set);
      return puzzleId;
    },

    async markServed(playerKey, puzzleId) {
      const set = await servedTo(playerKey);
      if (!set.has(puzzleId)) await mark(playerKey, puzzleId, set);
      // Served before, but its mark's write failed: it must be in before this answer goes.
      else if (pending.some((p) => p.player_key === playerKey && p.puzzle_id === puzzleId)) await write();
    },

    async fill() {
      const rows = await db
        .selectFrom('puzzle_pool')
        .select(['puzzle_id', 'shape', 'difficulty'])
        .orderBy('created_at')
        .execute();
      slots.clear();
      for (const row of rows) {
        const key = slotKey(row.shape, row.difficulty);
        const list = slots.get(key);
        if (list) list.push(row.puzzle_id);
        else slots.set(key, [row.puzzle_id]);
      }
      const players = await db.selectFrom('served_puzzles').select('player_key').distinct().execute();
      for (const p of players) known.add(p.player_key);
      let added = 0;
      for (const [shape, difficulty] of OFFERED) {
        for (let n = slots.get(slotKey(shape, difficulty))?.length ?? 0; n < target; n++) {
          await add(shape, difficulty);
          added++;
        }
      }
      return added;
    },

    flush: write,

    moved(from, to) {
      served.delete(from);
      served.delete(to);
      known.delete(from);
      known.add(to);
    },
  };
}
