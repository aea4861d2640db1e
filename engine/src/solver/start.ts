// What a puzzle's givens and clues say before any search: the clue halves as table rows, and
// the candidates each mystery starts with. Both are written into buffers the caller owns.

import { ALL_DIGITS_MASK, MAX_DIGIT } from '../constants';
import type { Puzzle } from '../puzzle';
import type { Compiled } from './compiled';
import {
  ANY,
  ANY_PRODUCT_SLOT,
  ANY_SUM_SLOT,
  MAX_PAIR_PRODUCT,
  MAX_PAIR_SUM,
  MAX_SQUARE_PRODUCT,
  MAX_SQUARE_SUM,
  PRODUCT_SLOT,
  PRODUCT_SLOTS,
  REMAINDER,
  SUM_SLOTS,
  SUPPORT,
} from './tables';

/** Offset of the four-unknown-corners block in REMAINDER. */
const FOUR_CORNERS = 4 * SUM_SLOTS;

export interface ClueRows {
  /** At a * n + b and at b * n + a for the pair slot between mysteries a and b: its clue's offset into PARTNER (pairBase). */
  linkRow: Int32Array;
  /** Per square slot: the sum, or ANY when hidden. */
  squareAdd: Int32Array;
  /** Per square slot: the product, or ANY when hidden. */
  squareMult: Int32Array;
  /** Bit q set when square slot q shows a half: the squares that prune before they are full. */
  cluedSquares: number;
  /** Bit m set when mystery m starts with one candidate. */
  singles: number;
}

/**
 * Write the clue rows into `rows` (growing its arrays when needed) and each mystery's starting
 * candidates into `dom[0..n)`: its given, narrowed by what each of its clues allows on its own.
 * False when a clue half is out of range or some mystery is left with no candidate, so that no
 * board can fit.
 */
export function startingState(puzzle: Puzzle, compiled: Compiled, rows: ClueRows, dom: Uint16Array): boolean {
  const n = compiled.n;
  const edges = compiled.edges;
  const squares = compiled.squares;
  const pairA = compiled.pairA;
  const pairB = compiled.pairB;
  const squareCorners = compiled.squareCorners;
  const givens = puzzle.givens;
  const pairClues = puzzle.pairClues;
  const squareClues = puzzle.squareClues;
  if (rows.linkRow.length < n * n) rows.linkRow = new Int32Array(n * n);
  if (rows.squareAdd.length < squares) {
    rows.squareAdd = new Int32Array(squares);
    rows.squareMult = new Int32Array(squares);
  }
  const linkRow = rows.linkRow;
  const squareAdd = rows.squareAdd;
  const squareMult = rows.squareMult;
  for (let m = 0; m < n; m++) {
    const given = givens[m]!;
    // (x | 0) === x: an integer in range (Number.isInteger and the bounds, for numbers this size).
    if (given === 0) dom[m] = ALL_DIGITS_MASK;
    else if ((given | 0) === given && given >= 1 && given <= MAX_DIGIT) dom[m] = 1 << given;
    else dom[m] = 0;
  }
  for (let e = 0; e < edges; e++) {
    const clue = pairClues[e]!;
    const add = clue.add;
    const mult = clue.mult;
    if ((add | 0) !== add || (mult | 0) !== mult) return false;
    if (add < 0 || add > MAX_PAIR_SUM || mult < 0 || mult > MAX_PAIR_PRODUCT) return false;
    const clueRow = add * (MAX_PAIR_PRODUCT + 1) + mult;
    const a = pairA[e]!;
    const b = pairB[e]!;
    linkRow[a * n + b] = clueRow * 10; // pairBase(add, mult)
    linkRow[b * n + a] = clueRow * 10;
    const support = SUPPORT[clueRow]!; // pairSupport
    dom[a]! &= support;
    dom[b]! &= support;
  }
  let clued = 0;
  for (let q = 0; q < squares; q++) {
    const clue = squareClues[q]!;
    const add = clue.add;
    const mult = clue.mult;
    // squareRemainder(4, add or ANY, mult or ANY), inlined. A half that is negative, fractional
    // or too large for four digits leaves the corners no candidate: no board fits.
    if ((add | 0) !== add || (mult | 0) !== mult || add < 0 || mult < 0) return false;
    let sumSlot = ANY_SUM_SLOT;
    if (add !== 0) {
      if (add < 4 || add > MAX_SQUARE_SUM) return false;
      sumSlot = add;
    }
    let productSlot = ANY_PRODUCT_SLOT;
    if (mult !== 0) {
      if (mult > MAX_SQUARE_PRODUCT) return false;
      productSlot = PRODUCT_SLOT[mult]!;
      if (productSlot === -1) return false;
    }
    if ((add | mult) !== 0) clued |= 1 << q;
    squareAdd[q] = add === 0 ? ANY : add;
    squareMult[q] = mult === 0 ? ANY : mult;
    const mask = REMAINDER[(FOUR_CORNERS + sumSlot) * PRODUCT_SLOTS + productSlot]!;
    for (let i = q * 4; i < q * 4 + 4; i++) dom[squareCorners[i]!]! &= mask;
  }
  rows.cluedSquares = clued;
  let singles = 0;
  for (let m = 0; m < n; m++) {
    const d = dom[m]!;
    if (d === 0) return false;
    if ((d & (d - 1)) === 0) singles |= 1 << m;
  }
  rows.singles = singles;
  return true;
}
