import { describe, expect, it } from 'vitest';
import { PUZZLE_PARSE_ERROR_CODES, type PuzzleParseErrorCode, parsePuzzle, type WirePuzzle } from './codec';
import { example, portrait, withData } from './testing/codec-fixtures';

interface ErrorCase {
  readonly name: string;
  readonly input: () => unknown;
  readonly code: PuzzleParseErrorCode;
  /** Text the message must contain: the field or cell at fault. */
  readonly mentions: readonly string[];
  readonly path?: string;
}

const set = (changes: Partial<Record<keyof WirePuzzle, unknown>>) => () => ({ ...example(), ...changes });
const entries = (changes: Record<number, number>) => () => withData(example(), changes);

// One-square cells, row by row: 0 mystery, 1 horizontal pair, 2 mystery, 3 vertical pair,
// 4 square, 5 vertical pair, 6 mystery, 7 horizontal pair, 8 mystery.
const ERROR_CASES: readonly ErrorCase[] = [
  { name: 'null', input: () => null, code: 'not-an-object', mentions: ['null'] },
  { name: 'an array', input: () => [example()], code: 'not-an-object', mentions: ['array'] },
  {
    name: 'no level',
    input: () => {
      const { level: _, ...rest } = example();
      return rest;
    },
    code: 'missing-field',
    mentions: ['level'],
    path: 'level',
  },
  {
    name: 'shape a number',
    input: set({ shape: 5 }),
    code: 'wrong-type',
    mentions: ['shape'],
    path: 'shape',
  },
  { name: 'data a string', input: set({ data: '[]' }), code: 'wrong-type', mentions: ['data'], path: 'data' },
  {
    name: 'hintsNo a fraction',
    input: set({ hintsNo: 1.5 }),
    code: 'not-an-integer',
    mentions: ['hintsNo', '1.5'],
    path: 'hintsNo',
  },
  {
    name: 'a data entry a string',
    input: () => ({ ...example(), data: example().data.map((v, i) => (i === 3 ? String(v) : v)) }),
    code: 'not-an-integer',
    mentions: ['data[3]'],
    path: 'data[3]',
  },
  { name: 'r not 9', input: set({ r: 10 }), code: 'bad-r', mentions: ['r must be 9', '10'], path: 'r' },
  { name: 'n too big', input: set({ n: 5 }), code: 'bad-size', mentions: ['n (mystery columns)'], path: 'n' },
  { name: 'm zero', input: set({ m: 0 }), code: 'bad-size', mentions: ['m (mystery rows)'], path: 'm' },
  { name: 'level 4', input: set({ level: 4 }), code: 'bad-level', mentions: ['level', '4'], path: 'level' },
  {
    name: 'difficultyLevel 5',
    input: set({ difficultyLevel: 5 }),
    code: 'bad-difficulty-level',
    mentions: ['difficultyLevel', '5'],
    path: 'difficultyLevel',
  },
  {
    name: 'negative difficulty',
    input: set({ difficulty: -1 }),
    code: 'bad-difficulty',
    mentions: ['difficulty', '-1'],
    path: 'difficulty',
  },
  {
    name: 'infinite difficulty',
    input: set({ difficulty: Number.POSITIVE_INFINITY }),
    code: 'bad-difficulty',
    mentions: ['difficulty', 'Infinity'],
    path: 'difficulty',
  },
  {
    name: 'negative hints',
    input: set({ hintsNo: -1 }),
    code: 'bad-hints',
    mentions: ['hintsNo'],
    path: 'hintsNo',
  },
  {
    name: 'no time',
    input: set({ timeAllowed: 0 }),
    code: 'bad-time',
    mentions: ['timeAllowed'],
    path: 'timeAllowed',
  },
  {
    name: 'an unknown shape',
    input: set({ shape: 'hexagon' }),
    code: 'unknown-shape',
    mentions: ['"hexagon"'],
    path: 'shape',
  },
  {
    name: 'data one short',
    input: () => ({ ...example(), data: example().data.slice(1) }),
    code: 'bad-data-length',
    mentions: ['data has 17 numbers', '18'],
    path: 'data',
  },
  {
    name: 'half an absent cell',
    input: entries({ 0: -1 }),
    code: 'bad-cell',
    mentions: ['data[0..1]', 'x=0, y=0'],
    path: 'data[0]',
  },
  {
    name: 'a negative clue half',
    input: entries({ 9: -3 }),
    code: 'bad-cell',
    mentions: ['data[8..9]', 'x=1, y=1'],
    path: 'data[9]',
  },
  {
    name: 'a mystery with a second number',
    input: entries({ 1: 5 }),
    code: 'bad-cell',
    mentions: ['data[0..1]', 'x=0, y=0', 'a mystery'],
    path: 'data[1]',
  },
  {
    name: 'the square clue absent',
    input: entries({ 8: -1, 9: -1 }),
    code: 'shape-mismatch',
    mentions: ['one-square-4-pairs-only', 'x=1, y=1', 'should be a square clue but is absent'],
    path: 'data',
  },
  {
    name: 'a grid of the wrong size for the shape',
    input: set({ shape: '4-squares' }),
    code: 'shape-mismatch',
    mentions: ['4-squares', '5 x 5', '3 x 3'],
    path: 'data',
  },
  {
    name: 'a given of 10',
    input: entries({ 0: 10 }),
    code: 'bad-given',
    mentions: ['data[0..1]', 'x=0, y=0', 'given 10'],
    path: 'data[0]',
  },
  {
    name: 'a pair product no two digits make',
    input: entries({ 3: 83 }),
    code: 'bad-clue',
    mentions: ['data[2..3]', 'x=1, y=0', 'a horizontal pair clue', 'multiply 83'],
    path: 'data[3]',
  },
  {
    name: 'a pair sum of 1',
    input: entries({ 6: 1 }),
    code: 'bad-clue',
    mentions: ['data[6..7]', 'x=0, y=1', 'a vertical pair clue', 'add 1'],
    path: 'data[6]',
  },
  {
    name: 'a square sum of 37',
    input: entries({ 8: 37 }),
    code: 'bad-clue',
    mentions: ['data[8..9]', 'a square clue', 'add 37'],
    path: 'data[8]',
  },
  {
    name: 'a square product of 11',
    input: entries({ 9: 11 }),
    code: 'bad-clue',
    mentions: ['data[8..9]', 'a square clue', 'multiply 11'],
    path: 'data[9]',
  },
  {
    name: 'pair halves that do not agree',
    input: entries({ 10: 3 }),
    code: 'incompatible-clue',
    mentions: ['data[10..11]', 'x=2, y=1', 'add 3 and multiply 20'],
    path: 'data[10..11]',
  },
  {
    name: 'square halves that do not agree',
    input: entries({ 8: 4, 9: 120 }),
    code: 'incompatible-clue',
    mentions: ['data[8..9]', 'add 4 and multiply 120'],
    path: 'data[8..9]',
  },
  {
    name: 'an empty _id',
    input: set({ _id: '' }),
    code: 'bad-id',
    mentions: ['_id'],
    path: '_id',
  },
  {
    name: 'a puzzleId that does not parse',
    input: set({ puzzleId: 'puzzle-7' }),
    code: 'bad-id',
    mentions: ['puzzleId', 'puzzle-7'],
    path: 'puzzleId',
  },
  {
    name: 'a puzzleId of another difficulty',
    input: set({ puzzleId: 'B5L3-rs' }),
    code: 'id-mismatch',
    mentions: ['puzzleId B5L3-rs', 'difficultyLevel 2'],
    path: 'puzzleId',
  },
  {
    name: 'a puzzleId of another shape',
    input: set({ puzzleId: 'B4L2-rs' }),
    code: 'id-mismatch',
    mentions: ['puzzleId B4L2-rs', 'one-square-4-pairs-only'],
    path: 'puzzleId',
  },
  {
    name: 'a landscape puzzleId on a portrait grid',
    input: () => ({ ...portrait(), puzzleId: 'B6L3-7' }),
    code: 'id-mismatch',
    mentions: ['puzzleId B6L3-7', 'landscape', 'portrait'],
    path: 'puzzleId',
  },
  {
    name: 'a shape outside its land',
    input: set({ level: 1 }),
    code: 'shape-not-in-land',
    mentions: ['one-square', 'land 1', 'level'],
    path: 'level',
  },
  {
    name: 'a difficulty the land does not offer',
    input: set({ difficultyLevel: 4, puzzleId: 'B5L4-rs' }),
    code: 'difficulty-not-offered',
    mentions: ['difficultyLevel 4', 'land 2'],
    path: 'difficultyLevel',
  },
];

describe('parsePuzzle errors', () => {
  it.each(ERROR_CASES)('$name: $code', ({ input, code, mentions, path }) => {
    const result = parsePuzzle(input());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    for (const text of mentions) expect(result.error.message).toContain(text);
    expect(result.error.path).toBe(path);
  });

  it('has a case for every error code', () => {
    expect(new Set(ERROR_CASES.map((c) => c.code))).toEqual(new Set(PUZZLE_PARSE_ERROR_CODES));
  });
});
