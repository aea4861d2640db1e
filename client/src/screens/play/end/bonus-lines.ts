// The lines under the end screen's score that add up to it. The bar counted only the points of
// the numbers found; the end screen's score adds the time bonus, the all-stars bonus and the
// special-square bonus. So when any bonus was won, the points from play come first and each
// bonus follows as its own line, and the score's jump from the bar is there to read.

import type { ScoreSummary } from '@numberland/engine';

export type BonusLineKey =
  | 'end.cellPoints'
  | 'end.timeBonus'
  | 'end.allStarsBonus'
  | 'end.specialSquareBonus';

export interface BonusLine {
  readonly key: BonusLineKey;
  readonly amount: number;
  /** The points from play are the base the bonuses are added to; the bonuses show with a +. */
  readonly added: boolean;
}

export function bonusLines(score: ScoreSummary['score']): BonusLine[] {
  const bonuses: BonusLine[] = [
    { key: 'end.timeBonus', amount: score.timeBonus, added: true },
    { key: 'end.allStarsBonus', amount: score.finalBonus, added: true },
    { key: 'end.specialSquareBonus', amount: score.specialSquareBonus, added: true },
  ].filter((line) => line.amount > 0) as BonusLine[];
  if (bonuses.length === 0) return [];
  return [{ key: 'end.cellPoints', amount: score.cells, added: false }, ...bonuses];
}
