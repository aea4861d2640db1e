// What a puzzle's givens and clues say before any search: the clue halves as table rows, and
// the candidates each mystery starts with. Both are written into buffers the caller owns.

import * as constants from '../constants';
import type { Puzzle } from '../puzzle';
import type { Compiled } from './compiled';
import * as tables from './tables';

// Copied once: under a CommonJS transform (tsx, vitest) every read of an imported name is a
// getter call.
const ALL_DIGITS_MASK = constants.ALL_DIGITS_MASK;
const ANY = tables.ANY;
const pairBase = tables.pairBase;
const pairSupport = tables.pairSupport;
const squareRemainder = tables.squareRemainder;

export interface ClueRows {
  /** Per pair slot: the clue's offset into PARTNER (pairBase). */
  pairRow: Int32Array;
  /** Per square slot: the sum, or ANY when hidden. */
  squareAdd: Int32Array;
  /** Per square slot: the product, or ANY when hidden. */
  squareMult: Int32Array;
}

/**
 * Write the clue rows into `rows` (growing its arrays when needed); false when a half is out of
 * range, so that no board can fit.
 */
export function fillClueRows(puzzle: Puzzle, rows: ClueRows): boolean {
  const { pairClues, squareClues } = puzzle;
  if (rows.pairRow.length < pairClues.length) rows.pairRow = new Int32Array(pairClues.length);
  if (rows.squareAdd.length < squareClues.length) {
    rows.squareAdd = new Int32Array(squareClues.length);
    rows.squareMult = new Int32Array(squareClues.length);
  }
  const { pairRow, squareAdd, squareMult } = rows;
  for (let e = 0; e < pairClues.length; e++) {
    const clue = pairClues[e]!;
    const row = pairBase(clue.add, clue.mult);
    if (row < 0) return false;
    pairRow[e] = row;
  }
  for (let q = 0; q < squareClues.length; q++) {
    const { add, mult } = squareClues[q]!;
    // A negative half would otherwise read as ANY; larger ones squareRemainder turns away.
    if (add < 0 || mult < 0 || !Number.isInteger(add) || !Number.isInteger(mult)) return false;
    squareAdd[q] = add === 0 ? ANY : add;
    squareMult[q] = mult === 0 ? ANY : mult;
  }
  return true;
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
  const { n, edges, squares, pairA, pairB, squareCorners } = compiled;
  for (let m = 0; m < n; m++) {
    const given = puzzle.givens[m]!;
    if (given === 0) dom[m] = ALL_DIGITS_MASK;
    else if (Number.isInteger(given) && given >= 1 && given <= 9) dom[m] = 1 << given;
    else dom[m] = 0;
  }
  for (let e = 0; e < edges; e++) {
    const support = pairSupport(rows.pairRow[e]!);
    dom[pairA[e]!]! &= support;
    dom[pairB[e]!]! &= support;
  }
  for (let q = 0; q < squares; q++) {
    const mask = squareRemainder(4, rows.squareAdd[q]!, rows.squareMult[q]!);
    for (let i = q * 4; i < q * 4 + 4; i++) dom[squareCorners[i]!]! &= mask;
  }
  for (let m = 0; m < n; m++) if (dom[m] === 0) return false;
  return true;
}
