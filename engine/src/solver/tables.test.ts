// The solver's look-up tables against their definitions, counted out by brute force: they are
// built by shortcuts (tables.ts), so that the module is quick to evaluate on a phone.

import { describe, expect, it } from 'vitest';
import {
  ANY,
  MAX_PAIR_PRODUCT,
  MAX_PAIR_SUM,
  PARTNER,
  pairBase,
  pairSupport,
  squareRemainder,
} from './tables';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const maskOf = (digits: Iterable<number>) => [...digits].reduce((mask, d) => mask | (1 << d), 0);

describe('pair tables', () => {
  it('give, for every clue and value, the partners that fit the clue (0 = hidden)', () => {
    for (let s = 0; s <= MAX_PAIR_SUM; s++)
      for (let p = 0; p <= MAX_PAIR_PRODUCT; p++) {
        const base = pairBase(s, p);
        const fits = (v: number, w: number) => (s === 0 || v + w === s) && (p === 0 || v * w === p);
        for (const v of DIGITS)
          expect(PARTNER[base + v], `sum ${s}, product ${p}, value ${v}`).toBe(
            maskOf(DIGITS.filter((w) => fits(v, w))),
          );
        expect(pairSupport(base), `support of sum ${s}, product ${p}`).toBe(
          maskOf(DIGITS.filter((v) => DIGITS.some((w) => fits(v, w)))),
        );
      }
  });
});

/** Every multiset of k digits, in rising order. */
function multisets(k: number, from = 1): number[][] {
  if (k === 0) return [[]];
  return DIGITS.filter((d) => d >= from).flatMap((d) => multisets(k - 1, d).map((rest) => [d, ...rest]));
}

describe('square remainders', () => {
  it('give the digits that stand among k corners of a given sum and product (either may be ANY)', () => {
    for (let k = 1; k <= 4; k++) {
      const all = multisets(k).map((digits) => ({
        digits,
        sum: digits.reduce((a, b) => a + b, 0),
        product: digits.reduce((a, b) => a * b, 1),
      }));
      const sums = [ANY, ...new Set(all.map((m) => m.sum)), 0, 37];
      const products = [ANY, ...new Set(all.map((m) => m.product)), 0, 11, 6562];
      for (const sum of sums)
        for (const product of products) {
          const fitting = all.filter(
            (m) => (sum === ANY || m.sum === sum) && (product === ANY || m.product === product),
          );
          expect(squareRemainder(k, sum, product), `k ${k}, sum ${sum}, product ${product}`).toBe(
            maskOf(fitting.flatMap((m) => m.digits)),
          );
        }
    }
  });
});
