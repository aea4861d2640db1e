// @tag database: inserts of marks in common waiting for each other.
// The served marks' writes (services/served-marks.ts), on a test database: up to
// MARK_WRITES inserts run at once, so commits that wait together share a flush; a write past
// that waits its turn and takes every mark made meanwhile; flush waits for every insert under way.
// Inserts are made to queue on purpose: the test holds an uncommitted row that each of them
// conflicts with, and lets go only once the queue is there (no sleeping).

import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { MARK_WRITES, servedMarks } from '../src/services/served-marks';
import { freshDatabase, type TestDatabase } from './harness';
import { lockWaits } from './lock-waits';
import { until } from './wait';

let database: TestDatabase;
/** Connections enough for every insert at once, the held transaction and the test's own queries. */
let db: Kysely<Database>;
beforeAll(async () => {
  database = await freshDatabase();
  db = connect(database.url, MARK_WRITES + 3, () => {});
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const marksWaiting = () => lockWaits(database.db, '%served_puzzles%');
const nextTurn = () => new Promise<void>((next) => setImmediate(next));

/** Runs `inside` while a transaction holds an uncommitted mark of `player` and `puzzleId`, then commits it. */
async function holding(player: string, puzzleId: string, inside: () => Promise<void>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`INSERT INTO served_puzzles (player_key, puzzle_id) VALUES (${player}, ${puzzleId})`.execute(tx);
    await inside();
  });
}

describe('served marks', () => {
  it(`runs up to ${MARK_WRITES} inserts at once, and the next takes every mark made while it waited`, async () => {
    expect(MARK_WRITES, 'inserts under way at once').toBeGreaterThan(1);
    const marks = servedMarks(db);
    const [player, puzzleId] = ['s:marks-queue', 'D9L4-1'];
    const written: Promise<boolean>[] = [];
    await holding(player, puzzleId, async () => {
      // One mark per turn of the event loop: one insert each, every one stuck on the held row.
      for (let i = 0; i < MARK_WRITES; i++) {
        written.push(marks.write(player, puzzleId));
        await until(`insert ${i + 1} to wait`, async () => (await marksWaiting()) === i + 1);
      }
      // Past the limit: these wait for a turn in the process, not in PostgreSQL.
      written.push(marks.write(player, puzzleId));
      await nextTurn();
      written.push(marks.write('s:marks-other', 'D9L4-2'));
      await nextTurn();
      expect(await marksWaiting()).toBe(MARK_WRITES);
      expect(marks.waitingFor('s:marks-other')).toEqual(['D9L4-2']);
    });
    // The held row was there first: every mark of it finds it; the other player's mark is new.
    expect(await Promise.all(written)).toEqual([...Array(MARK_WRITES + 1).fill(false), true]);
    expect(marks.waitingFor('s:marks-other')).toEqual([]);
  });

  it('flushes the marks waiting and waits for every insert under way', async () => {
    const marks = servedMarks(db);
    const [player, puzzleId] = ['s:marks-flush', 'D9L4-3'];
    let flushed = false;
    let flushing: Promise<void> | undefined;
    let first: Promise<boolean> | undefined;
    await holding(player, puzzleId, async () => {
      first = marks.write(player, puzzleId);
      await until('the insert to wait', async () => (await marksWaiting()) === 1);
      marks.write(player, 'D9L4-4');
      flushing = marks.flush().then(() => {
        flushed = true;
      });
      // The flush's own insert (D9L4-4) commits; the one under way still waits for the held row.
      await until('D9L4-4 to be written', async () => {
        const rows = await db
          .selectFrom('served_puzzles')
          .select('puzzle_id')
          .where('player_key', '=', player)
          .execute();
        return rows.some((r) => r.puzzle_id === 'D9L4-4');
      });
      await nextTurn();
      expect(flushed).toBe(false);
    });
    await flushing;
    expect(flushed).toBe(true);
    expect(await first).toBe(false);
  });

  it('writes through a handle connect() did not make, with the same statement unnamed', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const foreign = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const marks = servedMarks(foreign);
      const written = [marks.write('s:marks-foreign', 'D9L4-5'), marks.write('s:marks-foreign', 'D9L4-5')];
      expect(await Promise.all(written)).toEqual([true, false]);
    } finally {
      await foreign.destroy();
    }
  });
});
