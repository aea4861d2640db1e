// When things happen on the end screen, in ms after it appears. The panel's stars and count-ups and
// the Pixi celebration both read these, so the bursts land on the stars and the flying gems arrive
// while the gem count rises.

import { countUpDuration, gemCountUp, SCORE_COUNT_MS } from './count-up';

/** The time, finish and no-errors stars appear at 0.5 s, 1 s and 1.5 s (spec section 9). */
export const STAR_TIMES_MS = [500, 1000, 1500] as const;
export const SCORE_START_MS = 300;
/** The gems count up once the score has. */
export const GEM_START_MS = SCORE_START_MS + SCORE_COUNT_MS + 200;

export interface Timeline {
  readonly gemStartMs: number;
  readonly gemDurationMs: number;
  /** When every count-up has reached its final value. */
  readonly countsDoneMs: number;
}

export function timelineFor(prize: number): Timeline {
  const gemDurationMs = countUpDuration(gemCountUp(prize));
  return {
    gemStartMs: GEM_START_MS,
    gemDurationMs,
    countsDoneMs: Math.max(SCORE_START_MS + SCORE_COUNT_MS, GEM_START_MS + gemDurationMs),
  };
}
