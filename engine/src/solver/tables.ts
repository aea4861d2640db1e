// Precomputed look-ups that keep the solver's inner loop to array reads.
// Candidate sets are 10-bit masks with bit d set when digit d (1..9) is possible.

import * as constants from '../constants';

// Copied once: under a CommonJS transform (tsx, vitest) every read of an imported name is a
// getter call, and squareRemainder runs in the solver's inner loop.
const MAX_DIGIT = constants.MAX_DIGIT;
const MIN_DIGIT = constants.MIN_DIGIT;

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
 */
export const PARTNER: Uint16Array = (() => {
  const table = new Uint16Array((MAX_PAIR_SUM + 1) * PRODUCTS * 10);
  for (let s = 0; s <= MAX_PAIR_SUM; s++) {
    for (let p = 0; p <= MAX_PAIR_PRODUCT; p++) {
      for (let v = MIN_DIGIT; v <= MAX_DIGIT; v++) {
        let mask = 0;
        for (let w = MIN_DIGIT; w <= MAX_DIGIT; w++) {
          if ((s === 0 || v + w === s) && (p === 0 || v * w === p)) mask |= 1 << w;
        }
        table[(s * PRODUCTS + p) * 10 + v] = mask;
      }
    }
  }
  return table;
})();

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

/** pairSupport per PARTNER row (row offset / 10). */
export const SUPPORT: Uint16Array = (() => {
  const table = new Uint16Array(PARTNER.length / 10);
  for (let row = 0; row < table.length; row++) {
    let mask = 0;
    for (let v = MIN_DIGIT; v <= MAX_DIGIT; v++) if (PARTNER[row * 10 + v] !== 0) mask |= 1 << v;
    table[row] = mask;
  }
  return table;
})();

// Square remainders: once some corners of a square are known, the k unknown corners must sum
// to the remaining sum and multiply to the remaining product. REMAINDER gives the digits that
// can occur among k such corners. Products are stored by a dense index over the products that
// 1..4 digits can make.

export const ANY = -1;
const SUM_SLOTS = MAX_SQUARE_SUM + 2; // 0..36 and "any"
const ANY_SUM_SLOT = MAX_SQUARE_SUM + 1;

const productSlot = new Int16Array(MAX_SQUARE_PRODUCT + 1).fill(-1);
let productSlots = 0;

function forEachMultiset(k: number, visit: (digits: number[]) => void, from = MIN_DIGIT, acc: number[] = []) {
  if (acc.length === k) {
    visit(acc);
    return;
  }
  for (let d = from; d <= MAX_DIGIT; d++) {
    acc.push(d);
    forEachMultiset(k, visit, d, acc);
    acc.pop();
  }
}

for (let k = 1; k <= 4; k++) {
  forEachMultiset(k, (digits) => {
    const product = digits.reduce((a, b) => a * b, 1);
    if (productSlot[product] === -1) productSlot[product] = productSlots++;
  });
}
const ANY_PRODUCT_SLOT = productSlots;
const PRODUCT_SLOTS = productSlots + 1;

const REMAINDER: Uint16Array = (() => {
  const table = new Uint16Array(5 * SUM_SLOTS * PRODUCT_SLOTS);
  for (let k = 1; k <= 4; k++) {
    forEachMultiset(k, (digits) => {
      let sum = 0;
      let product = 1;
      let mask = 0;
      for (const d of digits) {
        sum += d;
        product *= d;
        mask |= 1 << d;
      }
      const p = productSlot[product]!;
      for (const s of [sum, ANY_SUM_SLOT]) {
        for (const q of [p, ANY_PRODUCT_SLOT]) table[(k * SUM_SLOTS + s) * PRODUCT_SLOTS + q]! |= mask;
      }
    });
  }
  return table;
})();

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
    q = productSlot[product]!;
    if (q === -1) return 0;
  }
  return REMAINDER[(k * SUM_SLOTS + s) * PRODUCT_SLOTS + q]!;
}

/** The tables behind squareRemainder, for the solver's inlined look-up (same results). */
export const REMAINDER_TABLES = {
  remainder: REMAINDER,
  productSlot,
  sumSlots: SUM_SLOTS,
  productSlots: PRODUCT_SLOTS,
  anySumSlot: ANY_SUM_SLOT,
  anyProductSlot: ANY_PRODUCT_SLOT,
  maxProduct: MAX_SQUARE_PRODUCT,
} as const;
