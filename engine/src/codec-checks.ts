// The wire codec's checks that need no compiled layout: the error type, the raw fields and
// their ranges, the puzzle id, whether clue halves can come from digits, and what a grid that
// is not the named shape's looks like.

import { MAX_DIGIT, type ShapeName } from './constants';
import { type CellKind, CellType } from './grid';
import { isDifficultyLevel, isLandLevel } from './lands';
import { parsePuzzleId } from './puzzle-id';
import { err, ok, type Result } from './result';
import { identifyShape, type Orientation, orientationsOf, shapeGrid } from './shapes';
import { ANY, pairBase, pairSupport, squareRemainder } from './solver/tables';

export const PUZZLE_PARSE_ERROR_CODES = [
  'not-an-object',
  'missing-field',
  'wrong-type',
  'not-an-integer',
  'bad-r',
  'bad-size',
  'bad-level',
  'bad-difficulty-level',
  'bad-difficulty',
  'bad-hints',
  'bad-time',
  'unknown-shape',
  'bad-data-length',
  'bad-cell',
  'shape-mismatch',
  'bad-given',
  'bad-clue',
  'incompatible-clue',
  'bad-id',
  'id-mismatch',
  'shape-not-in-land',
  'difficulty-not-offered',
] as const;
export type PuzzleParseErrorCode = (typeof PUZZLE_PARSE_ERROR_CODES)[number];

export interface PuzzleParseError {
  readonly code: PuzzleParseErrorCode;
  /** A sentence for the developer calling the API, naming the field or cell at fault. */
  readonly message: string;
  /** The field at fault, such as `level` or `data[15]`, when there is one. */
  readonly path?: string;
}

export function fail(
  code: PuzzleParseErrorCode,
  message: string,
  path?: string,
): { ok: false; error: PuzzleParseError } {
  return err(path === undefined ? { code, message } : { code, message, path });
}

/**
 * A short description of any value for an error message. Values are never interpolated as they
 * are: a symbol in a template string throws, and so does an object without a prototype.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'string':
      return value.length > 40
        ? `${JSON.stringify(value.slice(0, 40))} (cut, ${value.length} characters)`
        : JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return 'a bigint';
    case 'symbol':
      return 'a symbol';
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      return Array.isArray(value) ? `an array of ${value.length} items` : 'an object';
  }
}

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

const KIND_NAMES: Readonly<Record<CellKind, string>> = {
  mystery: 'a mystery',
  'horizontal-pair': 'a horizontal pair clue',
  'vertical-pair': 'a vertical pair clue',
  square: 'a square clue',
};

/** Names a grid cell and its two data entries, e.g. "data[14..15] (cell x=3, y=1, a square clue)". */
export function cellLabel(index: number, x: number, y: number, kind?: CellKind): string {
  const what = kind === undefined ? '' : `, ${KIND_NAMES[kind]}`;
  return `data[${2 * index}..${2 * index + 1}] (cell x=${x}, y=${y}${what})`;
}

function pairFits(add: number, mult: number): boolean {
  // pairBase is -1 for halves out of range, and pairSupport must not be asked about -1.
  const base = pairBase(add, mult);
  return base >= 0 && pairSupport(base) !== 0;
}

function squareFits(add: number, mult: number): boolean {
  return squareRemainder(4, add === 0 ? ANY : add, mult === 0 ? ANY : mult) !== 0;
}

/**
 * Whether the halves of a clue (0 = hidden, both non-negative integers) can come from digits
 * 1 to 9: each half on its own, then both together. The first fault found, or undefined.
 */
export function checkClue(
  kind: 'pair' | 'square',
  add: number,
  mult: number,
  label: string,
  index: number,
): PuzzleParseError | undefined {
  const fits = kind === 'pair' ? pairFits : squareFits;
  const digits = kind === 'pair' ? 'two numbers 1 to 9' : 'four numbers 1 to 9';
  if (add !== 0 && !fits(add, 0)) {
    const range = kind === 'pair' ? '2 to 18' : '4 to 36';
    return {
      code: 'bad-clue',
      message: `${label}: add ${add} is not the sum of ${digits} (${range}, or 0 when hidden).`,
      path: `data[${2 * index}]`,
    };
  }
  if (mult !== 0 && !fits(0, mult)) {
    return {
      code: 'bad-clue',
      message: `${label}: multiply ${mult} is not the product of ${digits} (or 0 when hidden).`,
      path: `data[${2 * index + 1}]`,
    };
  }
  if (add !== 0 && mult !== 0 && !fits(add, mult)) {
    return {
      code: 'incompatible-clue',
      message:
        `${label}: add ${add} and multiply ${mult} do not fit together: ` +
        `no ${digits} have that sum and that product.`,
      path: `data[${2 * index}..${2 * index + 1}]`,
    };
  }
  return undefined;
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

const TYPE_WORDS: Readonly<Record<CellType, string>> = {
  [CellType.Absent]: 'absent',
  [CellType.Mystery]: 'a mystery',
  [CellType.HorizontalPair]: 'a horizontal pair clue',
  [CellType.VerticalPair]: 'a vertical pair clue',
  [CellType.Square]: 'a square clue',
};

/** Says how the present and absent cells differ from the named shape's, as precisely as it can. */
export function mismatchMessage(
  shape: ShapeName,
  types: readonly CellType[],
  width: number,
  height: number,
): string {
  const other = identifyShape(width, height, types);
  const looksLike = other ? ` (it is the grid of ${other.shape}, ${other.orientation})` : '';
  const grids = orientationsOf(shape).map((o) => shapeGrid(shape, o));
  const same = grids.find((g) => g.width === width && g.height === height);
  if (!same) {
    const sizes = grids.map(
      (g) => `${g.width} x ${g.height} (n=${(g.width + 1) / 2}, m=${(g.height + 1) / 2})`,
    );
    return `shape ${shape} has a ${sizes.join(' or ')} grid, but n and m give ${width} x ${height}${looksLike}.`;
  }
  const cell = same.types.findIndex((t, i) => t !== types[i]);
  const x = cell % width;
  const y = (cell - x) / width;
  const expected = TYPE_WORDS[same.types[cell] ?? CellType.Absent];
  const actual = TYPE_WORDS[types[cell] ?? CellType.Absent];
  return (
    `data does not have the cells of shape ${shape}${looksLike}: ${cellLabel(cell, x, y)} ` +
    `should be ${expected} but is ${actual}.`
  );
}
