// How many statements wait for a lock, counted in the test's own database only: the test files
// share one PostgreSQL and run side by side, and another file's statements queued on its own
// locks must not be taken for this file's (a count over every database once made a test wait
// for a queue that was already there, until its first post timed out).

import { type Kysely, sql } from 'kysely';

/** Statements of `db`'s database waiting for a lock now; with `like`, only those whose text is like it. */
// biome-ignore lint/suspicious/noExplicitAny: any database of the tests, the app's or a test's own table
export async function lockWaits(db: Kysely<any>, like = '%'): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE ${like}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Score posts waiting for a served mark's lock now (services/score-store.ts, as Kysely writes it). */
// biome-ignore lint/suspicious/noExplicitAny: as above
export const scorePostsWaiting = (db: Kysely<any>) => lockWaits(db, '%from "served_puzzles"%for update');
