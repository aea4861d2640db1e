// settledPairKey must say what settledPair says: the rule-2 break check (breaks.ts) skips a board
// on the keys alone, so a key that missed a settled pair would miss a broken rule.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { Knowledge, type KnownHalf } from './knowledge';
import { settledPair, settledPairKey } from './pair-math';

describe('settledPairKey', () => {
  it('is 10x + y of the pair settledPair finds, and 0 where it finds none', () => {
    const { puzzle, solution } = generate({
      shape: '6-squares',
      orientation: 'landscape',
      difficulty: 4,
      seed: 7,
    });
    const pairs = puzzle.layout.pairs.length;
    fc.assert(
      fc.property(
        // Which numbers are placed (right or any digit), and which hidden halves are written in.
        fc.array(fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }), {
          minLength: solution.length,
          maxLength: solution.length,
        }),
        fc.array(fc.boolean(), { minLength: pairs, maxLength: pairs }),
        (placed, written) => {
          const values = solution.map((v, m) =>
            placed[m] === undefined ? 0 : placed[m] === 9 ? v : placed[m]!,
          );
          const halves: KnownHalf[] = [];
          written.forEach((on, slot) => {
            const { a, b, cell } = puzzle.layout.pairs[slot]!;
            if (!on) return;
            halves.push({ cell, half: 'add', value: solution[a]! + solution[b]! });
            halves.push({ cell, half: 'mult', value: solution[a]! * solution[b]! });
          });
          const k = Knowledge.of(puzzle, values, halves);
          for (let e = 0; e < pairs; e++) {
            const pair = settledPair(k, e);
            expect(settledPairKey(k, e)).toBe(pair ? 10 * pair.x + pair.y : 0);
          }
        },
      ),
    );
  });
});
