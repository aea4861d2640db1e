// The served marks' writes (puzzle-pool.ts decides what to mark). A request waits for its mark's
// commit before its puzzle is answered, so the writes are what GET /game waits on:
// - marks made in one turn of the event loop share one insert, so a burst of requests costs few;
// - a few inserts run at once (MARK_WRITES): commits that wait together share one flush of
//   PostgreSQL's log, where one insert at a time paid a flush each (issue 17's bench: GET /game
//   was bound by that wait, with a third of the thread idle; about twice the requests a second
//   now, side by side);
// - each insert has its rows in one order, so two inserts with marks in common (here or in another
//   process) lock them alike and one waits for the other, never a deadlock; the unique key then
//   tells the later one the row is there already.

import type { Kysely } from 'kysely';
import { type PreparedStatement, queryStatement } from '../db/connect';
import type { Database } from '../db/schema';

/** Served-mark inserts under way at once, at most. */
export const MARK_WRITES = 4;

export interface ServedMarks {
  /**
   * Resolves once the mark is in the database: true when its row is new, false when it was there
   * already (another request or process served this puzzle to this player first). Rejects when its
   * insert failed.
   */
  write(playerKey: string, puzzleId: string): Promise<boolean>;
  /** The puzzles of marks of this player still waiting for an insert. */
  waitingFor(playerKey: string): string[];
  /** Every mark made so far written: those waiting now, and every insert already under way. */
  flush(): Promise<void>;
}

/**
 * One insert of any number of marks, prepared once per connection: Kysely would build and send a
 * new statement for each size of batch, which PostgreSQL parses and plans every time.
 */
const INSERT_MARKS: PreparedStatement = {
  name: 'served_marks_insert_v1',
  text: `INSERT INTO served_puzzles (player_key, puzzle_id)
    SELECT * FROM unnest($1::text[], $2::text[])
    ON CONFLICT DO NOTHING RETURNING player_key, puzzle_id`,
};

interface Row {
  readonly player_key: string;
  readonly puzzle_id: string;
}

interface Waiting {
  readonly row: Row;
  readonly settle: (fresh: boolean) => void;
  readonly fail: (error: unknown) => void;
}

const keyOf = (row: Row) => `${row.player_key}\n${row.puzzle_id}`;
const byKey = (a: Waiting, b: Waiting) => {
  const [x, y] = [keyOf(a.row), keyOf(b.row)];
  return x < y ? -1 : x > y ? 1 : 0;
};

export function servedMarks(db: Kysely<Database>): ServedMarks {
  let waiting: Waiting[] = [];
  /** The insert the marks made in this turn of the event loop will go in. */
  let nextWrite: Promise<void> | undefined;
  /** Inserts under way, the writes waiting for one of them to end, and every write not yet done. */
  let writes = 0;
  const turns: (() => void)[] = [];
  const underway = new Set<Promise<void>>();

  function write(): Promise<void> {
    const run = writeInTurn();
    underway.add(run);
    const done = () => underway.delete(run);
    run.then(done, done);
    return run;
  }

  /** A failed insert fails every mark in it (their requests answer 503). */
  async function writeInTurn(): Promise<void> {
    if (writes < MARK_WRITES) writes++;
    else await new Promise<void>((go) => turns.push(go));
    // Taken only now: marks made while this write waited for its turn go in with it.
    const batch = waiting.sort(byKey);
    waiting = [];
    try {
      if (batch.length === 0) return;
      const rows = await queryStatement<Row>(db, INSERT_MARKS, [
        batch.map((w) => w.row.player_key),
        batch.map((w) => w.row.puzzle_id),
      ]);
      const fresh = new Set(rows.map(keyOf));
      // Two requests may have chosen the same puzzle while they waited (a refresh, a growth): the
      // row is new for the first of them only.
      for (const w of batch) w.settle(fresh.delete(keyOf(w.row)));
    } catch (error) {
      for (const w of batch) w.fail(error);
      throw error;
    } finally {
      const next = turns.shift();
      if (next) next();
      else writes--;
    }
  }

  return {
    write(playerKey, puzzleId) {
      const written = new Promise<boolean>((settle, fail) => {
        waiting.push({ row: { player_key: playerKey, puzzle_id: puzzleId }, settle, fail });
      });
      nextWrite ??= new Promise<void>((next) => setImmediate(next)).then(() => {
        nextWrite = undefined;
        return write();
      });
      // The insert's own failure is each mark's to report; the insert's promise is left handled.
      nextWrite.catch(() => {});
      return written;
    },

    waitingFor(playerKey) {
      return waiting.filter((w) => w.row.player_key === playerKey).map((w) => w.row.puzzle_id);
    },

    async flush() {
      const before = [...underway];
      await write();
      await Promise.allSettled(before);
    },
  };
}
