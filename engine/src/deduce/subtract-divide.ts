// Technique 2, subtract and divide: with one neighbour of a pair clue known, the other is the
// sum minus it or the product divided by it.

import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Technique } from './deduction';
import { cellFact, pairFact } from './facts';
import type { Knowledge } from './knowledge';
import { bit } from './masks';
import { endsOf, shownPairs } from './pair-math';

export const subtractDivide: Technique = {
  id: 'subtract-divide',
  find(k: Knowledge, out: Deduction[]): void {
    for (const clue of shownPairs(k)) {
      const { slot: p, sum, product } = clue;
      for (const [known, other] of endsOf(clue)) {
        const v = k.value(known);
        if (v === 0 || k.value(other) !== 0) continue;
        if (sum !== 0) {
          const value = sum - v;
          const allowed = value >= 1 && value <= 9 ? bit(value) : 0;
          if (!narrows(k, other, allowed)) continue;
          const premises = [cellFact(known), pairFact(k.layout, p, 'add')];
          const msg = allowed
            ? message('pair-add-hint-1', { known: v, sum, value })
            : message('pair-add-error-2', { sum, value: v, partner: value });
          push(out, narrowCell(k, 'subtract-divide', other, allowed, premises, msg));
        } else {
          const value = product / v;
          const allowed = Number.isInteger(value) && value >= 1 && value <= 9 ? bit(value) : 0;
          if (!narrows(k, other, allowed)) continue;
          const premises = [cellFact(known), pairFact(k.layout, p, 'mult')];
          const msg = allowed
            ? message('pair-mult-hint-1', { known: v, product, value })
            : Number.isInteger(value)
              ? message('pair-mult-error-3', { product, value: v, partner: value })
              : message('pair-mult-error-1', { value: v, product });
          push(out, narrowCell(k, 'subtract-divide', other, allowed, premises, msg));
        }
      }
    }
  },
};
