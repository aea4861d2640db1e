// Technique 4, common factors: a mystery keeps only the digits that fit every clue it is in,
// with the partner each clue allows. Once a neighbour is down to a few candidates, a clue
// passes that narrowing on (product 12 with a neighbour of 2 or 3 leaves 6 or 4).

import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Technique } from './deduction';
import { cellFact } from './facts';
import type { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK, digitsOf } from './masks';
import { knownHalves, supportedBy } from './pair-math';

export const commonFactors: Technique = {
  id: 'common-factors',
  find(k: Knowledge, out: Deduction[]): void {
    const { pairs } = k.layout;
    for (let p = 0; p < pairs.length; p++) {
      const { a, b } = pairs[p]!;
      const sum = k.pairHalf(p, 'add');
      const product = k.pairHalf(p, 'mult');
      if (sum === 0 && product === 0) continue;
      for (let side = 0; side < 2; side++) {
        const self = side === 0 ? a : b;
        const partner = side === 0 ? b : a;
        const partnerMask = k.cand[partner]!;
        if (partnerMask === ALL_DIGITS_MASK) continue;
        const allowed = supportedBy(sum, product, partnerMask);
        if (!narrows(k, self, allowed)) continue;
        const msg = message('pair-common-hint-1', {
          partner: digitsOf(partnerMask),
          digits: digitsOf(allowed & k.cand[self]!),
        });
        push(
          out,
          narrowCell(k, 'common-factors', self, allowed, [cellFact(partner), ...knownHalves(k, p)], msg),
        );
      }
    }
  },
};
