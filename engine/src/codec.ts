// The wire codec: a Puzzle to and from the JSON object the server sends (spec section 3, "Puzzle
// as received from the server"; the exact encoding is in engine/README.md). Parsing checks the
// form of a puzzle, never its solvability or uniqueness: that is the solver's job.

import { checkClue, mismatchMessage } from './codec-cells';
import { cellLabel, describeValue, fail, type PuzzleParseError } from './codec-errors';
import { checkId, checkScalars, readFields } from './codec-fields';
import { type DifficultyLevel, type LandLevel, MAX_DIGIT, type ShapeName } from './constants';
import { CellType, kindAt, typeOfKind } from './grid';
import { difficultiesOffered, isDifficultyOffered, landsWithShape } from './lands';
import { layoutOf } from './layout';
import type { Clue, Puzzle } from './puzzle';
import { ok, type Result } from './result';
import { identifyShape, isShapeName } from './shapes';

export {
  PUZZLE_PARSE_ERROR_CODES,
  type PuzzleParseError,
  type PuzzleParseErrorCode,
} from './codec-errors';

export interface PuzzleInfo {
  /** Puzzle id (puzzle-id.ts format), e.g. 'B9L4-16'. */
  readonly id: string;
  /** The land the puzzle is played in. */
  readonly level: LandLevel;
  readonly difficultyLevel: DifficultyLevel;
  /** Numeric difficulty (grade), >= 0. */
  readonly difficulty: number;
  /** Smart hints, a whole number >= 0. */
  readonly hintsNo: number;
  /** Seconds, a whole number >= 1. */
  readonly timeAllowed: number;
}

export interface WirePuzzle {
  _id: string;
  puzzleId: string;
  shape: ShapeName;
  level: LandLevel;
  difficulty: number;
  difficultyLevel: DifficultyLevel;
  hintsNo: number;
  timeAllowed: number;
  /** Mystery columns: the grid is 2n-1 wide. */
  n: number;
  /** Mystery rows: the grid is 2m-1 high. */
  m: number;
  /** The largest mystery value, always 9. */
  r: number;
  /** Two numbers per grid cell, row by row; see engine/README.md. */
  data: number[];
}

const ABSENT = -1;

/** The wire object of a puzzle. It trusts its input; `parsePuzzle` is the side that checks. */
export function makePuzzle(puzzle: Puzzle, info: PuzzleInfo): WirePuzzle {
  const { layout } = puzzle;
  const data: number[] = [];
  layout.types.forEach((type, cell) => {
    if (type === CellType.Absent) data.push(ABSENT, ABSENT);
    else if (type === CellType.Mystery) data.push(puzzle.givens[layout.mysteryAt[cell]!]!, 0);
    else {
      const clue =
        type === CellType.Square
          ? puzzle.squareClues[layout.squareAt[cell]!]!
          : puzzle.pairClues[layout.pairAt[cell]!]!;
      data.push(clue.add, clue.mult);
    }
  });
  return {
    _id: info.id,
    puzzleId: info.id,
    shape: layout.shape,
    level: info.level,
    difficulty: info.difficulty,
    difficultyLevel: info.difficultyLevel,
    hintsNo: info.hintsNo,
    timeAllowed: info.timeAllowed,
    n: (layout.width + 1) / 2,
    m: (layout.height + 1) / 2,
    r: MAX_DIGIT,
    data,
  };
}

type Parsed = Result<{ puzzle: Puzzle; info: PuzzleInfo }, PuzzleParseError>;

/**
 * The puzzle and its info from the server's JSON, or the first thing wrong with it. Never
 * throws, whatever it is given. Fields the wire format does not define are ignored.
 */
export function parsePuzzle(json: unknown): Parsed {
  const fields = readFields(json);
  if (!fields.ok) return fields;
  const wire = fields.value;
  const scalars = checkScalars(wire);
  if (scalars) return { ok: false, error: scalars };
  if (!isShapeName(wire.shape)) {
    return fail(
      'unknown-shape',
      `shape ${describeValue(wire.shape)} is not one of the nine shapes (single-pair ... 6-squares).`,
      'shape',
    );
  }
  const width = 2 * wire.n - 1;
  const height = 2 * wire.m - 1;
  const cells = width * height;
  if (wire.data.length !== 2 * cells) {
    return fail(
      'bad-data-length',
      `data has ${wire.data.length} ${wire.data.length === 1 ? 'number' : 'numbers'}; n=${wire.n}, m=${wire.m} make a ${width} x ${height} grid, ` +
        `which takes 2 x ${cells} = ${2 * cells}.`,
      'data',
    );
  }
  const data: number[] = [];
  for (let i = 0; i < wire.data.length; i++) {
    const value = wire.data[i];
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return fail(
        'not-an-integer',
        `data[${i}] must be a whole number, got ${describeValue(value)}.`,
        `data[${i}]`,
      );
    }
    data.push(value === 0 ? 0 : value);
  }
  const types: CellType[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const first = data[2 * cell]!;
    const second = data[2 * cell + 1]!;
    const x = cell % width;
    const y = (cell - x) / width;
    if (first === ABSENT && second === ABSENT) {
      types.push(CellType.Absent);
    } else if (first < 0 || second < 0) {
      return fail(
        'bad-cell',
        `${cellLabel(cell, x, y)}: [${first}, ${second}] is neither an absent cell, [-1, -1], ` +
          'nor a present one, whose numbers are all 0 or more.',
        `data[${2 * cell + (first < 0 ? 0 : 1)}]`,
      );
    } else {
      types.push(typeOfKind(kindAt(x, y)));
    }
  }
  const found = identifyShape(width, height, types);
  if (found?.shape !== wire.shape) {
    return fail('shape-mismatch', mismatchMessage(wire.shape, types, width, height), 'data');
  }
  const layout = layoutOf(found.shape, found.orientation);
  const givens: number[] = layout.mysteries.map(() => 0);
  const pairClues: Clue[] = layout.pairs.map(() => ({ add: 0, mult: 0 }));
  const squareClues: Clue[] = layout.squares.map(() => ({ add: 0, mult: 0 }));
  for (let cell = 0; cell < cells; cell++) {
    const type = types[cell]!;
    if (type === CellType.Absent) continue;
    const first = data[2 * cell]!;
    const second = data[2 * cell + 1]!;
    const x = cell % width;
    const y = (cell - x) / width;
    const label = cellLabel(cell, x, y, type);
    if (type === CellType.Mystery) {
      if (first > MAX_DIGIT) {
        return fail(
          'bad-given',
          `${label}: given ${first} is not a number 1 to 9 (or 0 when not given).`,
          `data[${2 * cell}]`,
        );
      }
      if (second !== 0) {
        return fail(
          'bad-cell',
          `${label}: the second number of a mystery must be 0, got ${second}.`,
          `data[${2 * cell + 1}]`,
        );
      }
      givens[layout.mysteryAt[cell]!] = first;
    } else {
      const square = type === CellType.Square;
      const wrong = checkClue(square ? 'square' : 'pair', first, second, label, cell);
      if (wrong) return { ok: false, error: wrong };
      if (square) squareClues[layout.squareAt[cell]!] = { add: first, mult: second };
      else pairClues[layout.pairAt[cell]!] = { add: first, mult: second };
    }
  }
  const idError = checkId(wire, found.orientation);
  if (idError) return { ok: false, error: idError };
  const level = wire.level as LandLevel;
  const difficultyLevel = wire.difficultyLevel as DifficultyLevel;
  const lands = landsWithShape(found.shape);
  if (!lands.includes(level)) {
    return fail(
      'shape-not-in-land',
      `level ${level}: shape ${found.shape} is not played in land ${level}, ` +
        `only in ${lands.length > 1 ? 'lands' : 'land'} ${lands.join(' and ')}.`,
      'level',
    );
  }
  if (!isDifficultyOffered(level, difficultyLevel)) {
    return fail(
      'difficulty-not-offered',
      `difficultyLevel ${difficultyLevel} is not offered in land ${level}, ` +
        `which offers ${difficultiesOffered(level).join(', ')}.`,
      'difficultyLevel',
    );
  }
  return ok({
    puzzle: { layout, givens, pairClues, squareClues },
    info: {
      id: wire.puzzleId,
      level,
      difficultyLevel,
      difficulty: wire.difficulty,
      hintsNo: wire.hintsNo,
      timeAllowed: wire.timeAllowed,
    },
  });
}
