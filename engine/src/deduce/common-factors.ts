// Technique 4, common factors: a mystery keeps only the digits that fit every clue it is in,
// with the partner each clue allows. Once a neighbour is down to a few candidates, a clue
// passes that narrowing on (product 12 with a neighbour of 2 or 3 leaves 6 or 4).

import { message, narrowCell, narrows, push } from './build';
import type { Deduction, Technique } from './deduction';
import { cellFact } from './facts';
import type { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK, digitsOf } from './masks';
import { knownHalves, shownPairs, supportedBy } from './pair-math';

export const commonFactors: Technique = {
  id: 'common-factors',
  find(k: Knowledge, out: Deduction[]): void {
    for (const { slot: p, a, b, sum, product } of shownPairs(k)) {
      for (let end = 0; end < 2; end++) {
        const self = end === 0 ? a : b;
        const partner = end === 0 ? b : a;
        const partnerMask = k.cand[partner]!;
        if (partnerMask === ALL_DIGITS_MASK) continue;
        const allowed = supportedBy(sum, product, partnerMask);
        if (!narrows(k, self, allowed)) continue;
        const left = allowed & k.cand[self]!;
        const msg =
          left === 0
            ? message('pair-common-hint-2', { partner: digitsOf(partnerMask) })
            : message('pair-common-hint-1', { partner: digitsOf(partnerMask), digits: digitsOf(left) });
        push(
          out,
          narrowCell(k, 'common-factors', self, allowed, [cellFact(partner), ...knownHalves(k, p)], msg),
        );
      }
    }
  },
};
