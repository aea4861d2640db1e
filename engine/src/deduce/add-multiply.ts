// Technique 1, add & multiply: a pair clue with both halves shown fixes the unordered pair
// (sum 11 and product 28 can only be 4 and 7), so each neighbour is one of those two.

import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Technique } from './deduction';
import { pairFact } from './facts';
import type { Knowledge } from './knowledge';
import { bit, sizeOf } from './masks';
import { shownPairs, splitPair, supportedBy } from './pair-math';

export const addMultiply: Technique = {
  id: 'add-multiply',
  find(k: Knowledge, out: Deduction[]): void {
    for (const { slot: p, a, b, sum, product } of shownPairs(k)) {
      if (sum === 0 || product === 0) continue;
      const split = splitPair(sum, product);
      // Halves no two digits can make: only ever met while following a wrong guess.
      const [x, y] = split ?? [0, 0];
      // Single-pair: the game takes either number in either cell, so hand one to each - the
      // larger to the first cell only when that is the way round the board already allows.
      const swap = k.unordered && !(fits(k, a, x) && fits(k, b, y)) && fits(k, a, y) && fits(k, b, x);
      const [first, second] = swap ? [y, x] : [x, y];
      const allowA = split ? (k.unordered ? bit(first) : bit(x) | bit(y)) : 0;
      const allowB = split ? (k.unordered ? bit(second) : bit(x) | bit(y)) : 0;
      if (!narrows(k, a, allowA) && !narrows(k, b, allowB)) continue;
      const premises = [pairFact(k.layout, p, 'add'), pairFact(k.layout, p, 'mult')];
      const msg = !split
        ? message('guess-hint-2')
        : k.unordered
          ? message('pair-addmult-hint-2', { a: x, b: y })
          : message('pair-addmult-hint-1', { sum, product, a: x, b: y });
      const extra = recallCost(product);
      push(out, narrowCell(k, 'add-multiply', a, allowA, premises, msg, extra));
      push(out, narrowCell(k, 'add-multiply', b, allowB, premises, msg, extra));
    }
  },
};

function fits(k: Knowledge, m: number, digit: number): boolean {
  return (k.cand[m]! & bit(digit)) !== 0;
}

/**
 * Harder to recall: a product that several pairs of digits make (12 is 2 x 6 and 3 x 4) and a
 * larger one (beyond the times tables children learn first).
 */
function recallCost(product: number): number {
  const ways = sizeOf(supportedBy(0, product));
  return ways - 1 + (product > 25 ? 2 : 0);
}
