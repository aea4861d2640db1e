import { describe, expect, it } from 'vitest';
import { isSolution } from '../clue-check';
import { SHAPE_NAMES } from '../constants';
import { choosePlantedSquare, sampleSolution } from '../generator/sample-solution';
import { type Layout, layoutOf } from '../layout';
import { type Clue, cluesOf, fullPuzzle, type Puzzle } from '../puzzle';
import { createRandom, type Random } from '../random';
import { orientationsOf } from '../shapes';
import { bruteForce } from '../testing/brute-force';
import { count, solveUnique } from './solver';

const smallLayouts: Layout[] = SHAPE_NAMES.flatMap((shape) =>
  orientationsOf(shape).map((o) => layoutOf(shape, o)),
).filter((layout) => layout.mysteries.length <= 8);

/** A puzzle from a valid solution with each half hidden with probability `hide`. */
function randomPuzzle(
  layout: Layout,
  random: Random,
  hide: number,
  options: { plant?: boolean } = {},
): Puzzle {
  const planted = options.plant ? choosePlantedSquare(layout, random) : undefined;
  const solution = sampleSolution(layout, random, planted);
  const { pairClues, squareClues } = cluesOf(layout, solution);
  const maybeHide = (c: Clue): Clue => ({
    add: random.float() < hide ? 0 : c.add,
    mult: random.float() < hide ? 0 : c.mult,
  });
  const givens = solution.map((v) => (random.float() < 0.1 ? v : 0));
  return { layout, givens, pairClues: pairClues.map(maybeHide), squareClues: squareClues.map(maybeHide) };
}

/** Shift one shown half by one: usually leaves no solution, sometimes another one. */
function corrupt(puzzle: Puzzle, random: Random): Puzzle {
  const pairClues = [...puzzle.pairClues];
  const e = random.int(pairClues.length);
  const c = pairClues[e]!;
  pairClues[e] = random.int(2) === 0 ? { add: c.add + 1, mult: c.mult } : { add: c.add, mult: c.mult + 1 };
  return { ...puzzle, pairClues };
}

function blank(layout: Layout): Puzzle {
  const none = { add: 0, mult: 0 };
  return {
    layout,
    givens: layout.mysteries.map(() => 0),
    pairClues: layout.pairs.map(() => none),
    squareClues: layout.squares.map(() => none),
  };
}

function expectAgreement(puzzle: Puzzle, limit: number) {
  const reference = bruteForce(puzzle, limit);
  const result = count(puzzle, limit);
  expect(result.count).toBe(reference.length);
  if (reference.length === 1) expect(result.solution).toEqual(reference[0]);
  if (result.solution) expect(isSolution(puzzle, result.solution)).toBe(true);
}

describe('count agrees with brute force', () => {
  for (const layout of smallLayouts) {
    const name = `${layout.shape} ${layout.orientation}`;
    it(`${name}: random hiding, planted specials and corrupted clues`, () => {
      const random = createRandom(layout.mysteries.length * 1000 + layout.width);
      for (let i = 0; i < 60; i++) {
        const hide = [0, 0.3, 0.6, 0.9][i % 4]!;
        const puzzle = randomPuzzle(layout, random, hide, { plant: i % 3 === 0 });
        expectAgreement(puzzle, 40);
        expectAgreement(corrupt(puzzle, random), 40);
      }
    });

    it(`${name}: every clue hidden`, () => {
      expectAgreement(blank(layout), layout.mysteries.length <= 4 ? 10_000 : 300);
    });
  }

  it('counts every valid board of the small shapes exactly when all clues are hidden', () => {
    // Hand-counted: 45 unordered pairs; an L needs its two arms to differ (9^3 - 81).
    expect(count(blank(layoutOf('single-pair')), 1000).count).toBe(45);
    expect(count(blank(layoutOf('l-shape-2pairs')), 1000).count).toBe(648);
  });
});

describe('count', () => {
  it('finds the unique solution of a fully clued puzzle of every shape', () => {
    for (const shape of SHAPE_NAMES) {
      for (const orientation of orientationsOf(shape)) {
        const layout = layoutOf(shape, orientation);
        const random = createRandom(7);
        const solution = sampleSolution(layout, random);
        const result = count(fullPuzzle(layout, solution), 2);
        if (shape === 'single-pair') {
          expect(result.solution).toEqual([...solution].sort((a, b) => a - b));
        } else if (result.count === 1) {
          expect(result.solution).toEqual(solution);
        }
        expect(result.count).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('stops at the limit', () => {
    const puzzle = blank(layoutOf('4-squares'));
    expect(count(puzzle, 2).count).toBe(2);
    expect(count(puzzle, 17).count).toBe(17);
    expect(count(puzzle, 0).count).toBe(0);
  });

  it('answers no solution for clue halves out of range instead of failing', () => {
    const layout = layoutOf('one-square');
    const puzzle = blank(layout);
    const bad = (pair: Clue, square: Clue): Puzzle => ({
      ...puzzle,
      pairClues: [pair, ...puzzle.pairClues.slice(1)],
      squareClues: [square],
    });
    expect(count(bad({ add: 19, mult: 0 }, { add: 0, mult: 0 }), 2).count).toBe(0);
    expect(count(bad({ add: 0, mult: 82 }, { add: 0, mult: 0 }), 2).count).toBe(0);
    expect(count(bad({ add: 2.5, mult: 0 }, { add: 0, mult: 0 }), 2).count).toBe(0);
    expect(count(bad({ add: 0, mult: 0 }, { add: 37, mult: 0 }), 2).count).toBe(0);
    expect(count(bad({ add: 0, mult: 0 }, { add: 0, mult: 6562 }), 2).count).toBe(0);
    expect(count(bad({ add: 0, mult: 0 }, { add: 0, mult: 11 }), 2).count).toBe(0);
    expect(count({ ...puzzle, givens: [10, 0, 0, 0] }, 2).count).toBe(0);
  });

  it('treats the two cells of the single pair as interchangeable', () => {
    const layout = layoutOf('single-pair');
    const puzzle = (add: number, mult: number): Puzzle => ({
      layout,
      givens: [0, 0],
      pairClues: [{ add, mult }],
      squareClues: [],
    });
    expect(count(puzzle(11, 28), 5)).toMatchObject({ count: 1, solution: [4, 7] });
    expect(count(puzzle(0, 7), 5)).toMatchObject({ count: 1, solution: [1, 7] });
    expect(count(puzzle(0, 6), 5).count).toBe(2); // {1,6} or {2,3}
    expect(count(puzzle(10, 0), 9).count).toBe(5); // 1+9 .. 5+5
    expect(solveUnique(puzzle(0, 6))).toBeUndefined();
  });
});
