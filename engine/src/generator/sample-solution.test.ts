import { describe, expect, it } from 'vitest';
import { layoutOf } from '../layout';
import { createRandom } from '../random';
import { checkRules, specialSquares } from '../rules';
import { choosePlantedSquare, sampleSolution } from './sample-solution';

describe('sampleSolution', () => {
  it('draws every valid board equally often', () => {
    // The L has corner A joined to B and to C: every board but B = C is valid, 648 in all.
    const layout = layoutOf('l-shape-2pairs');
    const random = createRandom(2026);
    const counts = new Map<string, number>();
    const draws = 64_800;
    for (let i = 0; i < draws; i++) {
      const key = sampleSolution(layout, random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(648);
    const expected = draws / 648;
    const chi = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 647 degrees of freedom: mean 647, standard deviation 36; 770 is beyond the 0.1% tail.
    expect(chi).toBeLessThan(770);
  });

  it('keeps rules 1-3 on every shape, with and without a planted special square', () => {
    const random = createRandom(4);
    for (const shape of ['one-square', '2-squares', '3-squares-l-shape', '4-squares', '6-squares'] as const) {
      const layout = layoutOf(shape);
      for (let i = 0; i < 300; i++) {
        const planted = choosePlantedSquare(layout, random)!;
        const values = sampleSolution(layout, random, planted);
        expect(checkRules(layout, values)).toEqual([]);
        expect(specialSquares(layout, values)).toEqual([planted.square]);
        expect(values[layout.squares[planted.square]!.corners[0]]).toBe(planted.value);
        expect(checkRules(layout, sampleSolution(layout, random))).toEqual([]);
      }
    }
  });

  it('has nothing to plant in shapes without square clues', () => {
    expect(choosePlantedSquare(layoutOf('one-square-4-pairs-only'), createRandom(1))).toBeUndefined();
  });
});
