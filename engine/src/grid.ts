// Lattice geometry. R x C mystery numbers sit on a (2C-1) x (2R-1) grid; the parity of a grid
// position decides what can stand there, and a shape decides what actually does.

export const CellType = {
  Absent: -1,
  Mystery: 1,
  HorizontalPair: 2,
  VerticalPair: 3,
  Square: 4,
} as const;
export type CellType = (typeof CellType)[keyof typeof CellType];

/** What the parity of (x, y) allows at a grid position, whether or not a shape uses it. */
export type CellKind = 'mystery' | 'horizontal-pair' | 'vertical-pair' | 'square';

export function kindAt(x: number, y: number): CellKind {
  const oddX = (x & 1) === 1;
  const oddY = (y & 1) === 1;
  if (!oddX && !oddY) return 'mystery';
  if (oddX && !oddY) return 'horizontal-pair';
  if (!oddX && oddY) return 'vertical-pair';
  return 'square';
}

/** The type code a present cell of this kind carries. */
export function typeOfKind(kind: CellKind): CellType {
  switch (kind) {
    case 'mystery':
      return CellType.Mystery;
    case 'horizontal-pair':
      return CellType.HorizontalPair;
    case 'vertical-pair':
      return CellType.VerticalPair;
    case 'square':
      return CellType.Square;
  }
}

export interface GridSize {
  readonly width: number;
  readonly height: number;
}

/** Grid size for a lattice of `cols` x `rows` mystery numbers. */
export function gridSizeFor(cols: number, rows: number): GridSize {
  return { width: 2 * cols - 1, height: 2 * rows - 1 };
}

export function indexOf(size: GridSize, x: number, y: number): number {
  return y * size.width + x;
}

export function positionOf(size: GridSize, index: number): { x: number; y: number } {
  return { x: index % size.width, y: Math.floor(index / size.width) };
}

export function inGrid(size: GridSize, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < size.width && y < size.height;
}

/** Orthogonal neighbours of a grid position that lie inside the grid, as indexes. */
export function neighbours(size: GridSize, index: number): number[] {
  const { x, y } = positionOf(size, index);
  const out: number[] = [];
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    if (inGrid(size, x + dx, y + dy)) out.push(indexOf(size, x + dx, y + dy));
  }
  return out;
}

/** The two mystery positions a pair clue at (x, y) joins: left/right or above/below. */
export function pairEnds(x: number, y: number): readonly [[number, number], [number, number]] {
  return kindAt(x, y) === 'horizontal-pair'
    ? [
        [x - 1, y],
        [x + 1, y],
      ]
    : [
        [x, y - 1],
        [x, y + 1],
      ];
}

/** The four mystery positions around a square clue at (x, y): top-left, top-right, bottom-left, bottom-right. */
export function squareCorners(x: number, y: number): readonly [number, number][] {
  return [
    [x - 1, y - 1],
    [x + 1, y - 1],
    [x - 1, y + 1],
    [x + 1, y + 1],
  ];
}

/** The four pair-clue positions around a square clue: top, left, right, bottom. */
export function squareEdges(x: number, y: number): readonly [number, number][] {
  return [
    [x, y - 1],
    [x - 1, y],
    [x + 1, y],
    [x, y + 1],
  ];
}
