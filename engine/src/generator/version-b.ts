// Generator version B: point-capped bands (bands-b.ts), graded with chains blind to broken clues
// and rules. Kept exactly as it was, because version-B puzzle ids (in shared links, stored scores
// and tests) must go on making the puzzles they made; recorded-ids.test.ts checks a recorded sample.
// Do not change anything this reaches without checking that test.

import type { DifficultyLevel } from '../constants';
import { TECHNIQUES } from '../deduce/deduction';
import type { Grade } from '../deduce/grade';
import type { Layout } from '../layout';
import type { Random } from '../random';
import { bandOf } from './bands-b';
import { drawGraded, type Generation } from './draw';

/**
 * A puzzle in the band of `level`: hidden as far as the band allows (every hiding step must stay
 * solvable by the band's techniques within its points), then kept only if the band below cannot
 * solve it - the double check. Every other draw stops after a random number of hides.
 */
export function generateGradedB(
  layout: Layout,
  level: DifficultyLevel,
  random: Random,
): Generation & { grade: Grade } {
  const band = bandOf(layout.shape, level);
  const below = level > 1 ? bandOf(layout.shape, (level - 1) as DifficultyLevel) : undefined;
  // Version B graded chains blind to broken clues and rules.
  const rulesOf = (b: typeof band) => ({
    maxRank: TECHNIQUES[b.hardest].rank,
    maxPoints: b.maxPoints,
    chainBreaks: false,
  });
  return drawGraded(layout, level, random, {
    blankClues: band.blankClues,
    rules: rulesOf(band),
    below: below && rulesOf(below),
    stopsEarly: true,
  });
}
