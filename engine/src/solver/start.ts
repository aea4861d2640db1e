// What a puzzle's givens and clues say before any search: the clue halves as table rows, and
// the candidates each mystery starts with. Both are written into buffers the caller owns.

import * as constants from '../constants';
import type { Puzzle } from '../puzzle';
import type { Compiled } from './compiled';
import * as tables from './tables';

// Copied once: under a CommonJS transform (tsx, vitest) every read of an imported name is a
// getter call.
const ALL_DIGITS_MASK = constants.ALL_DIGITS_MASK;
const MAX_DIGIT = constants.MAX_DIGIT;
const ANY = tables.ANY;
const MAX_PAIR_SUM = tables.MAX_PAIR_SUM;
const MAX_PAIR_PRODUCT = tables.MAX_PAIR_PRODUCT;
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
 * Write the clue rows into `rows` (growing its arrays when needed) and each mystery's starting
 * candidates into `dom[0..n)`: its given, narrowed by what each of its clues allows on its own.
 * False when a clue half is out of range or some mystery is left with no candidate, so that no
 * board can fit.
 */
export function startingState(puzzle: Puzzle, compiled: Compiled, rows: ClueRows, dom: Uint16Array): boolean {
  const { n, edges, squares, pairA, pairB, squareCorners } = compiled;
  const { givens, pairClues, squareClues } = puzzle;
  if (rows.pairRow.length < edges) rows.pairRow = new Int32Array(edges);
  if (rows.squareAdd.length < squares) {
    rows.squareAdd = new Int32Array(squares);
    rows.squareMult = new Int32Array(squares);
  }
  const { pairRow, squareAdd, squareMult } = rows;
  for (let m = 0; m < n; m++) {
    const given = givens[m]!;
    // (x | 0) === x: an integer in range (Number.isInteger and the bounds, for numbers this size).
    if (given === 0) dom[m] = ALL_DIGITS_MASK;
    else if ((given | 0) === given && given >= 1 && given <= MAX_DIGIT) dom[m] = 1 << given;
    else dom[m] = 0;
  }
  for (let e = 0; e < edges; e++) {
    const { add, mult } = pairClues[e]!;
    if ((add | 0) !== add || (mult | 0) !== mult) return false;
    if (add < 0 || add > MAX_PAIR_SUM || mult < 0 || mult > MAX_PAIR_PRODUCT) return false;
    const row = (add * (MAX_PAIR_PRODUCT + 1) + mult) * 10; // pairBase(add, mult)
    pairRow[e] = row;
    const support = pairSupport(row);
    dom[pairA[e]!]! &= support;
    dom[pairB[e]!]! &= support;
  }
  for (let q = 0; q < squares; q++) {
    const { add, mult } = squareClues[q]!;
    // A negative half would otherwise read as ANY; larger ones squareRemainder turns away.
    if (add < 0 || mult < 0 || !Number.isInteger(add) || !Number.isInteger(mult)) return false;
    const sum = add === 0 ? ANY : add;
    const product = mult === 0 ? ANY : mult;
    squareAdd[q] = sum;
    squareMult[q] = product;
    const mask = squareRemainder(4, sum, product);
    for (let i = q * 4; i < q * 4 + 4; i++) dom[squareCorners[i]!]! &= mask;
  }
  for (let m = 0; m < n; m++) if (dom[m] === 0) return false;
  return true;
}
