// The four difficulty bands, by the hardest technique a puzzle needs (generator versions C and D). A
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
// Version D differs from C only at expert: each chain must settle a number, so a smart hint needs
// one supposition at most. Version E differs from D only at expert too: no chain may rest on more
// than MAX_GROUNDWORK steps of narrowing beyond the numbers found before it, as a smart hint has to
// show them before its supposition. C and D ids keep their rules. Version-B puzzle ids keep the
// point-capped bands they were made with (bands-b.ts).

import type { DifficultyLevel, ShapeName } from '../constants';
import { TECHNIQUES, type TechniqueId } from '../deduce/deduction';
import { GENERATOR_VERSION, type GeneratorVersion } from '../puzzle-id';

/** Hardest technique per band. */
export const BAND_HARDEST: Readonly<Record<DifficultyLevel, TechniqueId>> = {
  1: 'factor-pairs',
  2: 'central-square',
  3: 'rule-2',
  4: 'chain',
};

/** Most chains an expert puzzle may need; each is at most MAX_CHAIN_STEPS (chain.ts) long. */
export const MAX_EXPERT_CHAINS = 2;

/**
 * Version E: steps an expert chain may rest on beyond the numbers found before it (groundwork.ts).
 * Of 2,400 expert 6-squares puzzles of version D, 5 had a smart hint over 8 steps, each with a
 * chain on 17 to 27 such steps; at 14, none of 2,400 version-E puzzles has one (issue 15).
 */
export const MAX_GROUNDWORK = 14;

/** What a grade may use and still count as solved (see GradeOptions). */
export interface BandRules {
  readonly maxRank: number;
  readonly maxChains: number;
  readonly maxPoints: number;
  /** Whether each chain must settle a number (GradeOptions.chainsSettle): one supposition per hint. */
  readonly chainsSettle: boolean;
  /** Steps a chain may rest on beyond the numbers found before it (GradeOptions.maxGroundwork). */
  readonly maxGroundwork?: number;
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

/** The generator versions graded by technique bands: C, D where expert chains settle a number, E where they also rest on little groundwork. */
export type BandVersion = Exclude<GeneratorVersion, 'B'>;

/** The rules of technique band `band`, at any points. */
export function techniqueRules(band: DifficultyLevel, version: BandVersion = GENERATOR_VERSION): BandRules {
  return {
    maxRank: TECHNIQUES[BAND_HARDEST[band]].rank,
    maxChains: band === 4 ? MAX_EXPERT_CHAINS : 0,
    maxPoints: Number.POSITIVE_INFINITY,
    // Version C took any chain; its ids must keep their puzzles, so only D and E ask this.
    chainsSettle: band === 4 && version !== 'C',
    ...(band === 4 && version === 'E' ? { maxGroundwork: MAX_GROUNDWORK } : {}),
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

export function bandOf(
  shape: ShapeName,
  level: DifficultyLevel,
  version: BandVersion = GENERATOR_VERSION,
): Band {
  const mine = specOf(shape, level);
  const lower = level > 1 ? specOf(shape, (level - 1) as DifficultyLevel) : undefined;
  // A level that only repeats the one below is that level again.
  if (repeatsBelow(shape, level)) return bandOf(shape, (level - 1) as DifficultyLevel, version);
  const rules = {
    ...techniqueRules(mine.band, version),
    maxPoints: mine.maxPoints ?? Number.POSITIVE_INFINITY,
  };
  let below: BandRules | undefined;
  if (lower?.band === mine.band) {
    // The level below has the same band with its points capped: this one starts above them.
    below = { ...techniqueRules(mine.band, version), maxPoints: lower.maxPoints! };
  } else if (mine.band > 1) {
    below = techniqueRules((mine.band - 1) as DifficultyLevel, version);
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

export const BAND_NAMES: Readonly<Record<DifficultyLevel, string>> = {
  1: 'easy',
  2: 'medium',
  3: 'hard',
  4: 'expert',
};

/**
 * What a level of a shape really is, for reports and anyone choosing which levels to offer: its
 * own technique band, the band below split by points, or a repeat of the level below.
 */
export type BandKind =
  | { readonly kind: 'own'; readonly band: DifficultyLevel }
  | {
      readonly kind: 'points';
      readonly band: DifficultyLevel;
      /** At most this many points (the lower level of the split) ... */
      readonly atMost?: number;
      /** ... or more than this many (the upper level). */
      readonly above?: number;
    }
  | { readonly kind: 'repeat'; readonly band: DifficultyLevel; readonly level: DifficultyLevel };

export function bandKind(shape: ShapeName, level: DifficultyLevel): BandKind {
  const mine = specOf(shape, level);
  if (repeatsBelow(shape, level)) {
    let of = level - 1;
    while (repeatsBelow(shape, of as DifficultyLevel)) of--;
    return { kind: 'repeat', band: mine.band, level: of as DifficultyLevel };
  }
  const lower = level > 1 ? specOf(shape, (level - 1) as DifficultyLevel) : undefined;
  const upper = level < 4 ? specOf(shape, (level + 1) as DifficultyLevel) : undefined;
  if (mine.maxPoints !== undefined && upper?.band === mine.band)
    return { kind: 'points', band: mine.band, atMost: mine.maxPoints };
  if (lower?.band === mine.band && lower.maxPoints !== undefined)
    return { kind: 'points', band: mine.band, above: lower.maxPoints };
  return { kind: 'own', band: mine.band };
}

/** A level that only repeats the one below: the same band, no points to split it by. */
function repeatsBelow(shape: ShapeName, level: DifficultyLevel): boolean {
  if (level === 1) return false;
  const mine = specOf(shape, level);
  const lower = specOf(shape, (level - 1) as DifficultyLevel);
  return lower.band === mine.band && mine.maxPoints === undefined && lower.maxPoints === undefined;
}

/** The band in words: "expert", "easy, 9 points at most", "easy, more than 9 points", "= hard (level 3 again)". */
export function bandLabel(shape: ShapeName, level: DifficultyLevel): string {
  const b = bandKind(shape, level);
  const name = BAND_NAMES[b.band];
  if (b.kind === 'own') return name;
  if (b.kind === 'repeat') return `${name}, level ${b.level} again`;
  return b.atMost !== undefined
    ? `${name}, ${b.atMost} points at most`
    : `${name}, more than ${b.above} points`;
}
