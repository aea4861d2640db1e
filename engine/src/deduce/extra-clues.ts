// Technique 6, deducing extra clues: a hidden clue half can follow from what is known. Two
// known neighbours give their sum and product; the candidates left may allow only one value; and
// a square's sum is the sum of two opposite pairs (top + bottom, left + right), its product their
// product, so any two of those three give the third.

import { deduceHalf, message, push } from './build';
import type { Deduction, Message, Technique } from './deduction';
import { cellFact, describeFact, type Half, pairFact, squareFact } from './facts';
import type { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK, sizeOf } from './masks';

/** A pair's hidden half said from its two numbers, or from the candidates left. */
const PAIR_HALF_KEYS = {
  add: ['pair-addclue-hint-1', 'pair-addclue-hint-2'],
  mult: ['pair-multclue-hint-1', 'pair-multclue-hint-2'],
} as const;

/** Most fillings of a square worth listing to find a hidden half. */
const MAX_SQUARE_FILLINGS = 729;

export const extraClues: Technique = {
  id: 'extra-clues',
  find(k: Knowledge, out: Deduction[]): void {
    const { pairs, squares } = k.layout;
    for (let p = 0; p < pairs.length; p++) pairHalves(k, p, out);
    for (let q = 0; q < squares.length; q++) squareRelations(k, q, out);
    for (let q = 0; q < squares.length; q++) squareHalves(k, q, out);
  },
  findAbout(k: Knowledge, out: Deduction[], target: number): void {
    // Each deduction here concludes a hidden half: a pair's from its neighbours or from a square
    // it is an edge of, a square's from its edges or its corners.
    const ref = describeFact(k.layout, target);
    const { squares } = k.layout;
    if (ref.kind === 'pair') {
      pairHalves(k, ref.slot, out);
      for (let q = 0; q < squares.length; q++)
        if (squares[q]!.edges.includes(ref.slot)) squareRelations(k, q, out);
    } else if (ref.kind === 'square') {
      squareRelations(k, ref.slot, out);
      squareHalves(k, ref.slot, out);
    }
  },
};

function pairHalves(k: Knowledge, p: number, out: Deduction[]): void {
  const { layout } = k;
  const { a, b } = layout.pairs[p]!;
  const sum = k.pairHalf(p, 'add');
  const product = k.pairHalf(p, 'mult');
  if (sum !== 0 && product !== 0) return;
  const ma = k.cand[a]!;
  const mb = k.cand[b]!;
  if (ma === ALL_DIGITS_MASK || mb === ALL_DIGITS_MASK) return;
  const sums = new OneValue();
  const products = new OneValue();
  for (let x = 1; x <= 9; x++) {
    if ((ma & (1 << x)) === 0) continue;
    for (let y = 1; y <= 9; y++) {
      if ((mb & (1 << y)) === 0) continue;
      if ((sum !== 0 && x + y !== sum) || (product !== 0 && x * y !== product)) continue;
      sums.see(x + y);
      products.see(x * y);
    }
  }
  const both = k.value(a) !== 0 && k.value(b) !== 0;
  const params = { a: k.value(a), b: k.value(b) };
  fixedHalves(
    k,
    out,
    (half) => pairFact(layout, p, half),
    { add: sums, mult: products },
    [cellFact(a), cellFact(b)],
    (half, value) => {
      const [withNumbers, fromCandidates] = PAIR_HALF_KEYS[half];
      return both ? message(withNumbers, { ...params, value }) : message(fromCandidates, { value });
    },
  );
}

/** Watches values go by and tells whether they were all one value. */
class OneValue {
  private value = 0;
  private many = false;

  see(value: number): void {
    if (this.value === 0) this.value = value;
    else if (this.value !== value) this.many = true;
  }

  /** The value seen, or 0 when none or several were. */
  only(): number {
    return this.many ? 0 : this.value;
  }
}

function squareRelations(k: Knowledge, q: number, out: Deduction[]): void {
  const { layout } = k;
  const [top, left, right, bottom] = layout.squares[q]!.edges;
  for (const half of ['add', 'mult'] as const) {
    const totalFact = squareFact(layout, q, half);
    const total = k.half[totalFact]!;
    for (const [e1, e2] of [
      [top, bottom],
      [left, right],
    ] as const) {
      const f1 = pairFact(layout, e1, half);
      const f2 = pairFact(layout, e2, half);
      const v1 = k.half[f1]!;
      const v2 = k.half[f2]!;
      if (total === 0 && v1 !== 0 && v2 !== 0) {
        const value = combine(half, v1, v2);
        const key = half === 'add' ? 'square-addclue-hint-1' : 'square-multclue-hint-1';
        push(
          out,
          deduceHalf(k, 'extra-clues', totalFact, value, [f1, f2], message(key, { x: v1, y: v2, value })),
        );
      }
      if (total === 0) continue;
      for (const [known, knownFact, missingFact] of [
        [v1, f1, f2],
        [v2, f2, f1],
      ] as const) {
        if (known === 0 || k.half[missingFact] !== 0) continue;
        const value = split(half, total, known);
        if (value <= 0) continue;
        const key = half === 'add' ? 'square-addclue-hint-2' : 'square-multclue-hint-2';
        const msg = message(key, { total, other: known, value });
        push(out, deduceHalf(k, 'extra-clues', missingFact, value, [totalFact, knownFact], msg));
      }
    }
  }
}

function combine(half: Half, x: number, y: number): number {
  return half === 'add' ? x + y : x * y;
}

/** What the other pair must make; 0 when the numbers do not divide (a wrong guess upstream). */
function split(half: Half, total: number, known: number): number {
  if (half === 'add') return total - known;
  return total % known === 0 ? total / known : 0;
}

function squareHalves(k: Knowledge, q: number, out: Deduction[]): void {
  const { layout } = k;
  const sum = k.squareHalf(q, 'add');
  const product = k.squareHalf(q, 'mult');
  if (sum !== 0 && product !== 0) return;
  const { corners } = layout.squares[q]!;
  const masks = corners.map((c) => k.cand[c]!);
  if (masks.reduce((n, m) => n * sizeOf(m), 1) > MAX_SQUARE_FILLINGS) return;
  const { sums, products } = squareTotals(masks, sum, product);
  if (sums.only() === 0 && products.only() === 0) return;
  const premises = corners.filter((_, i) => masks[i] !== ALL_DIGITS_MASK).map(cellFact);
  fixedHalves(
    k,
    out,
    (half) => squareFact(layout, q, half),
    { add: sums, mult: products },
    premises,
    (half, value) =>
      half === 'add'
        ? message('square-addclue-hint-3', { value })
        : message('square-multclue-hint-3', { value }),
  );
}

/**
 * Each hidden half of one clue (its facts by `fact`) that every filling of its numbers gives one
 * value (`seen`): written in, resting on `premises` and on the clue's other half when that is known.
 */
function fixedHalves(
  k: Knowledge,
  out: Deduction[],
  fact: (half: Half) => number,
  seen: Readonly<Record<Half, OneValue>>,
  premises: readonly number[],
  msg: (half: Half, value: number) => Message,
): void {
  for (const half of ['add', 'mult'] as const) {
    const value = seen[half].only();
    if (k.half[fact(half)] !== 0 || value === 0) continue;
    const other = fact(half === 'add' ? 'mult' : 'add');
    const shown = k.half[other] !== 0 ? [other] : [];
    push(out, deduceHalf(k, 'extra-clues', fact(half), value, [...premises, ...shown], msg(half, value)));
  }
}

/** The sums and products of every filling of the corners that fits the known halves. */
function squareTotals(masks: readonly number[], sum: number, product: number) {
  const [m0, m1, m2, m3] = masks as [number, number, number, number];
  const sums = new OneValue();
  const products = new OneValue();
  for (let a = 1; a <= 9; a++) {
    if ((m0 & (1 << a)) === 0) continue;
    for (let b = 1; b <= 9; b++) {
      if ((m1 & (1 << b)) === 0) continue;
      for (let c = 1; c <= 9; c++) {
        if ((m2 & (1 << c)) === 0) continue;
        for (let d = 1; d <= 9; d++) {
          if ((m3 & (1 << d)) === 0) continue;
          const s = a + b + c + d;
          const p = a * b * c * d;
          if ((sum !== 0 && s !== sum) || (product !== 0 && p !== product)) continue;
          sums.see(s);
          products.see(p);
        }
      }
    }
  }
  return { sums, products };
}
