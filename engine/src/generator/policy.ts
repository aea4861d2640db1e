// How much of a puzzle the generator hides. Difficulty bands (bands.ts) drive it through
// `accept`, which grades every candidate.

import type { Puzzle, Values } from '../puzzle';

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
  readonly accept?: (candidate: Puzzle, solution: Values) => boolean;
  /**
   * A look ahead, before `accept` is asked about any hide: the puzzle hidden in the same order
   * with uniqueness alone deciding. Answering false gives up the hiding at once and returns that
   * puzzle. Only sound when `accept` takes every puzzle that this one's answer says is too easy
   * (see drawGraded): then hiding with `accept` would have made this very puzzle.
   */
  readonly lookAhead?: (maxHidden: Puzzle, solution: Values) => boolean;
}

/** Hide every half that uniqueness allows: the hardest a shape can be made. */
export const MAX_HIDDEN: HidingPolicy = {
  givens: 0,
  hideHalves: Number.POSITIVE_INFINITY,
  blankClues: true,
  specialSquareRate: 0,
};

/** Planted special squares: rarer than one puzzle in four, so they stay a treat. */
export const SPECIAL_SQUARE_RATE = 0.2;
