// Which house ad the overlay plays (spec section 9, "Ad"): 13 ad videos, and the random choice
// excludes the last 4 in Summerland and the last 3 in Autumnland. Winterland may show them all.

import type { LandLevel } from '@numberland/engine';
import { HOUSE_ADS, type HouseAd } from './house-ads';

/** How many ads at the end of the list each land leaves out. */
const LEFT_OUT: Readonly<Record<LandLevel, number>> = { 1: 4, 2: 3, 3: 0 };

/** The ads a player in this land may be shown, in manifest order. */
export function adsFor(level: LandLevel): readonly HouseAd[] {
  return HOUSE_ADS.slice(0, HOUSE_ADS.length - LEFT_OUT[level]);
}

/**
 * One eligible ad, uniformly at random, never the one just shown when another is eligible.
 * `random` returns a number in [0, 1), like `Math.random`, which callers pass in.
 */
export function chooseAd(level: LandLevel, random: () => number, lastShownId?: string): HouseAd {
  const eligible = adsFor(level);
  const others = eligible.filter((ad) => ad.id !== lastShownId);
  const pool = others.length > 0 ? others : eligible;
  const r = random();
  const index = Number.isFinite(r) ? Math.min(pool.length - 1, Math.max(0, Math.floor(r * pool.length))) : 0;
  return pool[index]!;
}
