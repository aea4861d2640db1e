// The checks of a score post, on what was read of the database: the rows of the same id or game,
// the served mark's window, and the refusals they give (services/score-store.ts says what counts).

import type { ScoreSummary } from '@numberland/engine';
import { Refusal } from './refusal';
import type { Called, EarlierRow } from './score-post-call';
import type { NewScore, Saved, StoredScore } from './score-store';

/**
 * How far the player's clock may be from the server's. The game's times come from the player's
 * device; a clock a few minutes off, or the served mark written a moment late, must not refuse
 * an honest game, while a game dated in another year is refused.
 */
export const CLOCK_SLACK_MS = 60 * 60_000;

export type ScoreRefusalCode = 'id-taken' | 'game-taken' | 'not-served' | 'outside-serving-window';
export const refuse = (code: ScoreRefusalCode, message: string) => new Refusal(code, message);

export const idTaken = (id: string) => refuse('id-taken', `Score id ${id} belongs to another game.`);
export const notServed = (puzzleId: string) =>
  refuse('not-served', `Puzzle ${puzzleId} was not served to this player, so its game cannot count.`);

export const storedOf = (row: { player_key: string; puzzle_id: string; summary: unknown }): StoredScore => ({
  playerKey: row.player_key,
  puzzleId: row.puzzle_id,
  summary: row.summary as ScoreSummary,
});

/**
 * The rows of the same id or game a post met: a refusal when one is another player's or another
 * puzzle's, else the first answer again (a retry, or the same game under a new id) when there is one.
 */
export function checkSame(same: readonly EarlierRow[], score: NewScore, id: string): Saved | undefined {
  const { playerKey, summary } = score;
  for (const earlier of same) {
    // The same session's game is this player's, also after it moved to the account the guest
    // signed up for (a retry still carrying the guest's headers).
    if (earlier.player_key !== playerKey && earlier.session_id !== score.sessionId) {
      if (earlier.puzzle_id === summary.puzzleId && (earlier.summary as ScoreSummary).id !== id) {
        throw refuse('game-taken', 'This game was already posted by another player.');
      }
      throw idTaken(id);
    }
    if (earlier.puzzle_id !== summary.puzzleId) throw idTaken(id);
  }
  const mine = same[0];
  return mine && { kind: 'again', earlier: storedOf(mine) };
}

/** A refusal when the game begins before its puzzle could have been served, or ends in the future (with the clocks' slack). */
export function checkWindow(score: NewScore, servedAt: number, now: number): void {
  if (score.createdAt < servedAt - CLOCK_SLACK_MS || score.lastActionAt > now + CLOCK_SLACK_MS) {
    throw refuse(
      'outside-serving-window',
      `The game is dated ${new Date(score.createdAt).toISOString()}, outside the time since puzzle ${score.summary.puzzleId} was served (${new Date(servedAt).toISOString()}).`,
    );
  }
}

/**
 * The answer to a post score_post did not insert, from what it read, checked in the stepwise
 * order; undefined when only the stepwise way can tell (a puzzle made on the device and never
 * served, or every check passed and the row was taken in between).
 */
export function answerOf(called: Called, score: NewScore, id: string, now: number): Saved | undefined {
  const again = checkSame(called.same, score, id);
  if (again) return again;
  if (!called.servedAt) {
    if (score.madeOnDevice) return undefined;
    throw notServed(score.summary.puzzleId);
  }
  checkWindow(score, called.servedAt.getTime(), now);
  if (called.counted) return { kind: 'not-counted' };
  return undefined;
}
