import { describe, expect, it } from 'vitest';
import { clampCenter, initialCenter, isPaddingSlide, SLIDE_COUNT, visibleSlides } from './slider';

describe('home slider', () => {
  it('has 12 puzzle slides at 2..13 and two padding slides at each end', () => {
    expect(SLIDE_COUNT).toBe(16);
    const padding = Array.from({ length: SLIDE_COUNT }, (_, i) => i).filter(isPaddingSlide);
    expect(padding).toEqual([0, 1, 14, 15]);
  });

  it('shows five slides around a centre that stays on a puzzle', () => {
    expect(visibleSlides(2)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleSlides(13)).toEqual([11, 12, 13, 14, 15]);
    expect(visibleSlides(-5)).toEqual([0, 1, 2, 3, 4]);
    expect(clampCenter(14)).toBe(13);
  });

  it('opens on the selected puzzle, else on the land first puzzle', () => {
    expect(initialCenter(2, 3)).toBe(8);
    expect(initialCenter(3, 0)).toBe(10);
  });
});
