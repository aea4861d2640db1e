// The auto-progress data a client keeps (spec section 3, "Auto-progress data"): plain serialisable
// values, safe to JSON.stringify into local storage. See ./index.ts for what each counter means.

import type { DifficultyLevel } from '../constants';
import type { SlotNumber } from '../lands';

/** The last finished puzzle: its id and the four flags of its result. */
export interface LastPuzzle {
  readonly puzzleId: string;
  readonly timeStar: boolean;
  readonly noerrorsStar: boolean;
  readonly finishedStar: boolean;
  readonly usedHints: boolean;
}

export interface ProgressState {
  /** Perfect results (3 stars, no hints) at the current step. */
  readonly W: number;
  /** Good results (finished with at least two stars, perfect ones included) at the current step. */
  readonly Y: number;
  /** Completed puzzles (finished star) at the current step. */
  readonly A: number;
  /** Failed puzzles at the current step. */
  readonly B: number;
  /** Puzzles played at the current step. */
  readonly X: number;
  /** Failures in a row. */
  readonly Z: number;
  /** Index into PROGRESS_STEPS, 0..35. */
  readonly currentStep: number;
  /** Slot (1-4) of the last finished puzzle; 0 before any. */
  readonly lastShape: SlotNumber | 0;
  /** Difficulty of the last finished puzzle; 0 before any. */
  readonly lastDifficulty: DifficultyLevel | 0;
  readonly lastPuzzle?: LastPuzzle;
  /** Puzzles finished (success or failure), in or out of the sequence. */
  readonly gameCount: number;
}

/** The counters that belong to one step; moving to another step sets them all to 0. */
export const STEP_COUNTERS = ['W', 'Y', 'A', 'B', 'X', 'Z'] as const;
export type StepCounter = (typeof STEP_COUNTERS)[number];

/** A new player: at the first step (land 1, slot 1, easy), nothing played. */
export function initialProgress(): ProgressState {
  return {
    W: 0,
    Y: 0,
    A: 0,
    B: 0,
    X: 0,
    Z: 0,
    currentStep: 0,
    lastShape: 0,
    lastDifficulty: 0,
    gameCount: 0,
  };
}

/**
 * Makes `step` the current step. Moving to another step resets W, Y, A, B, X and Z: what was earned
 * at one step says nothing about the next. Staying on the same step keeps them. Everything else
 * (last puzzle, game count) is history and is kept.
 */
export function moveToStep(progress: ProgressState, step: number): ProgressState {
  return step === progress.currentStep ? progress : startStep(progress, step);
}

/** Makes `step` the current step with all its counters at 0, even when it already was current. */
export function startStep(progress: ProgressState, step: number): ProgressState {
  return { ...progress, W: 0, Y: 0, A: 0, B: 0, X: 0, Z: 0, currentStep: step };
}
