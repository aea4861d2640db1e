// The wire codec's errors: the codes, the error a parse returns, and the words its messages
// use for values and cells.

import { CellType } from './grid';
import { err } from './result';

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

export const TYPE_WORDS: Readonly<Record<CellType, string>> = {
  [CellType.Absent]: 'absent',
  [CellType.Mystery]: 'a mystery',
  [CellType.HorizontalPair]: 'a horizontal pair clue',
  [CellType.VerticalPair]: 'a vertical pair clue',
  [CellType.Square]: 'a square clue',
};

/** Names a grid cell and its two data entries, e.g. "data[14..15] (cell x=3, y=1, a square clue)". */
export function cellLabel(index: number, x: number, y: number, type?: CellType): string {
  const what = type === undefined ? '' : `, ${TYPE_WORDS[type]}`;
  return `data[${2 * index}..${2 * index + 1}] (cell x=${x}, y=${y}${what})`;
}
