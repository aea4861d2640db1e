// The earlier rows a score post meets, and its row inserted when it meets none, in one statement:
// one round trip to PostgreSQL fewer per post than a look and then an insert (issue 17).
// Only for a post whose served mark and dates already passed (score-store.ts): its checks on the
// earlier rows then decide alone, so inserting exactly when there are none is what the look and
// the insert did one after the other. Both parts read the snapshot taken after the served mark
// was locked, as the separate look did; a row another post commits meanwhile is met by the
// unique indexes (ON CONFLICT), as before.

import { type Insertable, sql, type Transaction } from 'kysely';
import type { Database, ScoreTable } from '../db/schema';

/** A stored row as the checks of a post read it. */
export interface EarlierRow {
  readonly player_key: string;
  readonly session_id: string;
  readonly puzzle_id: string;
  readonly summary: unknown;
}

export type ScoreRow = Insertable<ScoreTable> & { game_hash: string };

/** What a post met: rows of the same id or game (`same`), and whether the player's game of the puzzle already counted. */
export interface Met {
  readonly same: EarlierRow[];
  readonly counted: boolean;
}

/** Rows of the same id or game, and rows of the player's same puzzle, as `same` says. */
const earlierOf = (row: ScoreRow) => sql`
  SELECT player_key, session_id, puzzle_id, summary, (id = ${row.id} OR game_hash = ${row.game_hash}) AS same
  FROM scores
  WHERE id = ${row.id} OR game_hash = ${row.game_hash}
    OR (player_key = ${row.player_key} AND puzzle_id = ${row.puzzle_id})`;

const metOf = (rows: readonly (EarlierRow & { same: boolean })[]): Met => ({
  same: rows.filter((r) => r.same),
  counted: rows.some((r) => !r.same),
});

/** The earlier rows alone (the path of a post that may yet be refused for its served mark or dates). */
export async function meetEarlier(tx: Transaction<Database>, row: ScoreRow): Promise<Met> {
  const { rows } = await earlierOf(row).execute(tx);
  return metOf(rows as (EarlierRow & { same: boolean })[]);
}

/** The earlier rows, and `inserted` when there were none and the row went in. */
export async function meetOrInsert(
  tx: Transaction<Database>,
  row: ScoreRow,
): Promise<Met & { readonly inserted: boolean }> {
  const { rows } = await sql<EarlierRow & { same: boolean | null; inserted: boolean }>`
    WITH earlier AS (${earlierOf(row)}),
    inserted AS (
      INSERT INTO scores (id, player_key, session_id, tenant, puzzle_id, level, difficulty_level,
        difficulty, finish_type, score_total, summary, actions, play_time, start_time, end_time, game_hash)
      SELECT ${row.id}::text, ${row.player_key}::text, ${row.session_id}::text, ${row.tenant}::text,
        ${row.puzzle_id}::text, ${row.level}::integer, ${row.difficulty_level}::integer,
        ${row.difficulty}::integer, ${row.finish_type}::text, ${row.score_total}::integer,
        ${row.summary}::json, ${row.actions}::json, ${row.play_time}::double precision,
        ${row.start_time}::timestamptz, ${row.end_time}::timestamptz, ${row.game_hash}::text
      WHERE NOT EXISTS (SELECT 1 FROM earlier)
      ON CONFLICT DO NOTHING
      RETURNING id
    )
    SELECT player_key, session_id, puzzle_id, summary, same, false AS inserted FROM earlier
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, true FROM inserted`.execute(tx);
  const earlier = rows.filter((r) => !r.inserted) as (EarlierRow & { same: boolean })[];
  return { ...metOf(earlier), inserted: rows.some((r) => r.inserted) };
}
