import { describe, expect, it } from 'vitest';
import { AUTO_CONTINUE_SECONDS, isDue, secondsLeft } from './countdown';

describe('countdown to the next puzzle', () => {
  it('is 30 seconds', () => {
    expect(AUTO_CONTINUE_SECONDS).toBe(30);
  });

  it.each([
    [0, 30],
    [1, 30],
    [999, 30],
    [1000, 29],
    [15_500, 15],
    [29_000, 1],
    [29_999, 1],
    [30_000, 0],
    [45_000, 0],
    [-50, 30],
  ])('after %i ms shows %i', (elapsed, shown) => {
    expect(secondsLeft(elapsed)).toBe(shown);
  });

  it('is due at 30 s and not before', () => {
    expect(isDue(29_999)).toBe(false);
    expect(isDue(30_000)).toBe(true);
    expect(isDue(5000, 5)).toBe(true);
  });
});
