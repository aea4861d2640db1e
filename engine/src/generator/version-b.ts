// Generator version B: point-capped bands (bands-b.ts), graded with chains blind to broken clues
// and rules. Kept exactly as it was, because version-B puzzle ids (in shared links, stored scores
// and tests) must go on making the puzzles they made; version-b.test.ts checks a recorded sample.
// Do not change anything this reaches without checking that test.

import type { DifficultyLevel } from '../constants';
import { TECHNIQUES } from '../deduce/deduction';
import { type Grade, grade } from '../deduce/grade';
import type { Layout } from '../layout';
import type { Puzzle } from '../puzzle';
import type { Random } from '../random';
import { bandOf } from './bands-b';
import type { Generation } from './generate';
import { generateWith } from './generate';
import { type HidingPolicy, SPECIAL_SQUARE_RATE } from './policy';

/** A band no draw reaches in this many tries is a calibration bug, not bad luck. */
const MAX_ATTEMPTS = 2000;

/**
 * A puzzle in the band of `level`: hidden as far as the band allows (every hiding step must stay
 * solvable by the band's techniques within its points), then kept only if the band below cannot
 * solve it - the double check.
 */
export function generateGradedB(
  layout: Layout,
  level: DifficultyLevel,
  random: Random,
): Generation & { grade: Grade } {
  const band = bandOf(layout.shape, level);
  const maxRank = TECHNIQUES[band.hardest].rank;
  // Version B graded chains blind to broken clues and rules.
  const chainBreaks = false;
  // The grade of the last hide accepted is the final puzzle's own, unless nothing was hidden.
  const last: { accepted?: { puzzle: Puzzle; grade: Grade } } = {};
  const policy: HidingPolicy = {
    givens: 0,
    hideHalves: Number.POSITIVE_INFINITY,
    blankClues: band.blankClues,
    specialSquareRate: SPECIAL_SQUARE_RATE,
    accept: (candidate, solution) => {
      const graded = grade(candidate, { maxRank, maxPoints: band.maxPoints, solution, chainBreaks });
      if (graded.solved) last.accepted = { puzzle: candidate, grade: graded };
      return graded.solved;
    },
  };
  const below = level > 1 ? bandOf(layout.shape, (level - 1) as DifficultyLevel) : undefined;
  // Decided once, not per draw: draws a band rejects must not change how often squares are planted.
  const plant = random.float() < policy.specialSquareRate;
  const halves = 2 * (layout.pairs.length + layout.squares.length);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Hiding more does not always cost more (a hidden half can open an easier route), so every
    // other draw stops after a random number of hides instead of hiding all it can.
    const hideHalves = attempt % 2 === 0 ? Number.POSITIVE_INFINITY : random.int(halves + 1);
    const made = generateWith(layout, { ...policy, hideHalves }, random, plant);
    const graded =
      last.accepted?.puzzle === made.puzzle
        ? last.accepted.grade
        : grade(made.puzzle, { maxRank, maxPoints: band.maxPoints, solution: made.solution, chainBreaks });
    if (!graded.solved) continue;
    const easier =
      below &&
      grade(made.puzzle, {
        maxRank: TECHNIQUES[below.hardest].rank,
        maxPoints: below.maxPoints,
        solution: made.solution,
        chainBreaks,
      }).solved;
    if (!easier) return { ...made, grade: graded };
  }
  throw new Error(`no ${layout.shape} puzzle reached difficulty ${level} in ${MAX_ATTEMPTS} draws`);
}
