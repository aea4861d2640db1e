// The four difficulty bands, by the hardest technique a puzzle needs (generator version C). A
// puzzle of band k is solvable with band k's techniques and not with band k-1's (the double
// check, generate.ts); grade points order puzzles only within a band.
//
//   easy    pair arithmetic (subtract & divide, add & multiply) and factor pairs
//   medium  adds common factors and the central square
//   hard    adds deducing extra clues and rule 2, and needs one of them
//   expert  needs at least one chain: at most 2 per puzzle, each of at most 5 forced steps
//
// The smallest shapes cannot reach every band: no single-pair or L-shape puzzle needs common
// factors or the central square, none of the four smallest needs rule 2 without a chain. There a
// level whose band the shape cannot reach takes the band below it, and the two levels split it by
// points as version B did (single-pair and L-shape medium, the only such levels the game offers),
// or, above every band the shape reaches, repeats the last level. engine/README.md has the table.
// Version-B puzzle ids keep the point-capped bands they were made with (bands-b.ts).

import type { DifficultyLevel, ShapeName } from '../constants';
import { TECHNIQUES, type TechniqueId } from '../deduce/deduction';

/** Hardest technique per band. */
export const BAND_HARDEST: Readonly<Record<DifficultyLevel, TechniqueId>> = {
  1: 'factor-pairs',
  2: 'central-square',
  3: 'rule-2',
  4: 'chain',
};

/** Most chains an expert puzzle may need; each is at most MAX_CHAIN_STEPS (chain.ts) long. */
export const MAX_EXPERT_CHAINS = 2;

/** What a grade may use and still count as solved (see GradeOptions). */
export interface BandRules {
  readonly maxRank: number;
  readonly maxChains: number;
  readonly maxPoints: number;
}

export interface Band {
  /** The technique band (1-4) the puzzle is solved in. */
  readonly techniques: DifficultyLevel;
  /** A puzzle of this level solves within these. */
  readonly rules: BandRules;
  /** A puzzle these solve is too easy for this level (the double check); none for the easiest. */
  readonly below?: BandRules;
  /** Whether clues may lose both halves. */
  readonly blankClues: boolean;
}

/** The rules of technique band `band`, at any points. */
export function techniqueRules(band: DifficultyLevel): BandRules {
  return {
    maxRank: TECHNIQUES[BAND_HARDEST[band]].rank,
    maxChains: band === 4 ? MAX_EXPERT_CHAINS : 0,
    maxPoints: Number.POSITIVE_INFINITY,
  };
}

/**
 * Per shape, the band each level takes where it is not the level's own: a band and, for the
 * lower of two levels splitting it by points, the points that level may cost at most.
 */
const SHARED: Partial<
  Record<ShapeName, Partial<Record<DifficultyLevel, { band: DifficultyLevel; maxPoints?: number }>>>
> = {
  'single-pair': { 1: { band: 1, maxPoints: 9 }, 2: { band: 1 }, 4: { band: 3 } },
  'l-shape-2pairs': { 1: { band: 1, maxPoints: 12 }, 2: { band: 1 }, 3: { band: 1 } },
  'arc-3pairs': { 3: { band: 2 } },
  'one-square-4-pairs-only': { 3: { band: 2 } },
};

export function bandOf(shape: ShapeName, level: DifficultyLevel): Band {
  const mine = specOf(shape, level);
  const lower = level > 1 ? specOf(shape, (level - 1) as DifficultyLevel) : undefined;
  // A level that only repeats the one below is that level again.
  if (lower && lower.band === mine.band && mine.maxPoints === undefined && lower.maxPoints === undefined) {
    return bandOf(shape, (level - 1) as DifficultyLevel);
  }
  const rules = { ...techniqueRules(mine.band), maxPoints: mine.maxPoints ?? Number.POSITIVE_INFINITY };
  let below: BandRules | undefined;
  if (lower?.band === mine.band) {
    // The level below has the same band with its points capped: this one starts above them.
    below = { ...techniqueRules(mine.band), maxPoints: lower.maxPoints! };
  } else if (mine.band > 1) {
    below = techniqueRules((mine.band - 1) as DifficultyLevel);
  }
  return { techniques: mine.band, rules, below, blankClues: mine.band > 1 };
}

function specOf(shape: ShapeName, level: DifficultyLevel): { band: DifficultyLevel; maxPoints?: number } {
  return SHARED[shape]?.[level] ?? { band: level };
}

/**
 * Whether a level has its own technique band on a shape: solvable with that band's techniques and
 * not with the band below's, whatever the points.
 */
export function ownBand(shape: ShapeName, level: DifficultyLevel): boolean {
  const spec = specOf(shape, level);
  return spec.band === level && (level === 1 || !SHARED[shape]?.[level]);
}
