import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePuzzle, PUZZLE_PARSE_ERROR_CODES, type PuzzleInfo, parsePuzzle, type WirePuzzle } from './codec';
import { SHAPE_NAMES } from './constants';
import { difficultiesOffered, landsWithShape } from './lands';
import { layoutOf } from './layout';
import { cluesOf, fullPuzzle, type Puzzle } from './puzzle';
import { makePuzzleId } from './puzzle-id';
import { MAX_SEED } from './random';
import { orientationsOf } from './shapes';
import { count } from './solver/solver';
import { EXAMPLE_JSON, example, portrait, withData } from './testing/codec-fixtures';

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
      id: 'B6L3-7',
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
      id: 'B5L2-rs',
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
