import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makePuzzle,
  PUZZLE_PARSE_ERROR_CODES,
  type PuzzleInfo,
  type PuzzleParseErrorCode,
  parsePuzzle,
  type WirePuzzle,
} from './codec';
import { SHAPE_NAMES } from './constants';
import { difficultiesOffered, landsWithShape } from './lands';
import { layoutOf } from './layout';
import { cluesOf, fullPuzzle, type Puzzle } from './puzzle';
import { makePuzzleId } from './puzzle-id';
import { MAX_SEED } from './random';
import { orientationsOf } from './shapes';
import { count } from './solver/solver';

interface Case {
  readonly puzzle: Puzzle;
  readonly info: PuzzleInfo;
}

const digit = fc.integer({ min: 1, max: 9 });

/** Any well-formed puzzle: clues come from real digits, so both halves of a clue always agree. */
const validCase: fc.Arbitrary<Case> = fc
  .constantFrom(...SHAPE_NAMES)
  .chain((shape) =>
    fc.tuple(
      fc.constant(shape),
      fc.constantFrom(...orientationsOf(shape)),
      fc.constantFrom(...landsWithShape(shape)),
    ),
  )
  .chain(([shape, orientation, level]) => {
    const layout = layoutOf(shape, orientation);
    const mysteries = layout.mysteries.length;
    const clues = layout.pairs.length + layout.squares.length;
    const flags = (length: number) => fc.array(fc.boolean(), { minLength: length, maxLength: length });
    return fc.record({
      layout: fc.constant(layout),
      level: fc.constant(level),
      difficultyLevel: fc.constantFrom(...difficultiesOffered(level)),
      solution: fc.array(digit, { minLength: mysteries, maxLength: mysteries }),
      givenShown: flags(mysteries),
      addShown: flags(clues),
      multShown: flags(clues),
      difficulty: fc.double({ min: 0, max: 1e6, noNaN: true }),
      hintsNo: fc.nat(),
      timeAllowed: fc.integer({ min: 1, max: 1e7 }),
      seed: fc.integer({ min: 0, max: MAX_SEED }),
    });
  })
  .map((c): Case => {
    const { layout } = c;
    const all = cluesOf(layout, c.solution);
    const hide = (offset: number) => (clue: { add: number; mult: number }, i: number) => ({
      add: c.addShown[offset + i] ? clue.add : 0,
      mult: c.multShown[offset + i] ? clue.mult : 0,
    });
    const puzzle: Puzzle = {
      layout,
      givens: c.solution.map((v, m) => (c.givenShown[m] ? v : 0)),
      pairClues: all.pairClues.map(hide(0)),
      squareClues: all.squareClues.map(hide(layout.pairs.length)),
    };
    const id = makePuzzleId({
      shape: layout.shape,
      orientation: layout.orientation,
      difficulty: c.difficultyLevel,
      seed: c.seed,
    });
    const info: PuzzleInfo = {
      id,
      level: c.level,
      difficultyLevel: c.difficultyLevel,
      difficulty: c.difficulty === 0 ? 0 : c.difficulty,
      hintsNo: c.hintsNo,
      timeAllowed: c.timeAllowed,
    };
    return { puzzle, info };
  });

const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The worked example of engine/README.md, exactly as written there. */
const EXAMPLE_JSON = `{
  "_id": "A5L2-rs",
  "puzzleId": "A5L2-rs",
  "shape": "one-square",
  "level": 2,
  "difficulty": 12.5,
  "difficultyLevel": 2,
  "hintsNo": 1,
  "timeAllowed": 120,
  "n": 2,
  "m": 2,
  "r": 9,
  "data": [0, 0, 8, 0, 0, 0, 0, 6, 14, 0, 0, 20, 2, 0, 0, 0, 0, 0]
}`;

const example = (): WirePuzzle => JSON.parse(EXAMPLE_JSON) as WirePuzzle;

function withData(wire: WirePuzzle, entries: Record<number, number>): WirePuzzle {
  const data = [...wire.data];
  for (const [i, v] of Object.entries(entries)) data[Number(i)] = v;
  return { ...wire, data };
}

/** A 2-squares puzzle in portrait form: every clue half shown, no givens. */
function portrait(): WirePuzzle {
  const layout = layoutOf('2-squares', 'portrait');
  const solution = layout.mysteries.map((_, m) => (m % 9) + 1);
  const puzzle: Puzzle = { layout, givens: solution.map(() => 0), ...cluesOf(layout, solution) };
  const id = makePuzzleId({ shape: '2-squares', orientation: 'portrait', difficulty: 3, seed: 7 });
  return makePuzzle(puzzle, {
    id,
    level: 3,
    difficultyLevel: 3,
    difficulty: 40,
    hintsNo: 1,
    timeAllowed: 90,
  });
}

describe('makePuzzle and parsePuzzle', () => {
  it('round-trip any well-formed puzzle through JSON', () => {
    fc.assert(
      fc.property(validCase, ({ puzzle, info }) => {
        const wire = makePuzzle(puzzle, info);
        const parsed = parsePuzzle(throughJson(wire));
        expect(parsed).toEqual({ ok: true, value: { puzzle, info } });
        if (!parsed.ok) return;
        expect(parsed.value.puzzle.layout).toBe(puzzle.layout);
        expect(makePuzzle(parsed.value.puzzle, parsed.value.info)).toEqual(wire);
      }),
      { numRuns: 500 },
    );
  });

  it('put mystery columns in n and mystery rows in m', () => {
    const layout = layoutOf('2-squares');
    const solution = layout.mysteries.map((_, m) => m + 1);
    const info: PuzzleInfo = {
      id: 'A6L3-7',
      level: 3,
      difficultyLevel: 3,
      difficulty: 0,
      hintsNo: 0,
      timeAllowed: 1,
    };
    const wide = makePuzzle(fullPuzzle(layout, solution), info);
    expect([wide.n, wide.m]).toEqual([3, 2]);
    expect([portrait().n, portrait().m]).toEqual([2, 3]);
  });

  it('ignore fields the wire format does not define', () => {
    expect(parsePuzzle({ ...example(), extra: 'x', cells: [] }).ok).toBe(true);
  });

  it('read -0 as 0', () => {
    const parsed = parsePuzzle({ ...withData(example(), { 0: -0, 3: -0 }), hintsNo: -0, difficulty: -0 });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.is(parsed.value.puzzle.givens[0], 0)).toBe(true);
    expect(Object.is(parsed.value.puzzle.pairClues[0]!.mult, 0)).toBe(true);
    expect(Object.is(parsed.value.info.hintsNo, 0)).toBe(true);
    expect(Object.is(parsed.value.info.difficulty, 0)).toBe(true);
  });
});

describe('parsePuzzle on bad input', () => {
  const expectWellFormed = (result: ReturnType<typeof parsePuzzle>) => {
    if (result.ok) return;
    expect(PUZZLE_PARSE_ERROR_CODES).toContain(result.error.code);
    expect(typeof result.error.message).toBe('string');
    expect(result.error.message.length).toBeGreaterThan(0);
  };

  it('never throws on anything', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, (value) => {
        expectWellFormed(parsePuzzle(value));
      }),
      { numRuns: 2000 },
    );
  });

  const fields = Object.keys(example()) as (keyof WirePuzzle)[];
  const mutation = fc.oneof(
    fc.record({
      kind: fc.constant('field' as const),
      field: fc.constantFrom(...fields),
      value: fc.jsonValue(),
    }),
    fc.record({
      kind: fc.constant('field' as const),
      field: fc.constantFrom(...fields),
      value: fc.anything(),
    }),
    fc.record({ kind: fc.constant('delete' as const), field: fc.constantFrom(...fields) }),
    fc.record({
      kind: fc.constant('entry' as const),
      index: fc.nat({ max: 200 }),
      value: fc.integer({ min: -5, max: 7000 }),
    }),
    fc.record({
      kind: fc.constant('special' as const),
      field: fc.constantFrom(...fields),
      value: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 0.5, 2 ** 53, -1, 1e300),
    }),
  );

  it('never throws on mutations of a valid puzzle', () => {
    const base = fc.oneof(
      validCase.map(({ puzzle, info }) => makePuzzle(puzzle, info)),
      fc.constant(example()),
    );
    fc.assert(
      fc.property(base, fc.array(mutation, { minLength: 1, maxLength: 4 }), (wire, mutations) => {
        const target: Record<string, unknown> = { ...wire, data: [...wire.data] };
        for (const m of mutations) {
          if (m.kind === 'delete') delete target[m.field];
          else if (m.kind === 'entry') {
            const data = target.data;
            if (Array.isArray(data) && data.length > 0) data[m.index % data.length] = m.value;
          } else target[m.field] = m.value;
        }
        const result = parsePuzzle(target);
        expectWellFormed(result);
        if (result.ok) {
          // What parses once parses the same after another trip through the wire.
          expect(parsePuzzle(throughJson(makePuzzle(result.value.puzzle, result.value.info)))).toEqual(
            result,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('does not throw on a huge data array', () => {
    const result = parsePuzzle({ ...example(), data: new Array(10_000_000) });
    expect(result.ok ? '' : result.error.code).toBe('bad-data-length');
  });
});

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
    input: set({ puzzleId: 'A5L3-rs' }),
    code: 'id-mismatch',
    mentions: ['puzzleId A5L3-rs', 'difficultyLevel 2'],
    path: 'puzzleId',
  },
  {
    name: 'a puzzleId of another shape',
    input: set({ puzzleId: 'A4L2-rs' }),
    code: 'id-mismatch',
    mentions: ['puzzleId A4L2-rs', 'one-square-4-pairs-only'],
    path: 'puzzleId',
  },
  {
    name: 'a landscape puzzleId on a portrait grid',
    input: () => ({ ...portrait(), puzzleId: 'A6L3-7' }),
    code: 'id-mismatch',
    mentions: ['puzzleId A6L3-7', 'landscape', 'portrait'],
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
    input: set({ difficultyLevel: 4, puzzleId: 'A5L4-rs' }),
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

describe('the worked example of engine/README.md', () => {
  it('parses to its givens and clues', () => {
    const parsed = parsePuzzle(JSON.parse(EXAMPLE_JSON));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { puzzle, info } = parsed.value;
    expect(puzzle.layout).toBe(layoutOf('one-square'));
    // Mysteries top-left, top-right, bottom-left, bottom-right; bottom-left is given.
    expect(puzzle.givens).toEqual([0, 0, 2, 0]);
    // Pair slots top, left, right, bottom; the bottom clue is blank.
    expect(puzzle.pairClues).toEqual([
      { add: 8, mult: 0 },
      { add: 0, mult: 6 },
      { add: 0, mult: 20 },
      { add: 0, mult: 0 },
    ]);
    expect(puzzle.squareClues).toEqual([{ add: 14, mult: 0 }]);
    expect(info).toEqual({
      id: 'A5L2-rs',
      level: 2,
      difficultyLevel: 2,
      difficulty: 12.5,
      hintsNo: 1,
      timeAllowed: 120,
    });
    expect(count(puzzle, 2)).toMatchObject({ count: 1, solution: [3, 5, 2, 4] });
    expect(makePuzzle(puzzle, info)).toEqual(JSON.parse(EXAMPLE_JSON));
  });
});
