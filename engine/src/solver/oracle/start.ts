// What a puzzle's givens and clues say before any search: the clue halves as table rows, and
// the candidates each mystery starts with.

import { ALL_DIGITS_MASK } from '../../constants';
import type { Puzzle } from '../../puzzle';
import { ANY, pairBase, pairSupport, squareRemainder } from '../tables';
import type { Compiled } from './compiled';

export interface ClueRows {
  /** Per pair slot: the clue's offset into PARTNER (pairBase). */
  readonly pairRow: Int32Array;
  /** Per square slot: the sum, or ANY when hidden. */
  readonly squareAdd: Int32Array;
  /** Per square slot: the product, or ANY when hidden. */
  readonly squareMult: Int32Array;
}

/** The clue rows, or undefined when a half is out of range, so that no board can fit. */
export function clueRows(puzzle: Puzzle): ClueRows | undefined {
  const { pairClues, squareClues } = puzzle;
  const pairRow = new Int32Array(pairClues.length);
  for (let e = 0; e < pairClues.length; e++) {
    const row = pairBase(pairClues[e]!.add, pairClues[e]!.mult);
    if (row < 0) return undefined;
    pairRow[e] = row;
  }
  const squareAdd = new Int32Array(squareClues.length);
  const squareMult = new Int32Array(squareClues.length);
  for (let q = 0; q < squareClues.length; q++) {
    const { add, mult } = squareClues[q]!;
    // A negative half would otherwise read as ANY; larger ones squareRemainder turns away.
    if (add < 0 || mult < 0 || !Number.isInteger(add) || !Number.isInteger(mult)) return undefined;
    squareAdd[q] = add === 0 ? ANY : add;
    squareMult[q] = mult === 0 ? ANY : mult;
  }
  return { pairRow, squareAdd, squareMult };
}

/**
 * Fill `dom[0..n)` with each mystery's starting candidates: its given, narrowed by what each of
 * its clues allows on its own. False when some mystery is left with none.
 */
export function startingDomains(
  puzzle: Puzzle,
  compiled: Compiled,
  rows: ClueRows,
  dom: Uint16Array,
): boolean {
  const n = puzzle.layout.mysteries.length;
  for (let m = 0; m < n; m++) {
    const given = puzzle.givens[m]!;
    if (given === 0) dom[m] = ALL_DIGITS_MASK;
    else if (Number.isInteger(given) && given >= 1 && given <= 9) dom[m] = 1 << given;
    else dom[m] = 0;
  }
  for (let e = 0; e < rows.pairRow.length; e++) {
    const support = pairSupport(rows.pairRow[e]!);
    dom[compiled.pairA[e]!]! &= support;
    dom[compiled.pairB[e]!]! &= support;
  }
  for (let q = 0; q < rows.squareAdd.length; q++) {
    const mask = squareRemainder(4, rows.squareAdd[q]!, rows.squareMult[q]!);
    for (let i = q * 4; i < q * 4 + 4; i++) dom[compiled.squareCorners[i]!]! &= mask;
  }
  for (let m = 0; m < n; m++) if (dom[m] === 0) return false;
  return true;
}
