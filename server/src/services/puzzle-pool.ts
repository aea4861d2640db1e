// Puzzles kept ready per shape and difficulty, so a player never waits on generation. A player
// gets a pooled puzzle they have not been served, chosen at random among those (so new players,
// siblings and classmates do not all start on the same boards); when they have seen every one, a new one is
// made on the spot (milliseconds), served to them, and joins the pool - up to `growthPerPlayer`
// puzzles per session (or account), counted in the database; past that the player still gets new
// puzzles, which stay theirs alone (an id regenerates its puzzle anywhere).
//
// The database holds the truth: the pool (`puzzle_pool`) and who was served what
// (`served_puzzles`, one row per player and puzzle). Several server processes share it, so what
// this process holds in memory - the pool's ids, which players have any history, the served sets
// of recent players - is only a cache, rebuilt from the tables at any time. A puzzle is answered
// only once its served mark is in the database, and only when that mark is new: a mark that was
// there already means another process served it to this player, so this process reads the
// player's served set afresh and chooses again. A mark whose write fails un-marks the puzzle: it
// was never served, and the next request may serve it.
// The marks' writes are served-marks.ts.

import { randomInt } from 'node:crypto';
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
import { servedMarks } from './served-marks';
import { type Choose, chooseUnseen } from './unseen-choice';

export interface PuzzlePool {
  /** An id from the pool this player has not been served, now marked served to them. */
  take(playerKey: string, shape: ShapeName, difficulty: DifficultyLevel): Promise<string>;
  /** Mark a puzzle the player asked for by id as served. */
  markServed(playerKey: string, puzzleId: string): Promise<void>;
  /** Load the pool and top every slot up to the target; returns how many were made. */
  fill(): Promise<number>;
  /** Write every pending served mark now. */
  flush(): Promise<void>;
  /** Pooled puzzles this process knows of (for the health route). */
  size(): number;
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

/** Choices made again for one request when other processes keep serving the chosen puzzle first. */
const MAX_TAKE_ATTEMPTS = 30;
/** Lost choices after which a player's served set is read again from the database. */
const REREAD_AFTER_LOSSES = 5;

/** Puzzles one player key may add to the pool by default. */
export const GROWTH_PER_PLAYER = 50;

export function puzzlePool(
  db: Kysely<Database>,
  target: number,
  seedSource: () => number,
  growthPerPlayer = GROWTH_PER_PLAYER,
  choose: Choose = (count) => randomInt(count),
): PuzzlePool {
  const slots = new Map<string, string[]>();
  /** Players known to have added their share to the pool. */
  const grown = new Recent<string, true>(RECENT_PLAYERS);
  /** Players with any served puzzle in the database (or pending). */
  const known = new Set<string>();
  /** Recent players' served sets. */
  const served = new Recent<string, Set<string>>(RECENT_PLAYERS);
  /**
   * Reads of a served set under way: requests of one player that wait together share one read and
   * so one set, or each would choose without seeing the others' choices and collide every round.
   */
  const reading = new Map<string, Promise<Set<string>>>();
  const marks = servedMarks(db);
  let pooled = 0;

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
    remember(shape, difficulty, puzzleId);
    return true;
  }

  function remember(shape: string, difficulty: number, puzzleId: string): void {
    const list = slots.get(slotKey(shape, difficulty));
    if (list) list.push(puzzleId);
    else slots.set(slotKey(shape, difficulty), [puzzleId]);
    pooled++;
  }

  /** Puzzles other processes added to a slot since this one read it. */
  async function refresh(shape: ShapeName, difficulty: DifficultyLevel): Promise<void> {
    const list = slots.get(slotKey(shape, difficulty)) ?? [];
    const rows = await db
      .selectFrom('puzzle_pool')
      .select('puzzle_id')
      .where('shape', '=', shape)
      .where('difficulty', '=', difficulty)
      .orderBy('created_at')
      .execute();
    if (rows.length === list.length) return;
    const have = new Set(list);
    for (const { puzzle_id } of rows) if (!have.has(puzzle_id)) remember(shape, difficulty, puzzle_id);
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
    const set = served.get(playerKey);
    if (set) return set;
    if (!known.has(playerKey)) {
      const fresh = new Set<string>();
      served.set(playerKey, fresh);
      return fresh;
    }
    let read = reading.get(playerKey);
    if (!read) {
      read = readServed(playerKey).finally(() => reading.delete(playerKey));
      reading.set(playerKey, read);
    }
    return read;
  }

  async function readServed(playerKey: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('served_puzzles')
      .select('puzzle_id')
      .where('player_key', '=', playerKey)
      .execute();
    const set = new Set(rows.map((r) => r.puzzle_id));
    for (const puzzleId of marks.waitingFor(playerKey)) set.add(puzzleId);
    served.set(playerKey, set);
    return set;
  }

  /**
   * Mark a puzzle served: resolves once the mark is in the database, true when it is new (false:
   * another process served it to this player before). Rejects when the database is away, and
   * then the puzzle is not served: it leaves the player's set again.
   */
  function mark(playerKey: string, puzzleId: string, set: Set<string>): Promise<boolean> {
    set.add(puzzleId);
    known.add(playerKey);
    return marks.write(playerKey, puzzleId).catch((error: unknown) => {
      set.delete(puzzleId);
      throw error;
    });
  }

  /** This process's view of a player is out of date: read it afresh next time. */
  function forget(playerKey: string): void {
    served.delete(playerKey);
    known.add(playerKey);
  }

  return {
    async take(playerKey, shape, difficulty) {
      for (let attempt = 1; ; attempt++) {
        const set = await servedTo(playerKey);
        const unseen = () => chooseUnseen(slots.get(slotKey(shape, difficulty)) ?? [], set, choose);
        let puzzleId = unseen();
        if (puzzleId === undefined) {
          // Before making a new one: puzzles other processes pooled meanwhile.
          await refresh(shape, difficulty);
          puzzleId = unseen() ?? (await grow(playerKey, set, shape, difficulty));
        }
        if (await mark(playerKey, puzzleId, set)) return puzzleId;
        // Another request (here or in another process) served it to this player first. It stays
        // in the set, which every waiting request of this player shares, so the next choice is
        // another puzzle; after several such losses the set is read afresh from the database.
        if (attempt % REREAD_AFTER_LOSSES === 0) forget(playerKey);
        if (attempt >= MAX_TAKE_ATTEMPTS) {
          throw new Error(`no unserved puzzle found for ${playerKey} in ${attempt} attempts`);
        }
      }
    },

    async markServed(playerKey, puzzleId) {
      const set = await servedTo(playerKey);
      if (!set.has(puzzleId)) await mark(playerKey, puzzleId, set);
    },

    async fill() {
      const rows = await db
        .selectFrom('puzzle_pool')
        .select(['puzzle_id', 'shape', 'difficulty'])
        .orderBy('created_at')
        .execute();
      slots.clear();
      pooled = 0;
      for (const row of rows) remember(row.shape, row.difficulty, row.puzzle_id);
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

    flush: marks.flush,

    size: () => pooled,

    moved(from, to) {
      served.delete(from);
      served.delete(to);
      known.delete(from);
      known.add(to);
    },
  };
}
