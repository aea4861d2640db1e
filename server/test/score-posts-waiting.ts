// How many score post statements wait for a lock, counted in the test's own database only: the
// test files share one PostgreSQL and run side by side, and another file's posts queued on its
// own locks must not be taken for this file's (a count over every database once made a test
// wait for a queue that was already there, until its first post timed out).

import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema';

/** Score post statements (one post's or a batch's) of `db`'s database waiting for a lock now. */
export async function scorePostsWaiting(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'
      AND query LIKE '%score_post%'`.execute(db);
  return rows[0]?.n ?? 0;
}
