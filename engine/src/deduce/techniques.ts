// Techniques 1-7 in order from easiest to hardest (see deduction.ts for why subtract-and-divide
// comes first). Technique 8 (chains) builds on these and
// lives in chain.ts.

import { addMultiply } from './add-multiply';
import { centralSquare } from './central-square';
import { commonFactors } from './common-factors';
import type { Technique } from './deduction';
import { extraClues } from './extra-clues';
import { factorPairs } from './factor-pairs';
import { ruleTwo } from './rule-two';
import { subtractDivide } from './subtract-divide';

export const DIRECT_TECHNIQUES: readonly Technique[] = [
  subtractDivide,
  addMultiply,
  factorPairs,
  commonFactors,
  centralSquare,
  extraClues,
  ruleTwo,
];
