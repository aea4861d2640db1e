// What Continue on the end screen does (spec section 4: "W moves two steps along the sequence. Y or
// A moves one step. Otherwise the puzzle is replayed or the next puzzle is taken. At the end of the
// sequence the result is level 0."), with the thresholds of spec section 9.

import { AUTO_PROGRESS_THRESHOLDS } from '../constants';
import type { ProgressState } from './state';
import { LAST_STEP_INDEX, PROGRESS_STEPS } from './steps';

export type ContinueDecision =
  /** Move `steps` along the sequence, to step index `to`. */
  | { readonly kind: 'advance'; readonly steps: 1 | 2; readonly to: number }
  /** The same puzzle again (lastPuzzle.puzzleId): the last one failed. */
  | { readonly kind: 'replay' }
  /** A new puzzle at the same step. */
  | { readonly kind: 'next-puzzle' }
  /** Past the end of the sequence: level 0. */
  | { readonly kind: 'done' };

/**
 * Failures in a row (Z) after which Continue stops offering the same puzzle again and takes a new
 * one: a player stuck on one puzzle should not be looped back into it for ever.
 */
export const MAX_FAILURES_BEFORE_NEW_PUZZLE = 3;

/** Moving `steps` from `from`: advance to a step, or done when that is past the last step. */
function advance(from: number, steps: 1 | 2): ContinueDecision {
  const to = from + steps;
  // Advancing by two from step 34 goes past the end too: the player has earned the finish, so we do
  // not hold them back on the last step.
  return to > LAST_STEP_INDEX ? { kind: 'done' } : { kind: 'advance', steps, to };
}

/**
 * Continue's outcome, by the thresholds of the current step's land, checked best first:
 * W >= thr.W advances two steps; Y >= thr.Y or A >= thr.A advances one; a failed last result with
 * B >= thr.B replays that puzzle, unless it has failed three times in a row; anything else takes a new puzzle at the same step (also the case
 * before any puzzle was played).
 */
export function decide(progress: ProgressState): ContinueDecision {
  const step = PROGRESS_STEPS[progress.currentStep];
  if (step === undefined) throw new RangeError(`currentStep ${progress.currentStep} is not a step index`);
  const thr = AUTO_PROGRESS_THRESHOLDS[step.level];
  if (progress.W >= thr.W) return advance(progress.currentStep, 2);
  if (progress.Y >= thr.Y || progress.A >= thr.A) return advance(progress.currentStep, 1);
  const lastFailed = progress.lastPuzzle !== undefined && !progress.lastPuzzle.finishedStar;
  if (lastFailed && progress.B >= thr.B && progress.Z < MAX_FAILURES_BEFORE_NEW_PUZZLE)
    return { kind: 'replay' };
  return { kind: 'next-puzzle' };
}
