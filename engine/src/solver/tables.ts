// Precomputed look-ups that keep the solver's inner loop to array reads.
// Candidate sets are 10-bit masks with bit d set when digit d (1..9) is possible.

import { MAX_DIGIT, MIN_DIGIT } from '../constants';

export const MAX_PAIR_SUM = 2 * MAX_DIGIT;
export const MAX_PAIR_PRODUCT = MAX_DIGIT * MAX_DIGIT;
export const MAX_SQUARE_SUM = 4 * MAX_DIGIT;
export const MAX_SQUARE_PRODUCT = MAX_DIGIT ** 4;

/** Number of set bits of every 10-bit mask. */
export const POPCOUNT: Uint8Array = (() => {
  const table = new Uint8Array(1 << 10);
  for (let m = 1; m < table.length; m++) table[m] = (m & 1) + table[m >> 1]!;
  return table;
})();

const PRODUCTS = MAX_PAIR_PRODUCT + 1;

/**
 * Partner masks: for a pair clue (sum s, product p; 0 = hidden) and one neighbour's value v, the
 * values the other neighbour may take. Indexed by pairBase(s, p) + v.
 * Built from the 81 pairs (v, w) rather than by testing every w in every row: the tables are made
 * as the module is evaluated, on a phone in the page's first seconds, where the cold loops over all
 * 15,580 cells took a long task of their own (issue 17). Each pair fits its own clue, and the
 * clues with a half hidden.
 */
export const PARTNER: Uint16Array = new Uint16Array((MAX_PAIR_SUM + 1) * PRODUCTS * 10);

/** pairSupport per PARTNER row (row offset / 10): the values v whose partner mask is not empty. */
export const SUPPORT: Uint16Array = new Uint16Array(PARTNER.length / 10);

for (let v = MIN_DIGIT; v <= MAX_DIGIT; v++) {
  for (let w = MIN_DIGIT; w <= MAX_DIGIT; w++) {
    for (const row of [(v + w) * PRODUCTS + v * w, v * w, (v + w) * PRODUCTS, 0]) {
      PARTNER[row * 10 + v]! |= 1 << w;
      SUPPORT[row]! |= 1 << v;
    }
  }
}

/** Offset of a pair clue's row in PARTNER, or -1 when the halves are out of range (no solution). */
export function pairBase(sum: number, product: number): number {
  if (!Number.isInteger(sum) || !Number.isInteger(product)) return -1;
  if (sum < 0 || sum > MAX_PAIR_SUM || product < 0 || product > MAX_PAIR_PRODUCT) return -1;
  return (sum * PRODUCTS + product) * 10;
}

/** Values one neighbour of a pair clue may take at all, whatever the other takes (0 for a bad row). */
export function pairSupport(base: number): number {
  return base < 0 ? 0 : SUPPORT[base / 10]!;
}

// Square remainders: once some corners of a square are known, the k unknown corners must sum
// to the remaining sum and multiply to the remaining product. REMAINDER gives the digits that
// can occur among k such corners. Products are stored by a dense index over the products that
// 1..4 digits can make.

export const ANY = -1;
export const SUM_SLOTS = MAX_SQUARE_SUM + 2; // 0..36 and "any"
export const ANY_SUM_SLOT = MAX_SQUARE_SUM + 1;

/** A square product's slot in REMAINDER, -1 for a product four digits cannot make. */
export const PRODUCT_SLOT = new Int16Array(MAX_SQUARE_PRODUCT + 1).fill(-1);
let productSlots = 0;

/**
 * Calls `visit` with the sum, product and digit mask of every multiset of `k` digits, digits in
 * rising order, in lexicographic order (the product slots below are numbered in that order).
 * Plain numbers, no arrays or closures per multiset: it runs as the module is evaluated (above).
 */
function forEachMultiset(
  k: number,
  visit: (sum: number, product: number, mask: number) => void,
  from = MIN_DIGIT,
  sum = 0,
  product = 1,
  mask = 0,
): void {
  if (k === 0) {
    visit(sum, product, mask);
    return;
  }
  for (let d = from; d <= MAX_DIGIT; d++)
    forEachMultiset(k - 1, visit, d, sum + d, product * d, mask | (1 << d));
}

for (let k = 1; k <= 4; k++) {
  forEachMultiset(k, (_sum, product) => {
    if (PRODUCT_SLOT[product] === -1) PRODUCT_SLOT[product] = productSlots++;
  });
}
export const ANY_PRODUCT_SLOT = productSlots;
export const PRODUCT_SLOTS = productSlots + 1;

/** The tables behind squareRemainder, read directly by the solver's inner loop (same results). */
export const REMAINDER = new Uint16Array(5 * SUM_SLOTS * PRODUCT_SLOTS);
for (let k = 1; k <= 4; k++) {
  forEachMultiset(k, (sum, product, mask) => {
    const p = PRODUCT_SLOT[product]!;
    const row = k * SUM_SLOTS;
    REMAINDER[(row + sum) * PRODUCT_SLOTS + p]! |= mask;
    REMAINDER[(row + sum) * PRODUCT_SLOTS + ANY_PRODUCT_SLOT]! |= mask;
    REMAINDER[(row + ANY_SUM_SLOT) * PRODUCT_SLOTS + p]! |= mask;
    REMAINDER[(row + ANY_SUM_SLOT) * PRODUCT_SLOTS + ANY_PRODUCT_SLOT]! |= mask;
  });
}

/**
 * Digits that can stand among `k` (1..4) unknown corners that must sum to `sum` and multiply
 * to `product` (either may be ANY). 0 when no digits can.
 */
export function squareRemainder(k: number, sum: number, product: number): number {
  let s: number;
  if (sum === ANY) s = ANY_SUM_SLOT;
  else if (sum < k || sum > MAX_DIGIT * k || !Number.isInteger(sum)) return 0;
  else s = sum;
  let q: number;
  if (product === ANY) q = ANY_PRODUCT_SLOT;
  else if (product < 1 || product > MAX_SQUARE_PRODUCT || !Number.isInteger(product)) return 0;
  else {
    q = PRODUCT_SLOT[product]!;
    if (q === -1) return 0;
  }
  return REMAINDER[(k * SUM_SLOTS + s) * PRODUCT_SLOTS + q]!;
}
