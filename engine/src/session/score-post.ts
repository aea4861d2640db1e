// The score post (spec section 7, POST /game/score): what the client sends when a puzzle ends.
// It is the summary of the finish plus what the server needs to replay the game and check that
// summary: the land, the player's side of the start, and every action with its time. Built here
// only, so the client and every test player post the same shape. The actions go as steps, the
// compact form of steps.ts; a post made before that (kept on a device while offline) has them
// as objects, and the server reads both.

import type { LandLevel } from '../constants';
import { err, ok, type Result } from '../result';
import type { Game, TimedAction } from './replay';
import { type ActionStep, stepsOf } from './steps';
import { type ScoreSummary, scoreSummary } from './summary';

/** The player's side of a session start: the puzzle's side comes from the puzzle id. */
export interface PostedStart {
  /** When the game was made, by the player's clock (ms). */
  readonly createdAt: number;
  readonly gems: number;
  readonly startupDelayMs: number;
  readonly errorAssist: boolean;
  /** The rules of play the game followed; absent in posts made before versions were kept (1). */
  readonly rules?: number;
}

/**
 * How a post carries the game's actions: as steps, or (posts made before steps, and a game
 * whose times are not whole ms) as timed action objects. Exactly one of the two.
 */
export type PostedActions =
  | { readonly steps: readonly ActionStep[]; readonly actions?: never }
  | { readonly actions: readonly TimedAction[]; readonly steps?: never };

/**
 * A game's actions as a post carries them (and the server stores them): steps when every time is
 * a whole number of ms after the one before (always, on a real clock), else the objects.
 */
export function postedActions(createdAt: number, actions: readonly TimedAction[]): PostedActions {
  const steps = stepsOf(createdAt, actions);
  return steps ? { steps } : { actions };
}

export interface ScorePost extends ScoreSummary {
  readonly level: LandLevel;
  readonly game: PostedStart & PostedActions;
}

export type ScorePostError = { readonly code: 'not-finished'; readonly message: string };

/** The post of a finished game; a game still going on, or left before its end, has none. */
export function scorePostOf(game: Game): Result<ScorePost, ScorePostError> {
  const summary = scoreSummary(game.state);
  if (!summary) {
    const message = game.state.abandoned
      ? 'The game was left before its end, so it has no score to post.'
      : 'The game is not finished, so it has no score to post.';
    return err({ code: 'not-finished', message });
  }
  const { start, createdAt, actions } = game.record;
  return ok({
    ...summary,
    level: start.level,
    game: {
      createdAt,
      gems: start.gems,
      startupDelayMs: start.startupDelayMs,
      errorAssist: start.errorAssist,
      ...(start.rules === undefined ? {} : { rules: start.rules }),
      ...postedActions(createdAt, actions),
    },
  });
}
