// The nine shapes as data. A shape lists where its mystery numbers stand; pair clues join
// neighbouring mysteries, and square clues sit where four mysteries and their four pair clues
// are all present (spec: a square clue touching an absent cell is absent).

import { LANDSCAPE_MIN_ASPECT, SHAPE_NAMES, type ShapeName } from './constants';
import { CellType, gridSizeFor, indexOf, kindAt, pairEnds, squareEdges, typeOfKind } from './grid';

export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export interface ShapeSpec {
  readonly name: ShapeName;
  /** Mystery rows in the landscape form: '#' a mystery, '.' none. */
  readonly mysteries: readonly string[];
  /** Pairs of neighbouring mysteries ([col, row]) that have no clue between them. */
  readonly missingPairs?: readonly (readonly [readonly [number, number], readonly [number, number]])[];
  readonly squareClues: boolean;
  /** Only these shapes turn to portrait, on narrow screens. */
  readonly rotates: boolean;
  /**
   * The two mysteries are interchangeable: the game accepts either number in either cell, so
   * (a, b) and (b, a) are one solution (the single-pair exception of spec section 4).
   */
  readonly unordered?: boolean;
}

export const SHAPES: Readonly<Record<ShapeName, ShapeSpec>> = {
  'single-pair': {
    name: 'single-pair',
    mysteries: ['##'],
    squareClues: false,
    rotates: false,
    unordered: true,
  },
  'l-shape-2pairs': { name: 'l-shape-2pairs', mysteries: ['##', '#.'], squareClues: false, rotates: false },
  'arc-3pairs': {
    name: 'arc-3pairs',
    mysteries: ['##', '##'],
    // An arch: top, left and right pairs; the bottom two mysteries do not meet.
    missingPairs: [
      [
        [0, 1],
        [1, 1],
      ],
    ],
    squareClues: false,
    rotates: false,
  },
  'one-square-4-pairs-only': {
    name: 'one-square-4-pairs-only',
    mysteries: ['##', '##'],
    squareClues: false,
    rotates: false,
  },
  'one-square': { name: 'one-square', mysteries: ['##', '##'], squareClues: true, rotates: false },
  '2-squares': { name: '2-squares', mysteries: ['###', '###'], squareClues: true, rotates: true },
  '3-squares-l-shape': {
    name: '3-squares-l-shape',
    mysteries: ['##.', '###', '###'],
    squareClues: true,
    rotates: false,
  },
  '4-squares': { name: '4-squares', mysteries: ['###', '###', '###'], squareClues: true, rotates: false },
  '6-squares': { name: '6-squares', mysteries: ['####', '####', '####'], squareClues: true, rotates: true },
};

export function isShapeName(value: unknown): value is ShapeName {
  return typeof value === 'string' && (SHAPE_NAMES as readonly string[]).includes(value);
}

export function orientationsOf(shape: ShapeName): readonly Orientation[] {
  return SHAPES[shape].rotates ? ORIENTATIONS : ['landscape'];
}

/** The orientation a shape is shown in on a screen of this size (spec section 4). */
export function orientationFor(shape: ShapeName, width: number, height: number): Orientation {
  if (!SHAPES[shape].rotates || height <= 0) return 'landscape';
  return width / height > LANDSCAPE_MIN_ASPECT ? 'landscape' : 'portrait';
}

export interface ShapeGrid {
  readonly width: number;
  readonly height: number;
  /** Type code per grid cell, row by row. */
  readonly types: readonly CellType[];
}

function mysteryPresent(spec: ShapeSpec, col: number, row: number): boolean {
  return spec.mysteries[row]?.[col] === '#';
}

function pairMissing(spec: ShapeSpec, a: readonly [number, number], b: readonly [number, number]): boolean {
  return (spec.missingPairs ?? []).some(
    ([p, q]) =>
      (p[0] === a[0] && p[1] === a[1] && q[0] === b[0] && q[1] === b[1]) ||
      (p[0] === b[0] && p[1] === b[1] && q[0] === a[0] && q[1] === a[1]),
  );
}

function buildLandscape(spec: ShapeSpec): ShapeGrid {
  const rows = spec.mysteries.length;
  const cols = spec.mysteries[0]?.length ?? 0;
  const size = gridSizeFor(cols, rows);
  const types: CellType[] = new Array(size.width * size.height).fill(CellType.Absent);
  const at = (x: number, y: number) => types[indexOf(size, x, y)];
  // Mysteries and pair clues first: square clues depend on both.
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const kind = kindAt(x, y);
      if (kind === 'mystery') {
        if (mysteryPresent(spec, x / 2, y / 2)) types[indexOf(size, x, y)] = CellType.Mystery;
      } else if (kind !== 'square') {
        const [[ax, ay], [bx, by]] = pairEnds(x, y);
        const a = [ax / 2, ay / 2] as const;
        const b = [bx / 2, by / 2] as const;
        if (
          mysteryPresent(spec, a[0], a[1]) &&
          mysteryPresent(spec, b[0], b[1]) &&
          !pairMissing(spec, a, b)
        ) {
          types[indexOf(size, x, y)] = typeOfKind(kind);
        }
      }
    }
  }
  if (spec.squareClues) {
    for (let y = 1; y < size.height; y += 2) {
      for (let x = 1; x < size.width; x += 2) {
        if (squareEdges(x, y).every(([ex, ey]) => at(ex, ey) !== CellType.Absent)) {
          types[indexOf(size, x, y)] = CellType.Square;
        }
      }
    }
  }
  return { width: size.width, height: size.height, types };
}

/** Mirror a grid across its main diagonal: rows become columns and the two pair kinds swap. */
export function transposeGrid(grid: ShapeGrid): ShapeGrid {
  const types: CellType[] = new Array(grid.types.length);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      types[x * grid.height + y] = swapPairType(grid.types[y * grid.width + x]!);
    }
  }
  return { width: grid.height, height: grid.width, types };
}

function swapPairType(type: CellType): CellType {
  if (type === CellType.HorizontalPair) return CellType.VerticalPair;
  if (type === CellType.VerticalPair) return CellType.HorizontalPair;
  return type;
}

const gridCache = new Map<string, ShapeGrid>();

/** The grid of a shape in an orientation it has. Portrait is the transpose of landscape. */
export function shapeGrid(shape: ShapeName, orientation: Orientation): ShapeGrid {
  const key = `${shape}/${orientation}`;
  let grid = gridCache.get(key);
  if (!grid) {
    const spec = SHAPES[shape];
    if (orientation === 'portrait' && !spec.rotates) {
      throw new RangeError(`shape ${shape} has no portrait form`);
    }
    const landscape = buildLandscape(spec);
    grid = orientation === 'portrait' ? transposeGrid(landscape) : landscape;
    gridCache.set(key, grid);
  }
  return grid;
}

/** Which shape and orientation has exactly this grid, if any. */
export function identifyShape(
  width: number,
  height: number,
  types: readonly number[],
): { shape: ShapeName; orientation: Orientation } | undefined {
  for (const shape of SHAPE_NAMES) {
    for (const orientation of orientationsOf(shape)) {
      const grid = shapeGrid(shape, orientation);
      if (grid.width === width && grid.height === height && grid.types.every((t, i) => t === types[i])) {
        return { shape, orientation };
      }
    }
  }
  return undefined;
}
