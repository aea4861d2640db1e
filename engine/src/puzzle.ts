// The puzzle a player sees: a shape, the mysteries given at the start, and the clue halves
// shown (0 = hidden). Everything is indexed by the layout's slots; the wire codec maps it to grid cells.

import { type Layout, layoutOf } from './layout';
import { type Orientation, orientationsOf } from './shapes';

/** The two halves of a clue. 0 means the half is hidden; both hidden is a blank clue. */
export interface Clue {
  readonly add: number;
  readonly mult: number;
}

export interface Puzzle {
  readonly layout: Layout;
  /** Per mystery ordinal: the value shown from the start, or 0. */
  readonly givens: readonly number[];
  /** Per pair slot. */
  readonly pairClues: readonly Clue[];
  /** Per square slot. */
  readonly squareClues: readonly Clue[];
}

/** Values per mystery ordinal; 0 marks an unknown value on a partial board. */
export type Values = readonly number[];

/** Every clue half of a complete solution. */
export function cluesOf(layout: Layout, solution: Values): { pairClues: Clue[]; squareClues: Clue[] } {
  const pairClues = layout.pairs.map(({ a, b }) => {
    const x = solution[a]!;
    const y = solution[b]!;
    return { add: x + y, mult: x * y };
  });
  const squareClues = layout.squares.map(({ corners }) => {
    let add = 0;
    let mult = 1;
    for (const c of corners) {
      add += solution[c]!;
      mult *= solution[c]!;
    }
    return { add, mult };
  });
  return { pairClues, squareClues };
}

/** The clue at grid cell `cell` (a pair or a square clue), or undefined for any other cell. */
export function clueAt(
  layout: Layout,
  clues: { readonly pairClues: readonly Clue[]; readonly squareClues: readonly Clue[] },
  cell: number,
): Clue | undefined {
  const p = layout.pairAt[cell] ?? -1;
  if (p >= 0) return clues.pairClues[p];
  const q = layout.squareAt[cell] ?? -1;
  return q >= 0 ? clues.squareClues[q] : undefined;
}

/** The puzzle with every clue half shown and no given mysteries. */
export function fullPuzzle(layout: Layout, solution: Values): Puzzle {
  return { layout, givens: layout.mysteries.map(() => 0), ...cluesOf(layout, solution) };
}

export function shownHalves(puzzle: Puzzle): number {
  let shown = 0;
  for (const clue of [...puzzle.pairClues, ...puzzle.squareClues]) {
    if (clue.add !== 0) shown++;
    if (clue.mult !== 0) shown++;
  }
  return shown;
}

export function blankClues(puzzle: Puzzle): number {
  return [...puzzle.pairClues, ...puzzle.squareClues].filter((c) => c.add === 0 && c.mult === 0).length;
}

export function givenCount(puzzle: Puzzle): number {
  return puzzle.givens.filter((g) => g !== 0).length;
}

/**
 * The same puzzle in the shape's other orientation: the grid mirrored across its diagonal, so
 * every mystery and clue keeps its value and only its place changes.
 */
export function reorient(puzzle: Puzzle, orientation: Orientation): Puzzle {
  const from = puzzle.layout;
  if (from.orientation === orientation) return puzzle;
  const { to, source } = turn(from, orientation);
  return {
    layout: to,
    givens: to.mysteries.map((cell) => puzzle.givens[from.mysteryAt[source(cell)]!]!),
    pairClues: to.pairs.map(({ cell }) => puzzle.pairClues[from.pairAt[source(cell)]!]!),
    squareClues: to.squares.map(({ cell }) => puzzle.squareClues[from.squareAt[source(cell)]!]!),
  };
}

/** Solution values moved to the other orientation the same way `reorient` moves a puzzle. */
export function reorientValues(from: Layout, values: Values, orientation: Orientation): number[] {
  if (from.orientation === orientation) return [...values];
  const { to, source } = turn(from, orientation);
  return to.mysteries.map((cell) => values[from.mysteryAt[source(cell)]!]!);
}

/** The layout in the other orientation, and for each of its cells the cell it came from. */
function turn(from: Layout, orientation: Orientation): { to: Layout; source: (cell: number) => number } {
  if (!orientationsOf(from.shape).includes(orientation)) {
    throw new RangeError(`shape ${from.shape} has no ${orientation} form`);
  }
  const to = layoutOf(from.shape, orientation);
  // The grids are transposes: (x, y) of `to` is (y, x) of `from`.
  return { to, source: (cell) => (cell % to.width) * from.width + Math.floor(cell / to.width) };
}

/** Where grid cell `cell` of layout `from` lies in the shape's other orientation. */
export function turnCell(from: Layout, cell: number, orientation: Orientation): number {
  if (from.orientation === orientation) return cell;
  // Transposing is its own inverse: the cell of `to` that came from `cell` is `cell` read the other way.
  return (cell % from.width) * from.height + Math.floor(cell / from.width);
}
