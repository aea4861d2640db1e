// The fixed sequence of 36 auto-progress steps (spec sections 4 and 9).
//
// Land by land; within a land, difficulty by difficulty (all four shapes at easy, then all four at
// medium, ...); shapes in slot order 1..4. Each land offers difficulties up to its level + 1, so the
// sequence holds 4x2 + 4x3 + 4x4 = 36 steps: land 1 is steps 0-7, land 2 is 8-19, land 3 is 20-35.

import { type DifficultyLevel, LAND_LEVELS, type LandLevel } from '../constants';
import { difficultiesOffered, type SlotNumber } from '../lands';

/** One step of the sequence: a land, a slot (the spec's "shape", 1-4) and a difficulty. */
export interface ProgressStep {
  readonly level: LandLevel;
  readonly shape: SlotNumber;
  readonly difficulty: DifficultyLevel;
}

const SLOT_ORDER: readonly SlotNumber[] = [1, 2, 3, 4];

export const PROGRESS_STEPS: readonly ProgressStep[] = LAND_LEVELS.flatMap((level) =>
  difficultiesOffered(level).flatMap((difficulty) =>
    SLOT_ORDER.map((shape): ProgressStep => ({ level, shape, difficulty })),
  ),
);

/** Index of the last step (35). */
export const LAST_STEP_INDEX = PROGRESS_STEPS.length - 1;

/**
 * The index of a (level, shape, difficulty) selection in the sequence, or -1 when the selection is
 * not a step (shape 0, a difficulty the land does not offer, or any value out of range). Takes plain
 * numbers so a client can pass a stored selection without checking it first.
 */
export function stepIndexOf(level: number, shape: number, difficulty: number): number {
  return PROGRESS_STEPS.findIndex(
    (s) => s.level === level && s.shape === shape && s.difficulty === difficulty,
  );
}

/** The step at an index, or undefined when the index is not 0..35. */
export function stepAt(index: number): ProgressStep | undefined {
  return Number.isInteger(index) ? PROGRESS_STEPS[index] : undefined;
}

/** Whether a number is a step index (an integer 0..35). */
export function isStepIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= LAST_STEP_INDEX;
}

/** The index of a land's first step (its first slot at easy): 0, 8 and 20. */
export function firstStepOfLand(level: LandLevel): number {
  return PROGRESS_STEPS.findIndex((s) => s.level === level);
}
