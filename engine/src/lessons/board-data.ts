// A lesson board as it is stored: the shape and the puzzle's data in the landscape form, with the
// seed that made it. Stored rather than regenerated, so a change to the generator never changes a
// lesson under a player.

import type { ShapeName } from '../constants';
import { layoutOf } from '../layout';
import type { Puzzle } from '../puzzle';

export interface LessonBoard {
  readonly shape: ShapeName;
  /** The seed the finder drew it with (find-boards.ts), for the record. */
  readonly seed: number;
  /** Per mystery ordinal: the number shown from the start, or 0. */
  readonly givens: readonly number[];
  /** Per pair slot: [sum, product], 0 = hidden. */
  readonly pairs: readonly (readonly [number, number])[];
  /** Per square slot: [sum, product], 0 = hidden. */
  readonly squares: readonly (readonly [number, number])[];
}

export function boardPuzzle(board: LessonBoard): Puzzle {
  return {
    layout: layoutOf(board.shape, 'landscape'),
    givens: board.givens,
    pairClues: board.pairs.map(([add, mult]) => ({ add, mult })),
    squareClues: board.squares.map(([add, mult]) => ({ add, mult })),
  };
}

export function boardOf(puzzle: Puzzle, seed: number): LessonBoard {
  return {
    shape: puzzle.layout.shape,
    seed,
    givens: [...puzzle.givens],
    pairs: puzzle.pairClues.map((c) => [c.add, c.mult] as const),
    squares: puzzle.squareClues.map((c) => [c.add, c.mult] as const),
  };
}
