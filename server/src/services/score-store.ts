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
//
// A post is first one call of score_post (db/score-post-function.ts), which locks the served mark,
// reads the earlier rows and inserts the row when every check passes, in one round trip (issue
// 17); the checks below then answer from what it read, in the order they always had. The rare
// post it cannot settle alone (a puzzle made on the device, a row taken in between) goes the
// stepwise way, one statement at a time, as every post once did.

import { hash } from 'node:crypto';
import { type DifficultyLevel, postedActions, type ScoreSummary, type TimedAction } from '@numberland/engine';
import type { Kysely, Transaction } from 'kysely';
import { retriedTransaction } from '../db/retried-transaction';
import type { Database } from '../db/schema';
import { prizePaidFor } from './gems';
import { answerOf, CLOCK_SLACK_MS, storedOf } from './score-checks';
import { scorePostBatcher } from './score-post-batch';
import { callScorePost, type ScoreRow } from './score-post-call';
import { saveStepwise } from './score-stepwise';

export { CLOCK_SLACK_MS, type ScoreRefusalCode } from './score-checks';

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
  /** The actions as the replay read them (only the fields each action has). */
  readonly actions: readonly TimedAction[];
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
   * could have been played, an id or a game already stored for another player. Without `settle`
   * (a guest's post: nothing to count or pay) a stored post settles 0.
   */
  save(score: NewScore, settle?: Settle): Promise<Saved>;
}

/** What a stored post does in its transaction besides the row (count it, pay its prize): the prize paid. */
export type Settle = (tx: Transaction<Database>, servedAt: Date) => Promise<number>;

/**
 * The text a row stores for a game's actions: as a post made now carries them (the engine's
 * postedActions: steps), whichever form this post came in, so the same game is the same text.
 * Rows stored before steps hold the action objects.
 */
export function storedActionsText(createdAt: number, actions: readonly TimedAction[]): string {
  const posted = postedActions(createdAt, actions);
  return JSON.stringify(posted.steps ?? posted.actions);
}

/** The fingerprint of a game: the same puzzle, start and actions give the same one, whatever the id. */
export function gameHash(puzzleId: string, createdAt: number, actions: readonly TimedAction[]): string {
  return hashOfText(puzzleId, createdAt, storedActionsText(createdAt, actions));
}

/** gameHash with the actions already written as the row stores them, so they are written once. */
function hashOfText(puzzleId: string, createdAt: number, actionsJson: string): string {
  // The text of JSON.stringify([puzzleId, createdAt, actions]), built from its parts; the one-shot
  // hash() makes no Hash object (profiled: createHash was a third of rowOf's time, issue 17).
  return hash('sha256', `[${JSON.stringify(puzzleId)},${JSON.stringify(createdAt)},${actionsJson}]`, 'hex');
}

function rowOf(score: NewScore): ScoreRow {
  const { summary, playerKey, sessionId, tenant, level, difficultyLevel } = score;
  const actions = storedActionsText(score.createdAt, score.actions);
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

export function scoreStore(db: Kysely<Database>): ScoreStore {
  const batcher = scorePostBatcher(db);

  async function save(score: NewScore, settle?: Settle): Promise<Saved> {
    const row = rowOf(score);
    const now = Date.now();
    // The latest served mark the game's start allows; none when the game ends in the future.
    const servedBy =
      score.lastActionAt > now + CLOCK_SLACK_MS ? null : new Date(score.createdAt + CLOCK_SLACK_MS);
    if (!settle) {
      // Nothing else to write: the call is the post's whole transaction, shared with the posts
      // that arrived in the same turn (score-post-batch.ts).
      const called = await batcher.call(row, score.sessionKey, servedBy);
      if (called.inserted) return { kind: 'stored', settled: 0 };
      return (
        answerOf(called, score, row.id, now) ??
        retriedTransaction(db, (tx) => saveStepwise(tx, score, row, undefined))
      );
    }
    return retriedTransaction(db, async (tx) => {
      const called = await callScorePost(tx, row, score.sessionKey, servedBy);
      if (called.inserted && called.servedAt) {
        return { kind: 'stored', settled: await settle(tx, called.servedAt) };
      }
      return answerOf(called, score, row.id, now) ?? saveStepwise(tx, score, row, settle);
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
