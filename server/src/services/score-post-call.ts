// The call of score_post (db/score-post-function.ts): a post's served mark, earlier rows and
// insert in one round trip. On its own (a guest's post) the call is its own transaction; inside
// a transaction (a signed-in player's, settled in the same one) the served mark stays locked
// until that transaction ends.

import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, ScoreTable } from '../db/schema';

/** A stored row as the checks of a post read it. */
export interface EarlierRow {
  readonly player_key: string;
  readonly session_id: string;
  readonly puzzle_id: string;
  readonly summary: unknown;
}

export type ScoreRow = Insertable<ScoreTable> & { game_hash: string };

/** What the call read, and whether it inserted the row. */
export interface Called {
  /** The first served mark of the puzzle to the player or their session, when there is one. */
  readonly servedAt: Date | null;
  /** Rows of the same id or game. */
  readonly same: readonly EarlierRow[];
  /** The player's game of the puzzle already counted. */
  readonly counted: boolean;
  readonly inserted: boolean;
}

/**
 * score_post for `row`, the player's session key beside it; the row goes in only when its served
 * mark is no later than `servedBy` (null: not at all) and no earlier row stands in its way.
 */
export async function callScorePost(
  db: Kysely<Database> | Transaction<Database>,
  row: ScoreRow,
  sessionKey: string,
  servedBy: Date | null,
): Promise<Called> {
  const { rows } = await sql<{
    served_at: Date | null;
    same: EarlierRow[];
    counted: boolean;
    inserted: boolean;
  }>`SELECT served_at, same, counted, inserted FROM score_post(
    ${row.id}::text, ${row.player_key}::text, ${sessionKey}::text, ${row.session_id}::text,
    ${row.tenant}::text, ${row.puzzle_id}::text, ${row.level}::integer,
    ${row.difficulty_level}::integer, ${row.difficulty}::integer, ${row.finish_type}::text,
    ${row.score_total}::integer, ${row.summary}::json, ${row.actions}::json,
    ${row.play_time}::double precision, ${row.start_time}::timestamptz, ${row.end_time}::timestamptz,
    ${row.game_hash}::text, ${servedBy}::timestamptz)`.execute(db);
  const answer = rows[0];
  if (!answer) throw new Error('score_post returned no row');
  return {
    servedAt: answer.served_at,
    same: answer.same,
    counted: answer.counted,
    inserted: answer.inserted,
  };
}
