// @tag database: a real deadlock and its SQLSTATE.
// A transaction PostgreSQL ends as a deadlock runs again (db/retried-transaction.ts), and one that
// still crosses another after its runs is a 503 the caller may retry, never a 500. The deadlock
// here is a real one: two transactions take two rows in opposite orders, and the retried one is
// made the victim (the shorter deadlock_timeout checks first).

import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransactionConflict, retriedTransaction } from '../src/db/retried-transaction';
import { registerErrorHandling } from '../src/plugins/errors';
import { freshDatabase, type TestDatabase } from './harness';
import { lockWaits } from './lock-waits';
import { until } from './wait';

let database: TestDatabase;
// biome-ignore lint/suspicious/noExplicitAny: a table of the test's own, outside the app's schema
let db: Kysely<any>;
beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  await sql`CREATE TABLE crossing (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
});
afterAll(async () => {
  await database?.drop();
});

function signal() {
  let give!: () => void;
  const given = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { give, given };
}

/**
 * Runs `victim` (row 1 then row 2) against a transaction taking row 2 then row 1, so that the
 * victim's first run deadlocks; resolves with the victim's outcome and how often it ran.
 */
async function crossed(victim: (work: Parameters<typeof retriedTransaction>[1]) => Promise<unknown>) {
  await sql`DELETE FROM crossing`.execute(db);
  await sql`INSERT INTO crossing VALUES (1, 0), (2, 0)`.execute(db);
  const victimHasRow1 = signal();
  const otherHasRow2 = signal();
  const otherEnded = signal();
  let runs = 0;
  const outcome = victim(async (tx) => {
    runs++;
    // The rollback frees row 1, but the other's process, woken to take it, may not have run yet on
    // a busy machine: a run sent at once could update row 1 first, and the two would cross again
    // (a second deadlock, real, and what the further runs are for). So a later run waits until the
    // other has ended, before it takes any row (taking row 1 and then waiting would hold the other
    // up for ever), and a run deadlocks once and only once.
    if (runs > 1) await otherEnded.given;
    await sql`SET LOCAL deadlock_timeout = '20ms'`.execute(tx);
    await sql`UPDATE crossing SET n = n + 1 WHERE id = 1`.execute(tx);
    if (runs === 1) {
      victimHasRow1.give();
      await otherHasRow2.given;
      // PostgreSQL looks for a deadlock once, deadlock_timeout after a wait begins. Were the other
      // not yet waiting for row 1 20 ms after this one began to wait for row 2 (a loaded machine
      // can be that slow), none would be found then: the wait would end with this statement's
      // timeout (8 s) instead, or the other made the victim (10 s). So this one asks for row 2
      // only once the other waits for row 1.
      await until('the other transaction to wait for row 1', async () => (await lockWaits(db)) === 1);
    }
    await sql`UPDATE crossing SET n = n + 1 WHERE id = 2`.execute(tx);
    return runs;
  }).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const other = db.transaction().execute(async (tx) => {
    await sql`SET LOCAL deadlock_timeout = '10s'`.execute(tx);
    await victimHasRow1.given;
    await sql`UPDATE crossing SET n = n + 10 WHERE id = 2`.execute(tx);
    otherHasRow2.give();
    await sql`UPDATE crossing SET n = n + 10 WHERE id = 1`.execute(tx);
  });
  other.finally(otherEnded.give).catch(() => {});
  const [result] = await Promise.all([outcome, other]);
  const rows = await sql<{ id: number; n: number }>`SELECT id, n FROM crossing ORDER BY id`.execute(db);
  return { result, runs, rows: rows.rows };
}

describe('a transaction that deadlocks', () => {
  it('runs again once PostgreSQL rolls it back, and both transactions are written whole', async () => {
    const { result, runs, rows } = await crossed((work) => retriedTransaction(db, work));
    expect(result).toEqual({ ok: true, value: 2 });
    expect(runs).toBe(2);
    // The other transaction's +10 on each row, and the victim's +1 once (its first run left nothing).
    expect(rows).toEqual([
      { id: 1, n: 11 },
      { id: 2, n: 11 },
    ]);
  });

  it('ends with the conflict when it has no run left, and writes nothing of its own', async () => {
    const { result, runs, rows } = await crossed((work) => retriedTransaction(db, work, 1));
    expect(result.ok).toBe(false);
    expect(isTransactionConflict(!result.ok && result.error)).toBe(true);
    expect((result as { error: { code?: string } }).error.code).toBe('40P01');
    expect(runs).toBe(1);
    expect(rows).toEqual([
      { id: 1, n: 10 },
      { id: 2, n: 10 },
    ]);
  });

  it('is answered 503 with a retry-after, not 500, when the conflict reaches the error handler', async () => {
    const { result } = await crossed((work) => retriedTransaction(db, work, 1));
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/crossing', async () => {
      throw (result as { error: unknown }).error;
    });
    const answer = await app.inject({ method: 'GET', url: '/crossing' });
    await app.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toMatchObject({ code: 'database-busy' });
    expect(answer.json().message).toMatch(/try again/i);
  });

  it('is not run again for an error that is not a conflict', async () => {
    let runs = 0;
    await expect(
      retriedTransaction(db, async (tx) => {
        runs++;
        await sql`SELECT 1 / 0`.execute(tx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(runs).toBe(1);
  });
});
