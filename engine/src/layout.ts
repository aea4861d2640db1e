// A shape grid compiled into the lists that rules, solver and generator walk: mysteries in
// reading order, pair slots (every clue between two neighbours, blank or not) and square slots.

import type { ShapeName } from './constants';
import { CellType, indexOf, pairEnds, squareCorners, squareEdges } from './grid';
import { type Orientation, type ShapeGrid, shapeGrid } from './shapes';

export interface PairSlot {
  /** Grid index of the clue cell. */
  readonly cell: number;
  /** Mystery ordinals of the two neighbours (left/top first). */
  readonly a: number;
  readonly b: number;
  readonly horizontal: boolean;
}

export interface SquareSlot {
  readonly cell: number;
  /** Mystery ordinals: top-left, top-right, bottom-left, bottom-right. */
  readonly corners: readonly [number, number, number, number];
  /** Pair slot ordinals: top, left, right, bottom. */
  readonly edges: readonly [number, number, number, number];
}

export interface Layout extends ShapeGrid {
  readonly shape: ShapeName;
  readonly orientation: Orientation;
  /** Grid index of each mystery, in reading order; a mystery's position here is its ordinal. */
  readonly mysteries: readonly number[];
  readonly pairs: readonly PairSlot[];
  readonly squares: readonly SquareSlot[];
  /** Per grid index: the mystery ordinal there, or -1. */
  readonly mysteryAt: readonly number[];
  /** Per grid index: the pair slot there, or -1. */
  readonly pairAt: readonly number[];
  /** Per grid index: the square slot there, or -1. */
  readonly squareAt: readonly number[];
  /** Per mystery ordinal: pair slots touching it. */
  readonly pairsOf: readonly (readonly number[])[];
  /** Per mystery ordinal: square slots it is a corner of. */
  readonly squaresOf: readonly (readonly number[])[];
}

function compile(shape: ShapeName, orientation: Orientation): Layout {
  const grid = shapeGrid(shape, orientation);
  const size = { width: grid.width, height: grid.height };
  const cells = grid.types.length;
  const mysteryAt: number[] = new Array(cells).fill(-1);
  const pairAt: number[] = new Array(cells).fill(-1);
  const squareAt: number[] = new Array(cells).fill(-1);
  const mysteries: number[] = [];
  grid.types.forEach((type, cell) => {
    if (type === CellType.Mystery) mysteryAt[cell] = mysteries.push(cell) - 1;
  });
  const pairs: PairSlot[] = [];
  const squares: SquareSlot[] = [];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const cell = indexOf(size, x, y);
      const type = grid.types[cell];
      if (type === CellType.HorizontalPair || type === CellType.VerticalPair) {
        const [[ax, ay], [bx, by]] = pairEnds(x, y);
        pairAt[cell] = pairs.length;
        pairs.push({
          cell,
          a: mysteryAt[indexOf(size, ax, ay)]!,
          b: mysteryAt[indexOf(size, bx, by)]!,
          horizontal: type === CellType.HorizontalPair,
        });
      }
    }
  }
  for (let y = 1; y < grid.height; y += 2) {
    for (let x = 1; x < grid.width; x += 2) {
      const cell = indexOf(size, x, y);
      if (grid.types[cell] !== CellType.Square) continue;
      squareAt[cell] = squares.length;
      const corners = squareCorners(x, y).map(([cx, cy]) => mysteryAt[indexOf(size, cx, cy)]!);
      const edges = squareEdges(x, y).map(([ex, ey]) => pairAt[indexOf(size, ex, ey)]!);
      squares.push({
        cell,
        corners: corners as unknown as SquareSlot['corners'],
        edges: edges as unknown as SquareSlot['edges'],
      });
    }
  }
  const pairsOf = mysteries.map((_, m) => pairs.flatMap((p, i) => (p.a === m || p.b === m ? [i] : [])));
  const squaresOf = mysteries.map((_, m) => squares.flatMap((s, i) => (s.corners.includes(m) ? [i] : [])));
  return {
    shape,
    orientation,
    ...grid,
    mysteries,
    pairs,
    squares,
    mysteryAt,
    pairAt,
    squareAt,
    pairsOf,
    squaresOf,
  };
}

const cache = new Map<string, Layout>();

/** The compiled layout of a shape in one of its orientations; built once, then shared. */
export function layoutOf(shape: ShapeName, orientation: Orientation = 'landscape'): Layout {
  const key = `${shape}/${orientation}`;
  let layout = cache.get(key);
  if (!layout) {
    layout = compile(shape, orientation);
    cache.set(key, layout);
  }
  return layout;
}
