// Adjusting the auto-progress counters after a finished puzzle (spec section 4: "Counters are
// adjusted after each finished puzzle. Replaying the same puzzle can reduce them.").

import type { DifficultyLevel, LandLevel } from '../constants';
import type { SlotNumber } from '../lands';
import { type LastPuzzle, moveToStep, type ProgressState } from './state';
import { stepIndexOf } from './steps';

/** What the puzzle screen knows when a puzzle finishes (success or errors_fail). */
export interface FinishResult {
  readonly puzzleId: string;
  readonly level: LandLevel;
  readonly shape: SlotNumber;
  readonly difficulty: DifficultyLevel;
  readonly timeStar: boolean;
  readonly noerrorsStar: boolean;
  readonly finishedStar: boolean;
  /** Smart hints and reveals used (the puzzle's hintsUsed); any at all spoils a perfect run. */
  readonly hintsUsed: number;
}

/** How a result counts. Each tier includes the ones below it: a perfect run is also good and complete. */
export type ResultTier = 'perfect' | 'good' | 'completed' | 'failed';

/**
 * A run is failed when it lacks the finished star (errors_fail loses all three stars). Otherwise:
 * perfect is 3 stars and no hints (spec section 4, "Stars"); good is at least two stars, which takes
 * in the spec's two-star messages (completed on time, completed with no errors) and also the
 * "lesser tier" of 3 stars with hints, which is no worse than two stars; the rest is completed.
 */
export function tierOf(
  result: Pick<FinishResult, 'timeStar' | 'noerrorsStar' | 'finishedStar' | 'hintsUsed'>,
): ResultTier {
  if (!result.finishedStar) return 'failed';
  const stars = 1 + Number(result.timeStar) + Number(result.noerrorsStar);
  if (stars === 3 && result.hintsUsed <= 0) return 'perfect';
  return stars >= 2 ? 'good' : 'completed';
}

/**
 * The progress after a finished puzzle:
 * - gameCount always grows.
 * - A puzzle that is not a step of the sequence (a difficulty its land does not offer, say one opened
 *   by id) changes nothing else: it tells us nothing about the step the player is on, and keeping it
 *   out of lastPuzzle means Continue's replay always names a puzzle of the current step.
 * - Otherwise the result becomes lastPuzzle / lastShape / lastDifficulty.
 * - Playing a step other than currentStep moves currentStep there and resets the counters first.
 * - X counts every finish at the step. A failure adds to B and Z; any other result sets Z back to 0.
 * - Counters are cumulative so a better result never counts for less: perfect adds to W, Y and A;
 *   good to Y and A; completed to A.
 * - A replay (the same puzzleId as lastPuzzle) adds nothing to W, Y or A and lowers W and Y by one
 *   (not below 0): a solution learnt by heart is not progress. A failed replay still counts as a
 *   failure (B, Z), so failing again keeps the replay offer open.
 */
export function recordFinish(progress: ProgressState, result: FinishResult): ProgressState {
  const gameCount = progress.gameCount + 1;
  const step = stepIndexOf(result.level, result.shape, result.difficulty);
  if (step < 0) return { ...progress, gameCount };

  const lastPuzzle: LastPuzzle = {
    puzzleId: result.puzzleId,
    timeStar: result.timeStar,
    noerrorsStar: result.noerrorsStar,
    finishedStar: result.finishedStar,
    usedHints: result.hintsUsed > 0,
  };
  const isReplay = progress.lastPuzzle?.puzzleId === result.puzzleId;
  const at = moveToStep(progress, step);
  const tier = tierOf(result);
  let { W, Y, A, B, Z } = at;
  if (tier === 'failed') {
    B += 1;
    Z += 1;
  } else {
    Z = 0;
  }
  if (isReplay) {
    W = Math.max(0, W - 1);
    Y = Math.max(0, Y - 1);
  } else {
    if (tier === 'perfect') W += 1;
    if (tier === 'perfect' || tier === 'good') Y += 1;
    if (tier !== 'failed') A += 1;
  }
  return {
    ...at,
    W,
    Y,
    A,
    B,
    X: at.X + 1,
    Z,
    lastShape: result.shape,
    lastDifficulty: result.difficulty,
    lastPuzzle,
    gameCount,
  };
}
