// Puzzle ids: a prefix letter naming the generator version, then shape, orientation,
// difficulty and seed. The id alone regenerates the puzzle anywhere (`fromId` in generator/generate).
//
//   E 9 L 4 - 16
//   | | | |   `-- seed in base 36 (0 .. 2^32-1)
//   | | | `------ difficulty level 1..4
//   | | `-------- orientation: L landscape, P portrait
//   | `---------- shape: 1..9 in the order of SHAPE_NAMES
//   `------------ generator version: a puzzle made by another version is a different puzzle
//
// Version E (bands by the hardest technique needed; expert chains settle a number and rest on
// little groundwork) makes new puzzles. Versions D (chains on any groundwork), C (the same bands,
// any chain at expert) and B (point-capped bands) are still read and regenerated exactly, as
// their ids are in shared links, stored scores, pools, outboxes and tests; version A is gone.
//
// The game's label shows the id without its first character ("9L4-16").

import { DIFFICULTY_LEVELS, type DifficultyLevel, SHAPE_NAMES, type ShapeName } from './constants';
import { MAX_SEED } from './random';
import { err, ok, type Result } from './result';
import { type Orientation, orientationsOf } from './shapes';

/** The version new puzzles are made with. */
export const GENERATOR_VERSION = 'E';
/** Every version whose ids still regenerate their puzzles. */
export const GENERATOR_VERSIONS = ['B', 'C', 'D', 'E'] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

export interface PuzzleKey {
  /** The generator version; GENERATOR_VERSION when absent. */
  readonly version?: GeneratorVersion;
  readonly shape: ShapeName;
  readonly orientation: Orientation;
  readonly difficulty: DifficultyLevel;
  readonly seed: number;
}

export type PuzzleIdError =
  | { code: 'not-a-string'; message: string }
  | { code: 'malformed'; message: string }
  | { code: 'unknown-version'; message: string }
  | { code: 'unknown-shape'; message: string }
  | { code: 'no-such-orientation'; message: string }
  | { code: 'bad-difficulty'; message: string }
  | { code: 'bad-seed'; message: string };

const ID_PATTERN = /^([A-Z])([0-9])([LP])([0-9])-([0-9a-z]{1,7})$/;

export function makePuzzleId(key: PuzzleKey): string {
  return `${key.version ?? GENERATOR_VERSION}${makePuzzleLabel(key)}`;
}

/** The id as the game's label shows it: without the generator version ("9L4-16"). */
export function makePuzzleLabel(key: PuzzleKey): string {
  const shape = SHAPE_NAMES.indexOf(key.shape) + 1;
  const orientation = key.orientation === 'portrait' ? 'P' : 'L';
  return `${shape}${orientation}${key.difficulty}-${key.seed.toString(36)}`;
}

/** The label of a puzzle id; an id that does not parse is shown as it is, so it can be reported. */
export function puzzleIdLabel(id: string): string {
  const key = parsePuzzleId(id);
  return key.ok ? makePuzzleLabel(key.value) : id;
}

export function parsePuzzleId(id: unknown): Result<PuzzleKey, PuzzleIdError> {
  if (typeof id !== 'string') return err({ code: 'not-a-string', message: 'A puzzle id must be a string.' });
  const match = ID_PATTERN.exec(id);
  if (!match) {
    return err({
      code: 'malformed',
      message: `"${id.slice(0, 40)}" is not a puzzle id: expected a form like D9L4-16 (version, shape, orientation, difficulty, seed).`,
    });
  }
  const [, version, shapeDigit, orientationLetter, difficultyDigit, seedText] = match as unknown as string[];
  if (!(GENERATOR_VERSIONS as readonly string[]).includes(version!)) {
    return err({
      code: 'unknown-version',
      message: `Puzzle id ${id} was made by generator version ${version}; this game makes versions ${GENERATOR_VERSIONS.join(', ')}.`,
    });
  }
  const shape = SHAPE_NAMES[Number(shapeDigit) - 1];
  if (!shape)
    return err({
      code: 'unknown-shape',
      message: `Puzzle id ${id} names shape ${shapeDigit}; shapes are 1 to 9.`,
    });
  const orientation: Orientation = orientationLetter === 'P' ? 'portrait' : 'landscape';
  if (!orientationsOf(shape).includes(orientation)) {
    return err({
      code: 'no-such-orientation',
      message: `Puzzle id ${id}: shape ${shape} has no portrait form.`,
    });
  }
  const difficulty = Number(difficultyDigit);
  if (!(DIFFICULTY_LEVELS as readonly number[]).includes(difficulty)) {
    return err({
      code: 'bad-difficulty',
      message: `Puzzle id ${id} names difficulty ${difficulty}; levels are 1 to 4.`,
    });
  }
  const seed = Number.parseInt(seedText!, 36);
  if (seed > MAX_SEED || seed.toString(36) !== seedText) {
    return err({
      code: 'bad-seed',
      message: `Puzzle id ${id} has seed ${seedText}, outside 0 to ${MAX_SEED.toString(36)}.`,
    });
  }
  return ok({
    version: version as GeneratorVersion,
    shape,
    orientation,
    difficulty: difficulty as DifficultyLevel,
    seed,
  });
}
