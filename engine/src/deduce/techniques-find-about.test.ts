// A technique's findAbout (used to work one hint step out again, hint-minimize.ts) must say about
// its target exactly what find says about it, in the same order: else a hint would change when
// only the speed of working it out should.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHAPE_NAMES } from '../constants';
import { generate } from '../generator/generate';
import type { Deduction } from './deduction';
import { factCount } from './facts';
import { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK } from './masks';
import { DIRECT_TECHNIQUES } from './techniques';

const about = (out: readonly Deduction[], target: number) => out.filter((d) => d.target === target);

describe('findAbout', () => {
  const techniques = DIRECT_TECHNIQUES.filter((t) => t.findAbout);

  it('is given where working a step out again read the whole board', () => {
    expect(techniques.map((t) => t.id)).toEqual(['central-square', 'extra-clues', 'rule-2']);
  });

  it.each(SHAPE_NAMES.filter((s) => s !== 'single-pair'))(
    'says what find says about each fact, in its order, on random %s boards',
    (shape) => {
      const { puzzle, solution } = generate({ shape, orientation: 'landscape', difficulty: 4, seed: 11 });
      const { layout } = puzzle;
      const mysteries = layout.mysteries.length;
      const cells = fc.record({
        // Per mystery: left open, its number, some digit (a wrong one too), or a narrowed mask.
        kind: fc.integer({ min: 0, max: 3 }),
        digit: fc.integer({ min: 1, max: 9 }),
        mask: fc.integer({ min: 1, max: 511 }),
      });
      fc.assert(
        fc.property(
          fc.array(cells, { minLength: mysteries, maxLength: mysteries }),
          fc.array(fc.boolean(), { minLength: layout.pairs.length, maxLength: layout.pairs.length }),
          (marks, written) => {
            const k = Knowledge.of(
              puzzle,
              solution.map(() => 0),
              written.flatMap((on, slot) => {
                const { a, b, cell } = layout.pairs[slot]!;
                return on
                  ? [
                      { cell, half: 'add' as const, value: solution[a]! + solution[b]! },
                      { cell, half: 'mult' as const, value: solution[a]! * solution[b]! },
                    ]
                  : [];
              }),
            );
            marks.forEach(({ kind, digit, mask }, m) => {
              if (kind === 1) k.cand[m] = 1 << solution[m]!;
              else if (kind === 2) k.cand[m] = 1 << digit;
              else if (kind === 3) k.cand[m] = (mask << 1) & ALL_DIGITS_MASK;
            });
            for (const technique of techniques) {
              const all: Deduction[] = [];
              technique.find(k, all);
              for (let target = 0; target < factCount(layout); target++) {
                const some: Deduction[] = [];
                technique.findAbout!(k, some, target);
                expect(about(some, target)).toEqual(about(all, target));
              }
            }
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
