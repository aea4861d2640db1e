// Checks on the cells of the wire data: whether clue halves can come from digits, and how a
// grid that is not the named shape's differs from it.

import { cellLabel, type PuzzleParseError, TYPE_WORDS } from './codec-errors';
import type { ShapeName } from './constants';
import { CellType } from './grid';
import { identifyShape, orientationsOf, shapeGrid } from './shapes';
import { ANY, pairBase, pairSupport, squareRemainder } from './solver/tables';

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
