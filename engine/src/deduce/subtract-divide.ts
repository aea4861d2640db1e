// Technique 2, subtract and divide: with one neighbour of a pair clue known, the other is the
// sum minus it or the product divided by it.

import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Technique } from './deduction';
import { cellFact, pairFact } from './facts';
import type { Knowledge } from './knowledge';
import { bit } from './masks';

export const subtractDivide: Technique = {
  id: 'subtract-divide',
  // The first technique every round of the cheapest-first loop tries, so it runs most of all
  // (grading hides, hints): the pairs are read in place rather than listed, each round.
  find(k: Knowledge, out: Deduction[]): void {
    const { pairs } = k.layout;
    for (let p = 0; p < pairs.length; p++) {
      const { a, b } = pairs[p]!;
      const va = k.value(a);
      const vb = k.value(b);
      // Exactly one end known: the other follows.
      if ((va === 0) === (vb === 0)) continue;
      const sum = k.pairHalf(p, 'add');
      const product = k.pairHalf(p, 'mult');
      if (sum === 0 && product === 0) continue;
      const known = va !== 0 ? a : b;
      const other = va !== 0 ? b : a;
      const v = va !== 0 ? va : vb;
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
  },
};
