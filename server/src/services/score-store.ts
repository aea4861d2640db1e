// Verified scores in the database, one row per game. A game is stored, counted into the
// player's profile and paid its prize in one transaction, so a crash leaves all three or none,
// and a retried post finds them. Each post is its own transaction: one bad post (a date
// PostgreSQL refuses, say) can never fail another player's game.
//
// A game counts once per puzzle served to its player: it must have been served to them (or to
// their session as a guest), the game must begin inside the time it could have been played, and
// a second game of the same puzzle, or the same game under a new id, is not counted again.
// A puzzle made on the player's device while the server was out of reach was never served: its
// game counts when its post says so and it began within OFFLINE_GAME_MAX_AGE_MS; the served mark
// is written then, in the same transaction, so the puzzle still counts and pays only once. (Any
// id can be served on request, GET /game?id=, so this lets no game count that could not already.)

import { createHash } from 'node:crypto';
import { OFFLINE_GAME_MAX_AGE_MS } from '@numberland/contract';
import type { DifficultyLevel, ScoreSummary } from '@numberland/engine';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ScoreTable } from '../db/schema';
import { prizePaidFor } from './gems';
import { Refusal } from './refusal';

export interface StoredScore {
  readonly playerKey: string;
  readonly puzzleId: string;
  readonly summary: ScoreSummary;
}

export interface NewScore {
  readonly summary: ScoreSummary;
  readonly playerKey: string;
  /** The guest key of the session that posted ('s:<session id>'): a puzzle served to it counts too. */
  readonly sessionKey: string;
  readonly sessionId: string;
  readonly tenant: string;
  readonly level: number;
  /** The difficulty level the puzzle id names, as the replay read it. */
  readonly difficultyLevel: DifficultyLevel;
  /** When the game was made and when its last action was, by the player's clock (ms). */
  readonly createdAt: number;
  readonly lastActionAt: number;
  readonly actions: unknown;
  /** The post says its puzzle was made on the device while offline (never served). */
  readonly madeOnDevice?: boolean;
}

/** What a post came to. */
export type Saved =
  /** Stored now, with what `settle` returned (assists charged, counted into the profile, the prize paid). */
  | { readonly kind: 'stored'; readonly settled: number }
  /** This game was stored before (a retry, or the same game under another id). */
  | { readonly kind: 'again'; readonly earlier: StoredScore }
  /** A valid game of a puzzle whose game already counted for this player: not counted again. */
  | { readonly kind: 'not-counted' };

export interface ScoreStore {
  find(id: string): Promise<StoredScore | undefined>;
  /** The prize a player was paid for a puzzle (0 when none): the answer to a retried post. */
  prizePaid(userId: string, puzzleId: string): Promise<number>;
  /**
   * Store a verified score, and run `settle` (count it, pay its prize) in the same transaction.
   * Refuses (4xx) a game of a puzzle not served to the player, a game dated outside the time it
   * could have been played, an id or a game already stored for another player.
   */
  save(
    score: NewScore,
    settle: (tx: Transaction<Database>, servedAt: Date) => Promise<number>,
  ): Promise<Saved>;
}

/**
 * How far the player's clock may be from the server's. The game's times come from the player's
 * device; a clock a few minutes off, or the served mark written a moment late, must not refuse
 * an honest game, while a game dated in another year is refused.
 */
export const CLOCK_SLACK_MS = 60 * 60_000;

/** The fingerprint of a game: the same puzzle, start and actions give the same one, whatever the id. */
export function gameHash(puzzleId: string, createdAt: number, actions: unknown): string {
  return hashOfText(puzzleId, createdAt, JSON.stringify(actions));
}

/** gameHash with the actions already written as JSON (the text the row stores), so they are written once. */
function hashOfText(puzzleId: string, createdAt: number, actionsJson: string): string {
  // The text of JSON.stringify([puzzleId, createdAt, actions]), built from its parts.
  return createHash('sha256')
    .update(`[${JSON.stringify(puzzleId)},${JSON.stringify(createdAt)},${actionsJson}]`)
    .digest('hex');
}

/** A stored row as the checks of a post read it. */
interface EarlierRow {
  readonly player_key: string;
  readonly session_id: string;
  readonly puzzle_id: string;
  readonly summary: unknown;
}

function rowOf(score: NewScore): Insertable<ScoreTable> & { game_hash: string } {
  const { summary, playerKey, sessionId, tenant, level, difficultyLevel } = score;
  const actions = JSON.stringify(score.actions);
  return {
    id: summary.id,
    player_key: playerKey,
    session_id: sessionId,
    tenant,
    puzzle_id: summary.puzzleId,
    level,
    difficulty_level: difficultyLevel,
    difficulty: summary.difficulty,
    finish_type: summary.finishType,
    score_total: summary.score.total,
    summary: JSON.stringify(summary),
    actions,
    play_time: summary.playTime,
    start_time: new Date(summary.startTime),
    end_time: new Date(summary.endTime),
    game_hash: hashOfText(summary.puzzleId, score.createdAt, actions),
  };
}

/**
 * The earlier rows a post meets, in one query: rows of the same id or game (`same`), and whether
 * the player's game of the puzzle is already counted.
 */
async function meetEarlier(
  tx: Transaction<Database>,
  row: Insertable<ScoreTable> & { game_hash: string },
): Promise<{ readonly same: EarlierRow[]; readonly counted: boolean }> {
  const rows = await tx
    .selectFrom('scores')
    .select(['player_key', 'session_id', 'puzzle_id', 'summary'])
    .select((eb) => eb.or([eb('id', '=', row.id), eb('game_hash', '=', row.game_hash)]).as('same'))
    .where((eb) =>
      eb.or([
        eb('id', '=', row.id),
        eb('game_hash', '=', row.game_hash),
        eb.and([eb('player_key', '=', row.player_key), eb('puzzle_id', '=', row.puzzle_id)]),
      ]),
    )
    .execute();
  return { same: rows.filter((r) => r.same), counted: rows.some((r) => !r.same) };
}

export type ScoreRefusalCode = 'id-taken' | 'game-taken' | 'not-served' | 'outside-serving-window';
const refuse = (code: ScoreRefusalCode, message: string) => new Refusal(code, message);

const idTaken = (id: string) => refuse('id-taken', `Score id ${id} belongs to another game.`);
const notServed = (puzzleId: string) =>
  refuse('not-served', `Puzzle ${puzzleId} was not served to this player, so its game cannot count.`);

/**
 * A puzzle made on the device, never served: marked served to the player now, dated when its game
 * began (so the window above holds it), or refused when that is longer ago than an offline game may be.
 */
async function markMadeOnDevice(
  tx: Transaction<Database>,
  score: NewScore,
  now: number,
): Promise<{ served_at: Date }> {
  const { puzzleId } = score.summary;
  if (score.createdAt < now - OFFLINE_GAME_MAX_AGE_MS) {
    throw refuse(
      'outside-serving-window',
      `The game of puzzle ${puzzleId}, made on the device, is dated ${new Date(score.createdAt).toISOString()}: more than ${OFFLINE_GAME_MAX_AGE_MS / 86_400_000} days ago.`,
    );
  }
  const servedAt = new Date(Math.min(score.createdAt, now));
  await tx
    .insertInto('served_puzzles')
    .values({ player_key: score.playerKey, puzzle_id: puzzleId, served_at: servedAt })
    .onConflict((c) => c.doNothing())
    .execute();
  return { served_at: servedAt };
}

export function scoreStore(db: Kysely<Database>): ScoreStore {
  const storedOf = (row: { player_key: string; puzzle_id: string; summary: unknown }): StoredScore => ({
    playerKey: row.player_key,
    puzzleId: row.puzzle_id,
    summary: row.summary as ScoreSummary,
  });

  async function save(
    score: NewScore,
    settle: (tx: Transaction<Database>, servedAt: Date) => Promise<number>,
  ): Promise<Saved> {
    const row = rowOf(score);
    const { playerKey, summary } = score;
    return db.transaction().execute(async (tx) => {
      // The served mark, held until the end: posts of one player's puzzle run one at a time.
      const served = await tx
        .selectFrom('served_puzzles')
        .select(['served_at'])
        .where('player_key', 'in', [playerKey, score.sessionKey])
        .where('puzzle_id', '=', summary.puzzleId)
        .orderBy('served_at')
        .forUpdate()
        .execute();
      // One look at the earlier rows; the checks below read them in the order they always had.
      const met = await meetEarlier(tx, row);
      const same = met.same;
      for (const earlier of same) {
        // The same session's game is this player's, also after it moved to the account the guest
        // signed up for (a retry still carrying the guest's headers).
        if (earlier.player_key !== playerKey && earlier.session_id !== score.sessionId) {
          if (earlier.puzzle_id === summary.puzzleId && (earlier.summary as ScoreSummary).id !== row.id) {
            throw refuse('game-taken', 'This game was already posted by another player.');
          }
          throw idTaken(row.id);
        }
        if (earlier.puzzle_id !== summary.puzzleId) throw idTaken(row.id);
      }
      const mine = same[0];
      if (mine) return { kind: 'again', earlier: storedOf(mine) };
      const now = Date.now();
      const first = served[0] ?? (score.madeOnDevice ? await markMadeOnDevice(tx, score, now) : undefined);
      if (!first) throw notServed(summary.puzzleId);
      const servedAt = first.served_at.getTime();
      if (score.createdAt < servedAt - CLOCK_SLACK_MS || score.lastActionAt > now + CLOCK_SLACK_MS) {
        throw refuse(
          'outside-serving-window',
          `The game is dated ${new Date(score.createdAt).toISOString()}, outside the time since puzzle ${summary.puzzleId} was served (${new Date(servedAt).toISOString()}).`,
        );
      }
      if (met.counted) return { kind: 'not-counted' };
      const inserted = await tx
        .insertInto('scores')
        .values(row)
        .onConflict((c) => c.doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another player's post of this id or game committed in between.
      if (!inserted) throw idTaken(row.id);
      return { kind: 'stored', settled: await settle(tx, first.served_at) };
    });
  }

  return {
    async find(id) {
      const row = await db
        .selectFrom('scores')
        .select(['player_key', 'puzzle_id', 'summary'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && storedOf(row);
    },

    prizePaid: (userId, puzzleId) => prizePaidFor(db, userId, puzzleId),

    save,
  };
}
