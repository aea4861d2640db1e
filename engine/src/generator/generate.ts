// Seeded generation: (shape, orientation, difficulty, seed) decides a puzzle completely, so its
// id regenerates it anywhere. A puzzle is made in the landscape form and turned afterwards, so
// both orientations of one seed are the same puzzle.

import type { Layout } from '../layout';
import { layoutOf } from '../layout';
import { cluesOf, type Puzzle, reorient, reorientValues } from '../puzzle';
import { makePuzzleId, type PuzzleIdError, type PuzzleKey, parsePuzzleId } from '../puzzle-id';
import { createRandom, type Random, shuffle } from '../random';
import { err, ok, type Result } from '../result';
import { specialSquares } from '../rules';
import { count } from '../solver/solver';
import { hideHalves } from './hide';
import { type HidingPolicy, policyFor } from './policy';
import { type Rating, rate } from './rating';
import { choosePlantedSquare, sampleSolution } from './sample-solution';

export interface Generation {
  readonly puzzle: Puzzle;
  /** Per mystery ordinal of `puzzle.layout`. */
  readonly solution: number[];
  /** Square slot of the solution's special square, or -1. */
  readonly specialSquare: number;
}

export interface GeneratedPuzzle extends Generation, Rating {
  readonly key: PuzzleKey;
  readonly id: string;
}

/** One puzzle with a unique solution on a layout, hidden as the policy says. */
export function generateWith(layout: Layout, policy: HidingPolicy, random: Random): Generation {
  const planted = random.float() < policy.specialSquareRate ? choosePlantedSquare(layout, random) : undefined;
  for (;;) {
    const solution = sampleSolution(layout, random, planted);
    const shown = shuffle(
      random,
      layout.mysteries.map((_, m) => m),
    ).slice(0, policy.givens);
    const givens = solution.map((v, m) => (shown.includes(m) ? v : 0));
    const full: Puzzle = { layout, givens, ...cluesOf(layout, solution) };
    // Rarely every clue together still allows a second solution; such a board is drawn again.
    if (count(full, 2).count !== 1) continue;
    const puzzle = hideHalves(full, policy, random);
    return { puzzle, solution, specialSquare: specialSquares(layout, solution)[0] ?? -1 };
  }
}

export function generate(key: PuzzleKey): GeneratedPuzzle {
  const landscape = layoutOf(key.shape, 'landscape');
  const totalHalves = 2 * (landscape.pairs.length + landscape.squares.length);
  const made = generateWith(landscape, policyFor(key.difficulty, totalHalves), createRandom(key.seed));
  const puzzle = reorient(made.puzzle, key.orientation);
  const solution = reorientValues(landscape, made.solution, key.orientation);
  const specialSquare = specialSquares(puzzle.layout, solution)[0] ?? -1;
  return { key, id: makePuzzleId(key), puzzle, solution, specialSquare, ...rate(puzzle) };
}

/** Regenerate the puzzle an id names; a bad id is an error that says what is wrong with it. */
export function fromId(id: unknown): Result<GeneratedPuzzle, PuzzleIdError> {
  const key = parsePuzzleId(id);
  return key.ok ? ok(generate(key.value)) : err(key.error);
}
