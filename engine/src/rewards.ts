// What a puzzle's numeric difficulty buys: smart hints and the gem prize (spec section 9).

import { GEM_PRIZE_FACTOR, GEM_PRIZE_UNIT, HINTS_PER_DIFFICULTY_FACTOR } from './constants';

/** Smart hints per puzzle: ceil(1.3157 x difficulty / 100). */
export function hintsFor(difficulty: number): number {
  return Math.ceil((HINTS_PER_DIFFICULTY_FACTOR * difficulty) / 100);
}

/** Puzzle gem prize: 100 x ceil(1.5157 x difficulty / 100). */
export function gemPrizeFor(difficulty: number): number {
  return GEM_PRIZE_UNIT * Math.ceil((GEM_PRIZE_FACTOR * difficulty) / 100);
}
