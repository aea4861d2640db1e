// The call of score_post (db/score-post-function.ts): a post's served mark, earlier rows and
// insert in one round trip. On its own (a guest's post) the call is its own transaction; inside
// a transaction (a signed-in player's, settled in the same one) the served mark stays locked
// until that transaction ends.

import type { Insertable, Kysely, Transaction } from 'kysely';
import { type PreparedStatement, queryStatement } from '../db/connect';
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

export interface CalledRow {
  served_at: Date | null;
  same: EarlierRow[];
  counted: boolean;
  inserted: boolean;
}

/** The SQL types of score_post's arguments. */
type ArgumentType = 'text' | 'integer' | 'double precision' | 'json' | 'timestamptz';

/** One argument of score_post: its name (a key of score_posts' JSON), type and value. */
type Argument = readonly [
  name: string,
  type: ArgumentType,
  value: (row: ScoreRow, sessionKey: string, servedBy: Date | null) => unknown,
];

/**
 * score_post's arguments, in order (db/score-post-function.ts): the single call's parameters and
 * their types, and the keys of each post in score_posts' JSON (db/score-posts-function.ts).
 */
const ARGUMENTS: readonly Argument[] = [
  ['id', 'text', (row) => row.id],
  ['player_key', 'text', (row) => row.player_key],
  ['session_key', 'text', (_, sessionKey) => sessionKey],
  ['session_id', 'text', (row) => row.session_id],
  ['tenant', 'text', (row) => row.tenant],
  ['puzzle_id', 'text', (row) => row.puzzle_id],
  ['level', 'integer', (row) => row.level],
  ['difficulty_level', 'integer', (row) => row.difficulty_level],
  ['difficulty', 'integer', (row) => row.difficulty],
  ['finish_type', 'text', (row) => row.finish_type],
  ['score_total', 'integer', (row) => row.score_total],
  ['summary', 'json', (row) => row.summary],
  ['actions', 'json', (row) => row.actions],
  ['play_time', 'double precision', (row) => row.play_time],
  ['start_time', 'timestamptz', (row) => row.start_time],
  ['end_time', 'timestamptz', (row) => row.end_time],
  ['game_hash', 'text', (row) => row.game_hash],
  ['served_by', 'timestamptz', (_, __, servedBy) => servedBy],
];

/**
 * How score_posts' JSON writes a value of each argument type. The batch sends only values these
 * write as pg would send them alone (score-post-batch.ts, `batchable`): integers and finite
 * numbers, dates of years 1 to 9999 or null, and the row's JSON texts as they are.
 */
const JSON_OF_TYPE: Readonly<Record<ArgumentType, (value: unknown) => string>> = {
  text: (value) => JSON.stringify(value),
  integer: (value) => `${value}`,
  'double precision': (value) => `${value}`,
  json: (value) => value as string,
  timestamptz: (value) => (value === null ? 'null' : `"${(value as Date).toISOString()}"`),
};

/** Each argument as a field of score_posts' JSON: its key, as written, and its value's writer. */
const JSON_FIELDS = ARGUMENTS.map(([name, type, value]) => ({
  key: `,"${name}":`,
  write: JSON_OF_TYPE[type],
  value,
}));

/**
 * One post as score_posts reads it (db/score-posts-function.ts): score_post's arguments by name,
 * after its place in the call. Written field by field: mapping the values through JSON.stringify
 * and joining them took a third of the batch's time in the server (profiled, issue 17).
 */
export function scorePostJson(ord: number, row: ScoreRow, sessionKey: string, servedBy: Date | null): string {
  let json = `{"ord":${ord}`;
  for (const { key, write, value } of JSON_FIELDS) json += key + write(value(row, sessionKey, servedBy));
  return `${json}}`;
}

/** score_post's arguments, in order, for `row` and the player's session key. */
function scorePostValues(row: ScoreRow, sessionKey: string, servedBy: Date | null): unknown[] {
  return ARGUMENTS.map(([, , value]) => value(row, sessionKey, servedBy));
}

/** The call's text, with each argument's type: PostgreSQL prepares it once per connection. */
const SCORE_POST: PreparedStatement = {
  name: 'score_post_v1',
  text: `SELECT served_at, same, counted, inserted FROM score_post(${ARGUMENTS.map(
    ([, type], i) => `$${i + 1}::${type}`,
  ).join(', ')})`,
};

/** What one row of score_post (or score_posts) says. */
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
  const answer = (await queryStatement<CalledRow>(db, SCORE_POST, values))[0];
  if (!answer) throw new Error('score_post returned no row');
  return calledOf(answer);
}
