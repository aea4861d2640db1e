// The numeric difficulty, time allowed and hint count a generated puzzle is served with.
// PROVISIONAL until the deduction engine grades puzzles (issue 3): it counts the work left to
// the player - each mystery to find and each hidden half to reason around - and allows thirty
// seconds plus one second per point.

import { type Puzzle, shownHalves } from '../puzzle';
import { hintsFor } from '../rewards';

const POINTS_PER_MYSTERY = 10;
const POINTS_PER_HIDDEN_HALF = 5;
const BASE_SECONDS = 30;

export interface Rating {
  readonly difficulty: number;
  readonly timeAllowed: number;
  readonly hintsNo: number;
}

export function rate(puzzle: Puzzle): Rating {
  const totalHalves = 2 * (puzzle.pairClues.length + puzzle.squareClues.length);
  const toFind = puzzle.givens.filter((g) => g === 0).length;
  const difficulty =
    POINTS_PER_MYSTERY * toFind + POINTS_PER_HIDDEN_HALF * (totalHalves - shownHalves(puzzle));
  return { difficulty, timeAllowed: BASE_SECONDS + difficulty, hintsNo: hintsFor(difficulty) };
}
