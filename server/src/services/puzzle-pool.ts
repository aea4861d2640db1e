// Puzzles kept ready per shape and difficulty, so a player never waits on generation. A player
// gets a pooled puzzle they have not been served; when they have seen every one, a new one is
// made on the spot (milliseconds) and joins the pool.
//
// The hot path touches no database: the pool's ids, which players have any history, and the
// served sets of recent players are held in memory; served marks are written behind in batches.
// This assumes one server process over the database, which is how the game runs (one port).

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
import { Recent } from '../recent';

export interface PuzzlePool {
  /** An id from the pool this player has not been served, now marked served to them. */
  take(playerKey: string, shape: ShapeName, difficulty: DifficultyLevel): Promise<string>;
  /** Mark a puzzle the player asked for by id as served. */
  markServed(playerKey: string, puzzleId: string): Promise<void>;
  /** Load the pool and top every slot up to the target; returns how many were made. */
  fill(): Promise<number>;
  /** Write every pending served mark. */
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
/** Served marks written per batch, and how long one may wait. */
const BATCH = 500;
const FLUSH_MS = 200;

const slotKey = (shape: string, difficulty: number) => `${shape}/${difficulty}`;

export function puzzlePool(db: Kysely<Database>, target: number, seedSource: () => number): PuzzlePool {
  const slots = new Map<string, string[]>();
  /** Players with any served puzzle in the database (or pending). */
  const known = new Set<string>();
  /** Recent players' served sets. */
  const served = new Recent<string, Set<string>>(RECENT_PLAYERS);
  let pending: { player_key: string; puzzle_id: string }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

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
      if (!inserted) continue;
      const list = slots.get(slotKey(shape, difficulty));
      if (list) list.push(inserted.puzzle_id);
      else slots.set(slotKey(shape, difficulty), [inserted.puzzle_id]);
      return inserted.puzzle_id;
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

  async function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    writing = writing.then(() =>
      db
        .insertInto('served_puzzles')
        .values(batch)
        .onConflict((c) => c.doNothing())
        .execute()
        .then(() => {}),
    );
    await writing;
  }

  function mark(playerKey: string, puzzleId: string, set: Set<string>): void {
    set.add(puzzleId);
    known.add(playerKey);
    pending.push({ player_key: playerKey, puzzle_id: puzzleId });
    if (pending.length >= BATCH) void write();
    else timer ??= setTimeout(() => void write(), FLUSH_MS);
  }

  return {
    async take(playerKey, shape, difficulty) {
      const set = await servedTo(playerKey);
      const list = slots.get(slotKey(shape, difficulty)) ?? [];
      const puzzleId = list.find((id) => !set.has(id)) ?? (await add(shape, difficulty));
      mark(playerKey, puzzleId, set);
      return puzzleId;
    },

    async markServed(playerKey, puzzleId) {
      const set = await servedTo(playerKey);
      if (!set.has(puzzleId)) mark(playerKey, puzzleId, set);
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
