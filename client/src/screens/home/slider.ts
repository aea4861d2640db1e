// The home slider (spec section 2): 12 puzzle slides (indices 2 to 13) with two empty padding
// slides at each end, so that the first and last puzzles can stand in the middle of the five
// slides in view.

import {
  FIRST_SLIDE_INDEX,
  LAST_SLIDE_INDEX,
  type LandLevel,
  type SlotNumber,
  slideIndex,
} from '@numberland/engine';

export const VISIBLE_SLIDES = 5;
const SIDE = Math.floor(VISIBLE_SLIDES / 2);

/** Every slide, padding included: 0 .. 15. */
export const SLIDE_COUNT = LAST_SLIDE_INDEX + 1 + SIDE;

export function clampCenter(index: number): number {
  return Math.min(LAST_SLIDE_INDEX, Math.max(FIRST_SLIDE_INDEX, Math.round(index)));
}

/** The slides in view around a centre: always five. */
export function visibleSlides(center: number): number[] {
  const c = clampCenter(center);
  return Array.from({ length: VISIBLE_SLIDES }, (_, i) => c - SIDE + i);
}

/** Where the slider opens: on the selected puzzle, else on the first puzzle of the selected land. */
export function initialCenter(level: LandLevel, shape: SlotNumber | 0): number {
  return slideIndex(level, shape === 0 ? 1 : shape);
}

export function isPaddingSlide(index: number): boolean {
  return index < FIRST_SLIDE_INDEX || index > LAST_SLIDE_INDEX;
}
