// Scoring (spec section 9): points per correct cell, the time factor, the time bonus, the final
// bonus and the special-square bonus. Pure arithmetic on numbers the session hands in.

import {
  CELL_SCORE_DIVISOR,
  HINT_SCORE_FACTOR,
  LESSER_TIER_BONUS_SHARE,
  OVERTIME_STEP,
  PACE_BASE_SECONDS,
  PACE_PER_SECONDS,
  SCORE_SCALE,
  STARS_PER_PUZZLE,
  TIME_BONUS_PER_STAR,
  TIME_BONUS_UNIT,
} from '../constants';

/** What each hint used (smart hint or reveal) leaves of score and bonus: 0.95 per hint. */
export function hintReduction(hintsUsed: number): number {
  return HINT_SCORE_FACTOR ** Math.max(0, hintsUsed);
}

/** The reduction hints cost, as the whole percentage the end screen shows. */
export function reductionPercent(hintsUsed: number): number {
  return Math.round((1 - hintReduction(hintsUsed)) * 100);
}

/**
 * Share of the time limit left, 0..1. Over time the limit grows in steps of 10% until it is
 * ahead of the clock again, so a slow finish still scores, less and less.
 */
export function timeLeftShare(playSeconds: number, limitSeconds: number): number {
  if (limitSeconds <= 0) return 0;
  let limit = limitSeconds;
  for (let step = 1; playSeconds >= limit; step++) limit = limitSeconds * (1 + OVERTIME_STEP * step);
  return (limit - Math.max(0, playSeconds)) / limit;
}

export interface CellScoreInput {
  readonly difficulty: number;
  readonly hintsUsed: number;
  readonly cellsToSolve: number;
  readonly playSeconds: number;
  readonly limitSeconds: number;
  /** Seconds since the last cell was solved (or since play began). */
  readonly sinceLastSolved: number;
}

/**
 * difficulty x 0.95^hints x 1/cellsToSolve / 150, times the time factor
 * (1 + share of time left) / ((15 + seconds since the last solved cell) / 60), in whole points.
 */
export function cellPoints(input: CellScoreInput): number {
  const base =
    (input.difficulty * hintReduction(input.hintsUsed)) /
    Math.max(1, input.cellsToSolve) /
    CELL_SCORE_DIVISOR;
  const pace = (PACE_BASE_SECONDS + Math.max(0, input.sinceLastSolved)) / PACE_PER_SECONDS;
  const factor = (1 + timeLeftShare(input.playSeconds, input.limitSeconds)) / pace;
  return Math.round(base * factor * SCORE_SCALE);
}

/** round(share of time left x stars x 10, after the hint reduction) x 100. */
export function timeBonus(share: number, stars: number, hintsUsed: number): number {
  return Math.round(share * stars * TIME_BONUS_PER_STAR * hintReduction(hintsUsed)) * TIME_BONUS_UNIT;
}

export type Tier = 'perfect' | 'lesser' | 'none';

/** Perfect: all stars and no hints. Lesser: all stars with hints. */
export function bonusTier(stars: number, hintsUsed: number): Tier {
  if (stars < STARS_PER_PUZZLE) return 'none';
  return hintsUsed === 0 ? 'perfect' : 'lesser';
}

/** The final bonus equals the score on a perfect run, half of it on the lesser tier. */
export function finalBonus(score: number, tier: Tier): number {
  if (tier === 'perfect') return score;
  return tier === 'lesser' ? Math.round(score * LESSER_TIER_BONUS_SHARE) : 0;
}

/**
 * The special-square bonus, for a special square completed within the shape's time limit: the
 * score on a perfect run, half of it otherwise (our choice; the spec gives only the perfect case).
 */
export function specialSquareBonus(score: number, tier: Tier, inTime: boolean): number {
  if (!inTime) return 0;
  return tier === 'perfect' ? score : Math.round(score * LESSER_TIER_BONUS_SHARE);
}
