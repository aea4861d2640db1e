import { describe, expect, it } from 'vitest';
import { breathe, twinkle } from './motion';

describe('the waiting motion', () => {
  const star = { duration: 1000, delay: 500 };

  it('keeps a star dim until its delay, then brightens it to full over its duration and dims it again', () => {
    expect(twinkle(star, 0)).toBe(0.2);
    expect(twinkle(star, 499)).toBe(0.2);
    expect(twinkle(star, 500)).toBeCloseTo(0.15, 9);
    expect(twinkle(star, 1000)).toBeCloseTo(0.55, 9);
    expect(twinkle(star, 1500)).toBeCloseTo(0.95, 9);
    expect(twinkle(star, 2500)).toBeCloseTo(0.15, 9);
    // Eased: slow at the ends, quick in the middle.
    expect(twinkle(star, 600) - twinkle(star, 500)).toBeLessThan(twinkle(star, 1050) - twinkle(star, 950));
  });

  it('breathes the glow from full down to 0.75 and back every 6.4 s', () => {
    expect(breathe(0)).toBe(1);
    expect(breathe(3200)).toBeCloseTo(0.75, 9);
    expect(breathe(1600)).toBeCloseTo(0.875, 9);
    expect(breathe(6400)).toBeCloseTo(1, 9);
  });
});
