// Reading the wire object's fields: each present with its primitive type, then the ranges of
// the single-number fields and the puzzle id.

import { describeValue, fail, type PuzzleParseError } from './codec-errors';
import { MAX_DIGIT } from './constants';
import { isDifficultyLevel, isLandLevel } from './lands';
import { parsePuzzleId } from './puzzle-id';
import { ok, type Result } from './result';
import type { Orientation } from './shapes';

/** The wire object with each field of the right primitive type, not yet checked for meaning. */
export interface RawWire {
  readonly _id: string;
  readonly puzzleId: string;
  readonly shape: string;
  readonly level: number;
  readonly difficulty: number;
  readonly difficultyLevel: number;
  readonly hintsNo: number;
  readonly timeAllowed: number;
  readonly n: number;
  readonly m: number;
  readonly r: number;
  readonly data: readonly unknown[];
}

type FieldType = 'string' | 'integer' | 'number' | 'array';

const FIELDS: readonly (readonly [keyof RawWire, FieldType])[] = [
  ['_id', 'string'],
  ['puzzleId', 'string'],
  ['shape', 'string'],
  ['level', 'integer'],
  ['difficulty', 'number'],
  ['difficultyLevel', 'integer'],
  ['hintsNo', 'integer'],
  ['timeAllowed', 'integer'],
  ['n', 'integer'],
  ['m', 'integer'],
  ['r', 'integer'],
  ['data', 'array'],
];

const TYPE_NAMES: Readonly<Record<FieldType, string>> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  array: 'an array',
};

/** Every field present with its primitive type; fields the wire does not define are ignored. */
export function readFields(json: unknown): Result<RawWire, PuzzleParseError> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('not-an-object', `A puzzle must be a JSON object, got ${describeValue(json)}.`);
  }
  const record = json as Record<string, unknown>;
  const raw: Record<string, unknown> = {};
  for (const [field, type] of FIELDS) {
    if (!Object.hasOwn(record, field)) {
      return fail(
        'missing-field',
        `The puzzle has no ${field} field; it must be ${TYPE_NAMES[type]}.`,
        field,
      );
    }
    const value = record[field];
    const right =
      type === 'array' ? Array.isArray(value) : typeof value === (type === 'integer' ? 'number' : type);
    if (!right) {
      return fail('wrong-type', `${field} must be ${TYPE_NAMES[type]}, got ${describeValue(value)}.`, field);
    }
    if (type === 'integer' && !Number.isInteger(value)) {
      return fail('not-an-integer', `${field} must be a whole number, got ${describeValue(value)}.`, field);
    }
    // JSON cannot tell -0 from 0, so neither does a parsed puzzle.
    raw[field] = value === 0 ? 0 : value;
  }
  return ok(raw as unknown as RawWire);
}

/** The largest lattice side of any shape in any orientation (6-squares is 4 x 3). */
const MAX_SIDE = 4;

/** The ranges of the fields that are single numbers or strings; the data and the id come later. */
export function checkScalars(wire: RawWire): PuzzleParseError | undefined {
  const bad = (code: PuzzleParseError['code'], message: string, path: string) => ({ code, message, path });
  if (wire.r !== MAX_DIGIT) {
    return bad('bad-r', `r must be ${MAX_DIGIT}, the largest mystery value; got ${wire.r}.`, 'r');
  }
  for (const [field, what] of [
    ['n', 'mystery columns'],
    ['m', 'mystery rows'],
  ] as const) {
    const value = wire[field];
    if (value < 1 || value > MAX_SIDE) {
      return bad('bad-size', `${field} (${what}) must be 1 to ${MAX_SIDE}, got ${value}.`, field);
    }
  }
  if (!isLandLevel(wire.level)) {
    return bad('bad-level', `level must be a land 1 to 3, got ${wire.level}.`, 'level');
  }
  if (!isDifficultyLevel(wire.difficultyLevel)) {
    return bad(
      'bad-difficulty-level',
      `difficultyLevel must be 1 to 4, got ${wire.difficultyLevel}.`,
      'difficultyLevel',
    );
  }
  if (!Number.isFinite(wire.difficulty) || wire.difficulty < 0) {
    return bad(
      'bad-difficulty',
      `difficulty must be a finite number >= 0, got ${describeValue(wire.difficulty)}.`,
      'difficulty',
    );
  }
  if (wire.hintsNo < 0) return bad('bad-hints', `hintsNo must be 0 or more, got ${wire.hintsNo}.`, 'hintsNo');
  if (wire.timeAllowed < 1) {
    return bad('bad-time', `timeAllowed must be at least 1 second, got ${wire.timeAllowed}.`, 'timeAllowed');
  }
  if (wire._id === '') return bad('bad-id', '_id must not be empty.', '_id');
  return undefined;
}

/** The id must parse and name the same shape, orientation and difficulty as the puzzle it labels. */
export function checkId(wire: RawWire, orientation: Orientation): PuzzleParseError | undefined {
  const key = parsePuzzleId(wire.puzzleId);
  if (!key.ok) return { code: 'bad-id', message: `puzzleId: ${key.error.message}`, path: 'puzzleId' };
  const { shape, difficulty } = key.value;
  if (shape === wire.shape && key.value.orientation === orientation && difficulty === wire.difficultyLevel) {
    return undefined;
  }
  return {
    code: 'id-mismatch',
    message:
      `puzzleId ${wire.puzzleId} names ${shape} (${key.value.orientation}) at difficulty ${difficulty}, ` +
      `but the puzzle is ${wire.shape} (${orientation}) at difficultyLevel ${wire.difficultyLevel}.`,
    path: 'puzzleId',
  };
}
