import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHAPE_NAMES } from '../constants';
import { generateWith } from '../generator/generate';
import { MAX_HIDDEN } from '../generator/policy';
import { choosePlantedSquare, sampleSolution } from '../generator/sample-solution';
import { layoutOf } from '../layout';
import { type Clue, cluesOf, type Puzzle } from '../puzzle';
import { createRandom } from '../random';
import { orientationsOf } from '../shapes';
import { count as oracleCount } from './oracle/solver';
import { count } from './solver';

// The solver was rewritten for speed (issue 17); the old one in ./oracle is the reference. The
// search must be the same search: same count up to the limit, same first solution, same nodes.

const layouts = SHAPE_NAMES.flatMap((shape) => orientationsOf(shape).map((o) => layoutOf(shape, o)));

function expectSame(puzzle: Puzzle, limit: number) {
  const expected = oracleCount(puzzle, limit);
  const actual = count(puzzle, limit);
  expect(actual).toEqual(expected);
}

describe('count is the old solver, faster', () => {
  it('agrees on random puzzles of every shape: hidden halves, givens, planted specials, wrong clues', () => {
    const half = (value: number) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(value) },
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: -1, max: 7000 }) },
        { weight: 1, arbitrary: fc.constant(value + 1) },
      );
    const puzzles = fc
      .record({
        layout: fc.constantFrom(...layouts),
        seed: fc.integer({ min: 0, max: 2 ** 31 }),
        plant: fc.boolean(),
        hide: fc.double({ min: 0, max: 1, noNaN: true }),
        givens: fc.double({ min: 0, max: 0.4, noNaN: true }),
      })
      .chain(({ layout, seed, plant, hide, givens }) => {
        const random = createRandom(seed);
        const planted = plant ? choosePlantedSquare(layout, random) : undefined;
        const solution = sampleSolution(layout, random, planted);
        const { pairClues, squareClues } = cluesOf(layout, solution);
        const clue = (c: Clue) =>
          fc.record({
            add: fc.double().chain((x) => (x < hide ? fc.constant(0) : half(c.add))),
            mult: fc.double().chain((x) => (x < hide ? fc.constant(0) : half(c.mult))),
          });
        return fc.record({
          layout: fc.constant(layout),
          givens: fc.tuple(...solution.map((v) => fc.double().map((x) => (x < givens ? v : 0)))),
          pairClues: fc.tuple(...pairClues.map(clue)),
          squareClues: squareClues.length === 0 ? fc.constant([]) : fc.tuple(...squareClues.map(clue)),
        });
      });
    fc.assert(
      fc.property(puzzles, fc.integer({ min: 0, max: 30 }), (puzzle, limit) => {
        expectSame(puzzle as Puzzle, limit);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on clues of arbitrary boards with few digits (rule 2 and special squares at every turn)', () => {
    const boards = fc.constantFrom(...layouts).chain((layout) =>
      fc.record({
        layout: fc.constant(layout),
        values: fc.array(fc.integer({ min: 4, max: 5 }), {
          minLength: layout.mysteries.length,
          maxLength: layout.mysteries.length,
        }),
        hidePairs: fc.array(fc.constantFrom(0, 1, 2, 3, 3, 3), {
          minLength: layout.pairs.length,
          maxLength: layout.pairs.length,
        }),
        hideSquares: fc.array(fc.constantFrom(0, 1, 2, 3, 3, 3), {
          minLength: layout.squares.length,
          maxLength: layout.squares.length,
        }),
        givens: fc.array(fc.boolean(), {
          minLength: layout.mysteries.length,
          maxLength: layout.mysteries.length,
        }),
      }),
    );
    const hide = (c: Clue, how: number): Clue => ({ add: how & 1 ? 0 : c.add, mult: how & 2 ? 0 : c.mult });
    fc.assert(
      fc.property(
        boards,
        fc.integer({ min: 1, max: 30 }),
        ({ layout, values, hidePairs, hideSquares, givens }, limit) => {
          const { pairClues, squareClues } = cluesOf(layout, values);
          expectSame(
            {
              layout,
              givens: values.map((v, m) => (givens[m] && m % 3 === 0 ? v : 0)),
              pairClues: pairClues.map((c, e) => hide(c, hidePairs[e]!)),
              squareClues: squareClues.map((c, q) => hide(c, hideSquares[q]!)),
            },
            limit,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees on 2,000 max-hidden 6-squares puzzles (the benchmark set) and max-hidden puzzles of every shape', () => {
    const random = createRandom(20261121);
    const sixSquares = layoutOf('6-squares');
    for (let i = 0; i < 2000; i++) expectSame(generateWith(sixSquares, MAX_HIDDEN, random).puzzle, 2);
    for (const layout of layouts) {
      const shapeRandom = createRandom(layout.mysteries.length);
      for (let i = 0; i < 100; i++) {
        const puzzle = generateWith(layout, MAX_HIDDEN, shapeRandom).puzzle;
        expectSame(puzzle, 2);
        expectSame(puzzle, 50);
      }
    }
  });

  it('carries nothing from one search to the next: searches stopped at their limit, of mixed shapes, back to back', () => {
    // The search keeps its state in buffers shared by every call and undoes it as it backs out,
    // also when it stops early at the limit: a run of counts must each give what a fresh one gives.
    const puzzle = fc
      .record({
        layout: fc.constantFrom(...layouts),
        seed: fc.integer({ min: 0, max: 2 ** 31 }),
        hide: fc.double({ min: 0.3, max: 1, noNaN: true }),
      })
      .map(({ layout, seed, hide }): Puzzle => {
        const random = createRandom(seed);
        const solution = sampleSolution(layout, random, choosePlantedSquare(layout, random));
        const { pairClues, squareClues } = cluesOf(layout, solution);
        const maybeHide = (c: Clue): Clue => ({
          add: random.float() < hide ? 0 : c.add,
          mult: random.float() < hide ? 0 : c.mult,
        });
        return {
          layout,
          givens: solution.map((v) => (random.float() < 0.1 ? v : 0)),
          pairClues: pairClues.map(maybeHide),
          squareClues: squareClues.map(maybeHide),
        };
      });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(puzzle, fc.integer({ min: 1, max: 6 })), { minLength: 2, maxLength: 8 }),
        (runs) => {
          const expected = runs.map(([p, limit]) => oracleCount(p, limit));
          const actual = runs.map(([p, limit]) => count(p, limit));
          expect(actual).toEqual(expected);
          expect([...runs].reverse().map(([p, limit]) => count(p, limit))).toEqual([...expected].reverse());
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees on blank puzzles of every shape with a high limit', () => {
    for (const layout of layouts) {
      const blank: Puzzle = {
        layout,
        givens: layout.mysteries.map(() => 0),
        pairClues: layout.pairs.map(() => ({ add: 0, mult: 0 })),
        squareClues: layout.squares.map(() => ({ add: 0, mult: 0 })),
      };
      expectSame(blank, 500);
    }
  });
});
