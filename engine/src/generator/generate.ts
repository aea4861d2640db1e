// Seeded generation: (version, shape, orientation, difficulty, seed) decides a puzzle completely,
// so its id regenerates it anywhere. The difficulty is a band of the deduction engine's grade:
// by the hardest technique needed from version C on (bands.ts), by points caps in version B
// (version-b.ts, kept so B ids keep their puzzles). A puzzle is made in the landscape form and turned afterwards, so
// both orientations of one seed are the same puzzle.

import type { DifficultyLevel } from '../constants';
import type { Grade } from '../deduce/grade';
import type { Layout } from '../layout';
import { layoutOf } from '../layout';
import { reorient, reorientValues } from '../puzzle';
import {
  GENERATOR_VERSION,
  makePuzzleId,
  type PuzzleIdError,
  type PuzzleKey,
  parsePuzzleId,
} from '../puzzle-id';
import { createRandom, type Random } from '../random';
import { err, ok, type Result } from '../result';
import { specialSquares } from '../rules';
import { type BandVersion, bandOf } from './bands';
import { drawGraded, type Generation } from './draw';
import { type Rating, rate } from './rating';
import { generateGradedB } from './version-b';

export { type Generation, generateWith } from './draw';

export interface GeneratedPuzzle extends Generation, Rating {
  readonly key: PuzzleKey;
  readonly id: string;
  readonly grade: Grade;
}

/**
 * A puzzle in the band of `level` (generator versions C to E, bands.ts): hidden as far as the band
 * allows (every hiding step must stay solvable with the band's techniques, at most two chains at
 * expert), then kept only if the band below cannot solve it - the double check.
 */
export function generateGraded(
  layout: Layout,
  level: DifficultyLevel,
  random: Random,
  options: { readonly lookAhead?: boolean; readonly version?: BandVersion } = {},
): Generation & { grade: Grade } {
  const band = bandOf(layout.shape, level, options.version);
  // Most expert draws end on a puzzle the hard band solves; elsewhere most draws are kept, and
  // looking ahead would only add its cost.
  const lookAhead = options.lookAhead ?? band.techniques === 4;
  // In easy and medium, every other draw stops after a random number of hides, so a band holds
  // puzzles of many sizes; hard and expert hide all they can, as their techniques show up late.
  return drawGraded(layout, level, random, {
    blankClues: band.blankClues,
    rules: band.rules,
    below: band.below,
    stopsEarly: band.techniques <= 2,
    lookAhead,
  });
}

export function generate(key: PuzzleKey): GeneratedPuzzle {
  const landscape = layoutOf(key.shape, 'landscape');
  const version = key.version ?? GENERATOR_VERSION;
  const random = createRandom(key.seed);
  const made =
    version === 'B'
      ? generateGradedB(landscape, key.difficulty, random)
      : generateGraded(landscape, key.difficulty, random, { version });
  const puzzle = reorient(made.puzzle, key.orientation);
  const solution = reorientValues(landscape, made.solution, key.orientation);
  const specialSquare = specialSquares(puzzle.layout, solution)[0] ?? -1;
  return {
    key: { ...key, version },
    id: makePuzzleId(key),
    puzzle,
    solution,
    specialSquare,
    grade: made.grade,
    ...rate(made.grade.points),
  };
}

/** Regenerate the puzzle an id names; a bad id is an error that says what is wrong with it. */
export function fromId(id: unknown): Result<GeneratedPuzzle, PuzzleIdError> {
  const key = parsePuzzleId(id);
  return key.ok ? ok(generate(key.value)) : err(key.error);
}
