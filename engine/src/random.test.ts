import { describe, expect, it } from 'vitest';
import { createRandom, shuffle } from './random';

describe('random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 8 }, () => a.next());
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });

  it('draws every integer below n about equally often', () => {
    const random = createRandom(7);
    const counts = new Array(9).fill(0);
    const draws = 90_000;
    for (let i = 0; i < draws; i++) counts[random.int(9)]++;
    // Chi-square with 8 degrees of freedom; 26.1 is the 0.1% critical value.
    const expected = draws / 9;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(26.1);
  });

  it('shuffles to a permutation', () => {
    const items = shuffle(createRandom(1), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...items].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
