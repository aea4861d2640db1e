// settledPair and its key, against the rule as the spec says it: a pair is settled by its two
// numbers, or by both halves of its clue (one unordered pair makes a sum and product). The rule-2
// break check (breaks.ts) skips a board on the keys alone, so a key that missed a settled pair
// would miss a broken rule.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate';
import { cellFact, pairFact } from './facts';
import { Knowledge, type KnownHalf } from './knowledge';
import { settledPair, settledPairKey } from './pair-math';

/** {x <= y} from the sum and product, tried over every pair of digits. */
function pairMaking(sum: number, product: number): [number, number] | undefined {
  for (let x = 1; x <= 9; x++)
    for (let y = x; y <= 9; y++) if (x + y === sum && x * y === product) return [x, y];
  return undefined;
}

describe('settledPair and settledPairKey', () => {
  it('find the pair two numbers or both halves settle, with those as premises, and 10x + y', () => {
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
            const { a, b } = puzzle.layout.pairs[e]!;
            const [va, vb] = [values[a]!, values[b]!];
            const sum = written[e] ? solution[a]! + solution[b]! : puzzle.pairClues[e]!.add;
            const product = written[e] ? solution[a]! * solution[b]! : puzzle.pairClues[e]!.mult;
            const byNumbers = va !== 0 && vb !== 0;
            const xy = byNumbers
              ? [Math.min(va, vb), Math.max(va, vb)]
              : sum !== 0 && product !== 0
                ? pairMaking(sum, product)
                : undefined;
            const premises = byNumbers
              ? [cellFact(a), cellFact(b)]
              : [pairFact(puzzle.layout, e, 'add'), pairFact(puzzle.layout, e, 'mult')];
            expect(settledPair(k, e)).toEqual(xy && { x: xy[0], y: xy[1], premises });
            expect(settledPairKey(k, e)).toBe(xy ? 10 * xy[0]! + xy[1]! : 0);
          }
        },
      ),
    );
  });
});
