// A transaction PostgreSQL gave up on because it crossed another one - a deadlock (40P01) or a
// serialization failure (40001) - was rolled back whole, so running it again is safe and is what
// PostgreSQL's manual asks of the application: two score posts that insert the same score id or
// game at the same moment while each holds another player's served mark can meet one. Run again
// a few times, then left to the error handler, which answers 503 with a retry-after
// (plugins/errors.ts).

import type { Kysely, Transaction } from 'kysely';

/** Runs of a transaction in all, the first included. */
export const TRANSACTION_ATTEMPTS = 3;

const CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

/** Whether PostgreSQL rolled the transaction back because it crossed another (deadlock, serialization). */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONFLICT_SQLSTATES.has(code)) return true;
  return error.cause !== undefined && isTransactionConflict(error.cause, depth + 1);
}

/**
 * `work` in a transaction, run again from the start (a new transaction) when PostgreSQL ends it
 * as a conflict, up to `attempts` runs. `work` must do nothing outside the transaction that a
 * second run would repeat.
 */
export async function retriedTransaction<DB, T>(
  db: Kysely<DB>,
  work: (tx: Transaction<DB>) => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
    }
  }
}
