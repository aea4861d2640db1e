// The call of score_post (db/score-post-function.ts): a post's served mark, earlier rows and
// insert in one round trip. On its own (a guest's post) the call is its own transaction; inside
// a transaction (a signed-in player's, settled in the same one) the served mark stays locked
// until that transaction ends.

import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import { type PreparedStatement, queryPrepared } from '../db/connect';
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

/** The call's text, with each argument's type: PostgreSQL prepares it once per connection. */
const SCORE_POST: PreparedStatement = {
  name: 'score_post_v1',
  text: `SELECT served_at, same, counted, inserted FROM score_post(
    $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::integer, $8::integer,
    $9::integer, $10::text, $11::integer, $12::json, $13::json, $14::double precision,
    $15::timestamptz, $16::timestamptz, $17::text, $18::timestamptz)`,
};

export interface CalledRow {
  served_at: Date | null;
  same: EarlierRow[];
  counted: boolean;
  inserted: boolean;
}

/**
 * score_post's arguments by name, in order: the keys of a post in score_post_batch's JSON
 * (db/score-post-batch-function.ts), the values as scorePostValues gives them.
 */
export const SCORE_POST_ARGUMENTS = [
  'id',
  'player_key',
  'session_key',
  'session_id',
  'tenant',
  'puzzle_id',
  'level',
  'difficulty_level',
  'difficulty',
  'finish_type',
  'score_total',
  'summary',
  'actions',
  'play_time',
  'start_time',
  'end_time',
  'game_hash',
  'served_by',
] as const;

/** score_post's arguments, in order, for `row` and the player's session key. */
export function scorePostValues(row: ScoreRow, sessionKey: string, servedBy: Date | null): unknown[] {
  return [
    row.id,
    row.player_key,
    sessionKey,
    row.session_id,
    row.tenant,
    row.puzzle_id,
    row.level,
    row.difficulty_level,
    row.difficulty,
    row.finish_type,
    row.score_total,
    row.summary,
    row.actions,
    row.play_time,
    row.start_time,
    row.end_time,
    row.game_hash,
    servedBy,
  ];
}

/** What one row of score_post (or score_post_batch) says. */
export function calledOf(answer: CalledRow): Called {
  return {
    servedAt: answer.served_at,
    same: answer.same,
    counted: answer.counted,
    inserted: answer.inserted,
  };
}

/**
 * score_post for `row`, the player's session key beside it; the row goes in only when its served
 * mark is no later than `servedBy` (null: not at all) and no earlier row stands in its way.
 * On its own (a guest's post) the call is a prepared statement on a pooled connection: measured
 * sequentially, PostgreSQL spent about a fifth less per call than planning it afresh each time
 * (issue 17). Inside a transaction it goes through Kysely, unnamed, on the transaction's connection.
 */
export async function callScorePost(
  db: Kysely<Database> | Transaction<Database>,
  row: ScoreRow,
  sessionKey: string,
  servedBy: Date | null,
): Promise<Called> {
  const values = scorePostValues(row, sessionKey, servedBy);
  const rows =
    (await queryPrepared<CalledRow>(db, SCORE_POST, values)) ??
    (await db.executeQuery(CompiledQuery.raw(SCORE_POST.text, values) as CompiledQuery<CalledRow>)).rows;
  const answer = rows[0];
  if (!answer) throw new Error('score_post returned no row');
  return calledOf(answer);
}
