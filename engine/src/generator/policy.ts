// How much of a puzzle the generator hides. The deduction engine (issue 3) will drive these
// per difficulty band through `accept`; until then each level hides a share of the halves.

import type { DifficultyLevel } from '../constants';
import type { Puzzle } from '../puzzle';

export interface HidingPolicy {
  /** Mysteries shown from the start. */
  readonly givens: number;
  /** Clue halves to try to hide; Infinity hides all that uniqueness allows. */
  readonly hideHalves: number;
  /** Whether both halves of a clue may be hidden, leaving a blank clue (it still counts for rule 2). */
  readonly blankClues: boolean;
  /** Chance of planting a special square, for shapes with square clues. */
  readonly specialSquareRate: number;
  /** A further test every hiding step must pass, such as staying inside a difficulty band. */
  readonly accept?: (candidate: Puzzle) => boolean;
}

/** Hide every half that uniqueness allows: the hardest a shape can be made. */
export const MAX_HIDDEN: HidingPolicy = {
  givens: 0,
  hideHalves: Number.POSITIVE_INFINITY,
  blankClues: true,
  specialSquareRate: 0,
};

/** Planted special squares: rarer than one puzzle in four, so they stay a treat. */
const SPECIAL_SQUARE_RATE = 0.2;

/**
 * Share of clue halves each level tries to hide. Without blank clues at most one half per clue
 * can go, so hard (all it can) hides up to half of them; expert may blank whole clues.
 */
const HIDDEN_SHARE: Readonly<Record<DifficultyLevel, number>> = { 1: 0.2, 2: 0.35, 3: 1, 4: 1 };

export function policyFor(difficulty: DifficultyLevel, totalHalves: number): HidingPolicy {
  const share = HIDDEN_SHARE[difficulty];
  return {
    givens: 0,
    hideHalves: share >= 1 ? Number.POSITIVE_INFINITY : Math.round(share * totalHalves),
    blankClues: difficulty === 4,
    specialSquareRate: SPECIAL_SQUARE_RATE,
  };
}
