// Arithmetic on one square clue that several techniques share.

import { squareFact } from './facts';
import type { Knowledge } from './knowledge';

/**
 * For each corner, the digits that take part in at least one way of filling all four corners
 * from their candidates that gives the known halves (0 = hidden; at least one must be known).
 */
export function squareSupports(masks: readonly number[], sum: number, product: number): number[] {
  const [m0, m1, m2, m3] = masks as [number, number, number, number];
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let a = 1; a <= 9; a++) {
    if ((m0 & (1 << a)) === 0) continue;
    for (let b = 1; b <= 9; b++) {
      if ((m1 & (1 << b)) === 0) continue;
      for (let c = 1; c <= 9; c++) {
        if ((m2 & (1 << c)) === 0) continue;
        let d: number;
        if (sum !== 0) {
          d = sum - a - b - c;
          if (d < 1 || d > 9 || (product !== 0 && a * b * c * d !== product)) continue;
        } else {
          const abc = a * b * c;
          if (product % abc !== 0) continue;
          d = product / abc;
          if (d > 9) continue;
        }
        if ((m3 & (1 << d)) === 0) continue;
        s0 |= 1 << a;
        s1 |= 1 << b;
        s2 |= 1 << c;
        s3 |= 1 << d;
      }
    }
  }
  return [s0, s1, s2, s3];
}

export function knownSquareHalves(k: Knowledge, q: number): number[] {
  const out: number[] = [];
  if (k.squareHalf(q, 'add') !== 0) out.push(squareFact(k.layout, q, 'add'));
  if (k.squareHalf(q, 'mult') !== 0) out.push(squareFact(k.layout, q, 'mult'));
  return out;
}
