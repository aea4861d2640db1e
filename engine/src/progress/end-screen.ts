// The end-screen steps (spec section 4): Report, Continue, NextStep, NextLand, PreviousStep,
// PreviousLand and NextNextStep, each turned into the next selection and the progress after it.

import type { EndScreenStep, LandLevel } from '../constants';
import { decide } from './decide';
import { moveToStep, type ProgressState, startStep } from './state';
import { firstStepOfLand, LAST_STEP_INDEX, PROGRESS_STEPS, type ProgressStep } from './steps';

/** Where the player goes next: a step's selection, or level 0 once past the end of the sequence. */
export type ProgressTarget = ProgressStep | { readonly level: 0 };

/** The target past the end of the sequence. */
export const LEVEL_ZERO: { readonly level: 0 } = { level: 0 };

/** Any index past the last step; goTo turns it into level 0. */
const PAST_THE_END = LAST_STEP_INDEX + 1;

export interface EndScreenOutcome {
  readonly progress: ProgressState;
  readonly target: ProgressTarget;
  /** True when the target is the last puzzle again (lastPuzzle.puzzleId), not a new one. */
  readonly replay: boolean;
}

function stepOf(index: number): ProgressStep {
  const step = PROGRESS_STEPS[index];
  if (step === undefined) throw new RangeError(`currentStep ${index} is not a step index`);
  return step;
}

/**
 * Moves to step `to`. Below the start it stops at step 0. Past the end it is level 0: the sequence
 * is finished, so the counters are reset as for any move, and currentStep stays on the last step
 * (a valid index, where a later finish of that step picks up again).
 */
function goTo(progress: ProgressState, to: number): EndScreenOutcome {
  if (to > LAST_STEP_INDEX) {
    return { progress: startStep(progress, LAST_STEP_INDEX), target: LEVEL_ZERO, replay: false };
  }
  const index = Math.max(0, to);
  return { progress: moveToStep(progress, index), target: stepOf(index), replay: false };
}

/** What Continue does, without changing anything. */
function continueOutcome(progress: ProgressState): EndScreenOutcome {
  const decision = decide(progress);
  const here = stepOf(progress.currentStep);
  switch (decision.kind) {
    case 'advance':
      return goTo(progress, decision.to);
    case 'done':
      return goTo(progress, PAST_THE_END);
    case 'replay':
      return { progress, target: here, replay: true };
    case 'next-puzzle':
      return { progress, target: here, replay: false };
  }
}

/**
 * Applies an end-screen step to the progress.
 * - Continue: decide()'s outcome; advancing moves the current step (resetting its counters), replay
 *   and next-puzzle stay on it with the counters as they are.
 * - NextStep / NextNextStep / PreviousStep: +1 / +2 / -1 along the sequence; PreviousStep stops at the
 *   first step, and going past the last step gives level 0.
 * - NextLand / PreviousLand: the first step of the next / previous land. From land 1, PreviousLand
 *   goes to land 1's first step (there is no land before it to go to, and starting the land again is
 *   the nearest thing); from land 3, NextLand gives level 0.
 * - Report: the progress is returned unchanged (the same object) with what Continue would do, so the
 *   end screen can show it before the player chooses.
 */
export function applyEndScreenStep(progress: ProgressState, step: EndScreenStep): EndScreenOutcome {
  const at = progress.currentStep;
  const level = stepOf(at).level;
  switch (step) {
    case 'Report':
      return { ...continueOutcome(progress), progress };
    case 'Continue':
      return continueOutcome(progress);
    case 'NextStep':
      return goTo(progress, at + 1);
    case 'NextNextStep':
      return goTo(progress, at + 2);
    case 'PreviousStep':
      return goTo(progress, at - 1);
    case 'NextLand':
      return goTo(progress, level === 3 ? PAST_THE_END : firstStepOfLand((level + 1) as LandLevel));
    case 'PreviousLand':
      return goTo(progress, firstStepOfLand(level === 1 ? 1 : ((level - 1) as LandLevel)));
  }
}
