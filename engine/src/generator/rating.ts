// The numeric difficulty, time allowed and hint count a generated puzzle is served with, all
// from its grade: the difficulty is the grade's points, which drive hintsNo and the gem prize
// (spec section 9), and the time allows a steady player about two seconds per point on top of a
// start-up half minute.

import { hintsFor } from '../rewards';

const BASE_SECONDS = 30;
const SECONDS_PER_POINT = 2;
/** Time limits are whole multiples of this, so the clock shows round numbers. */
const ROUND_TO_SECONDS = 5;

export interface Rating {
  readonly difficulty: number;
  readonly timeAllowed: number;
  readonly hintsNo: number;
}

export function rate(points: number): Rating {
  const difficulty = Math.round(points);
  const seconds = BASE_SECONDS + SECONDS_PER_POINT * difficulty;
  return {
    difficulty,
    timeAllowed: ROUND_TO_SECONDS * Math.ceil(seconds / ROUND_TO_SECONDS),
    hintsNo: hintsFor(difficulty),
  };
}
