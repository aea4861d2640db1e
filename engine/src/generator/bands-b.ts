// The four difficulty bands of every shape. A band caps the hardest technique a puzzle may need
// and the grade points its solve may cost; a puzzle belongs to a band when it is solvable within
// that band and not within the band below (the double check). The point caps were set from the
// grade distributions `npm run grade-report` prints: the same techniques cost more on a bigger
// board, so each shape has its own.

import type { DifficultyLevel, ShapeName } from '../constants';
import type { TechniqueId } from '../deduce/deduction';

export interface Band {
  /** The hardest technique allowed (see TECHNIQUES ranks). */
  readonly hardest: TechniqueId;
  /** Most grade points a solve in this band may cost. */
  readonly maxPoints: number;
  /** Whether clues may lose both halves. */
  readonly blankClues: boolean;
}

/** Hardest technique per level: easy reads clues, medium adds factor reasoning and squares,
 * hard adds hidden clues and rule 2, expert may need a short chain. */
const HARDEST: Readonly<Record<DifficultyLevel, TechniqueId>> = {
  1: 'factor-pairs',
  2: 'central-square',
  3: 'rule-2',
  4: 'chain',
};

/** Point caps for easy, medium and hard; expert is open above hard. */
const POINT_CAPS: Readonly<Record<ShapeName, readonly [number, number, number]>> = {
  'single-pair': [9, 14, 28],
  'l-shape-2pairs': [12, 16, 18],
  'arc-3pairs': [15, 20, 24],
  'one-square-4-pairs-only': [15, 21, 30],
  'one-square': [15, 24, 40],
  '2-squares': [23, 32, 45],
  '3-squares-l-shape': [29, 50, 75],
  '4-squares': [32, 60, 90],
  '6-squares': [40, 90, 150],
};

export function bandOf(shape: ShapeName, level: DifficultyLevel): Band {
  return {
    hardest: HARDEST[level],
    maxPoints: level === 4 ? Number.POSITIVE_INFINITY : POINT_CAPS[shape][level - 1]!,
    blankClues: level > 1,
  };
}
