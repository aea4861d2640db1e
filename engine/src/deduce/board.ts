// The player's board as the hint and the error assist see it: the puzzle, the numbers entered
// and the clue halves the player has noted. Only what is right counts as known.

import { clueAt, cluesOf, type Puzzle, type Values } from '../puzzle';
import { isDigit } from '../rules';
import { SHAPES } from '../shapes';
import { solveUnique } from '../solver/solver';
import { Knowledge, type KnownHalf } from './knowledge';

export interface PlayerBoard {
  readonly puzzle: Puzzle;
  /** Per mystery ordinal: the number the player entered, 0 for none. */
  readonly values: Values;
  /** Clue notes; a note counts only when it equals the true clue half (spec section 5). */
  readonly halves?: readonly KnownHalf[];
}

export interface ReadBoard {
  readonly solution: Values;
  /** What the player knows: givens, right entries and right clue notes. */
  readonly knowledge: Knowledge;
  /** Mystery ordinals holding a wrong entry. */
  readonly wrong: readonly number[];
}

/** Check the board against the puzzle's one solution; undefined if the puzzle has no unique one. */
export function readBoard(board: PlayerBoard, solution?: Values): ReadBoard | undefined {
  const { puzzle } = board;
  const truth = solution ?? solveUnique(puzzle);
  if (!truth) return undefined;
  const right = rightEntries(board, truth);
  const values = board.values.map((v, m) => (right[m] ? v : 0));
  // Only digits can be wrong entries; anything else on the board is no entry at all.
  const wrong = board.values.flatMap((v, m) => (isDigit(v) && !right[m] ? [m] : []));
  const trueClues = cluesOf(puzzle.layout, truth);
  const halves = (board.halves ?? []).filter(
    (h) => clueAt(puzzle.layout, trueClues, h.cell)?.[h.half] === h.value,
  );
  const known = Knowledge.of(puzzle, values, halves);
  known.solution = truth;
  return { solution: truth, knowledge: known, wrong };
}

/** Per mystery: whether its entry is right. In single-pair either number fits either cell. */
function rightEntries(board: PlayerBoard, truth: Values): boolean[] {
  const entries = board.values;
  if (SHAPES[board.puzzle.layout.shape].unordered === true) {
    const pool = [...truth];
    return entries.map((v) => {
      const at = pool.indexOf(v);
      if (v === 0 || at === -1) return false;
      pool.splice(at, 1);
      return true;
    });
  }
  return entries.map((v, m) => v !== 0 && v === truth[m]);
}
