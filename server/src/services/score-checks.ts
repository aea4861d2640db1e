// Every reason a verified game is refused or not counted, in one place and in the order they are
// asked: what was read of the database under the served mark's lock goes in, a refusal or an
// answer comes out (services/score-store.ts reads and writes; the replay's refusals are the
// engine's, services/verify-score.ts).

import { OFFLINE_GAME_MAX_AGE_MS } from '@numberland/contract';
import type { ScoreSummary } from '@numberland/engine';
import { Refusal } from './refusal';
import type { EarlierRow, NewScore, StoredScore } from './score-rows';

/**
 * How far the player's clock may be from the server's. The game's times come from the player's
 * device; a clock a few minutes off, or the served mark written a moment late, must not refuse
 * an honest game, while a game dated in another year is refused.
 */
export const CLOCK_SLACK_MS = 60 * 60_000;

export type ScoreRefusalCode = 'id-taken' | 'game-taken' | 'not-served' | 'outside-serving-window';
const refuse = (code: ScoreRefusalCode, message: string) => new Refusal(code, message);

export const idTaken = (id: string) => refuse('id-taken', `Score id ${id} belongs to another game.`);

export const storedOf = (row: { player_key: string; puzzle_id: string; summary: unknown }): StoredScore => ({
  playerKey: row.player_key,
  puzzleId: row.puzzle_id,
  summary: row.summary as ScoreSummary,
});

/**
 * The rows of the same id or game a post met: a refusal when one is another player's or another
 * puzzle's, else the first one (a retry, or the same game under a new id, answered as before).
 */
export function checkSame(same: readonly EarlierRow[], score: NewScore): StoredScore | undefined {
  const { playerKey, summary } = score;
  for (const earlier of same) {
    // The same session's game is this player's, also after it moved to the account the guest
    // signed up for (a retry still carrying the guest's headers).
    if (earlier.player_key !== playerKey && earlier.session_id !== score.sessionId) {
      if (earlier.puzzle_id === summary.puzzleId && (earlier.summary as ScoreSummary).id !== summary.id) {
        throw refuse('game-taken', 'This game was already posted by another player.');
      }
      throw idTaken(summary.id);
    }
    if (earlier.puzzle_id !== summary.puzzleId) throw idTaken(summary.id);
  }
  return same[0] && storedOf(same[0]);
}

/**
 * A puzzle made on the device was never served: its game may count only when it began within
 * OFFLINE_GAME_MAX_AGE_MS. (Any id can be served on request, GET /game?id=, so this lets no game
 * count that could not already.)
 */
export function checkMadeOnDevice(score: NewScore, now: number): void {
  if (score.createdAt < now - OFFLINE_GAME_MAX_AGE_MS) {
    throw refuse(
      'outside-serving-window',
      `The game of puzzle ${score.summary.puzzleId}, made on the device, is dated ${new Date(score.createdAt).toISOString()}: more than ${OFFLINE_GAME_MAX_AGE_MS / 86_400_000} days ago.`,
    );
  }
}

/**
 * A refusal when the puzzle was never served to the player, or the game begins before it could
 * have been served or ends in the future (with the clocks' slack).
 */
export function checkServed(
  score: NewScore,
  servedAt: Date | undefined,
  now: number,
): asserts servedAt is Date {
  const { puzzleId } = score.summary;
  if (!servedAt) {
    throw refuse('not-served', `Puzzle ${puzzleId} was not served to this player, so its game cannot count.`);
  }
  if (score.createdAt < servedAt.getTime() - CLOCK_SLACK_MS || score.lastActionAt > now + CLOCK_SLACK_MS) {
    throw refuse(
      'outside-serving-window',
      `The game is dated ${new Date(score.createdAt).toISOString()}, outside the time since puzzle ${puzzleId} was served (${servedAt.toISOString()}).`,
    );
  }
}
