// Where the grid and the number pad go inside the scene's element, apart from Phaser so it can be
// tested. Every grid cell (mystery or clue) is one square of CELL_BASE pixels at scale 1, never
// drawn larger than MAX_SCALE (spec section 9). The pad's room is kept whether or not the pad
// shows, so the board never jumps when a cell is selected.
//
// Two arrangements are tried, the pad beside the grid and below it; the one that lets the grid
// be larger wins, and when both reach the largest scale a wide element puts the pad beside.

/** The side of a grid cell at scale 1, in CSS pixels (spec section 9). */
export const CELL_BASE = 100;
/** The grid is never drawn larger than this (spec section 9). */
export const MAX_SCALE = 0.9;
/** Pad keys are drawn at this size and scaled to fit. */
export const KEY_BASE = 100;
/** Keys stay big enough for a child's finger, and no bigger than looks friendly. */
export const KEY_MIN = 34;
export const KEY_MAX = 84;
/** Where the grid and the pad must share room, a key is this many cells wide. */
export const KEY_PER_CELL = 1.15;
/** The gap between keys, as a share of a key. */
export const KEY_GAP_SHARE = 0.14;
/** Space kept clear round the edge of the element, and between the grid and the pad. */
export const MARGIN = 12;
export const PAD_GAP = 22;
/** The plate under the grid reaches this share of a cell past the grid on every side. */
export const PLATE_SHARE = 0.18;
/**
 * On a wide element a strip this wide is kept free right of the pad where room allows, for the
 * smart hint's panel (React places it there), so the hint covers neither the board nor the pad.
 */
export const HINT_STRIP = 340;
export const HINT_STRIP_MIN_WIDTH = 1200;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export const CONTROL_KEYS = ['note', 'erase', 'reveal', 'hint', 'submit-note'] as const;
export const PAD_KEYS = [...DIGIT_KEYS, ...CONTROL_KEYS] as const;
export type DigitKey = (typeof DIGIT_KEYS)[number];
export type ControlKey = (typeof CONTROL_KEYS)[number];
export type PadKey = (typeof PAD_KEYS)[number];

export type PadPlacement = 'beside' | 'below';

/** A key's column and row in the pad; every key has a slot of its own, shown or not. */
type Slots = Readonly<Record<PadKey, readonly [number, number]>>;

/** Beside the grid: a phone's keypad of 1-9, then Note 0 Erase, then Reveal Hint Submit. */
const BESIDE_SLOTS: Slots = {
  '1': [0, 0],
  '2': [1, 0],
  '3': [2, 0],
  '4': [0, 1],
  '5': [1, 1],
  '6': [2, 1],
  '7': [0, 2],
  '8': [1, 2],
  '9': [2, 2],
  note: [0, 3],
  '0': [1, 3],
  erase: [2, 3],
  reveal: [0, 4],
  hint: [1, 4],
  'submit-note': [2, 4],
};

/** Below the grid: two rows of digits and a row of controls, wide and low. */
const BELOW_SLOTS: Slots = {
  '1': [0, 0],
  '2': [1, 0],
  '3': [2, 0],
  '4': [3, 0],
  '5': [4, 0],
  '6': [0, 1],
  '7': [1, 1],
  '8': [2, 1],
  '9': [3, 1],
  '0': [4, 1],
  note: [0, 2],
  erase: [1, 2],
  reveal: [2, 2],
  hint: [3, 2],
  'submit-note': [4, 2],
};

const PAD_GRID: Readonly<Record<PadPlacement, { cols: number; rows: number; slots: Slots }>> = {
  beside: { cols: 3, rows: 5, slots: BESIDE_SLOTS },
  below: { cols: 5, rows: 3, slots: BELOW_SLOTS },
};

export interface LayoutInput {
  /** The element's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** The grid's size in cells. */
  readonly columns: number;
  readonly rows: number;
}

export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
  /** Grid scale: a cell is CELL_BASE × scale pixels. */
  readonly scale: number;
  readonly cell: number;
  /** The grid's rectangle. */
  readonly grid: Rect;
  /** The plate under the grid: the grid and PLATE_SHARE of a cell round it. */
  readonly plate: Rect;
  readonly placement: PadPlacement;
  /** The pad's rectangle, kept free whether or not the pad shows. */
  readonly pad: Rect;
  /** A key's side in pixels, and its scale against KEY_BASE. */
  readonly key: number;
  readonly keyScale: number;
  /** Every key's rectangle, shown or not. */
  readonly keys: Readonly<Record<PadKey, Rect>>;
}

interface Candidate {
  readonly placement: PadPlacement;
  readonly cell: number;
  readonly key: number;
}

function padSize(placement: PadPlacement, key: number): { width: number; height: number } {
  const { cols, rows } = PAD_GRID[placement];
  const gap = key * KEY_GAP_SHARE;
  return { width: cols * key + (cols - 1) * gap, height: rows * key + (rows - 1) * gap };
}

/** Side of a key for which `count` keys and their gaps fill `length`. */
function keyFor(length: number, count: number): number {
  return length / (count + (count - 1) * KEY_GAP_SHARE);
}

/**
 * The grid and the pad share one direction (the height when the pad is below, the width when it
 * is beside) and each has the other to itself. Keys take the most their own direction allows,
 * unless the grid then cannot reach its own limit: then the shared length is split so keys stay a
 * little bigger than cells (KEY_PER_CELL), which reads best for a child on a small screen.
 */
function candidate(placement: PadPlacement, input: LayoutInput): Candidate {
  const { cols, rows } = PAD_GRID[placement];
  const innerW = Math.max(0, input.width - 2 * MARGIN);
  const innerH = Math.max(0, input.height - 2 * MARGIN);
  const below = placement === 'below';
  const shared = (below ? innerH : innerW) - PAD_GAP;
  const own = below ? innerW : innerH;
  const gridShared = (below ? input.rows : input.columns) + 2 * PLATE_SHARE;
  const gridOwn = (below ? input.columns : input.rows) + 2 * PLATE_SHARE;
  const padCount = below ? rows : cols;
  const padShare = padCount + (padCount - 1) * KEY_GAP_SHARE;
  const keyMax = Math.min(KEY_MAX, keyFor(own, below ? cols : rows));
  const cellCap = Math.min(CELL_BASE * MAX_SCALE, own / gridOwn);
  const cellAt = (key: number) => (shared - key * padShare) / gridShared;
  let key = keyMax;
  if (cellAt(keyMax) < cellCap) {
    const balanced = (shared / (gridShared + KEY_PER_CELL * padShare)) * KEY_PER_CELL;
    const leavesCap = (shared - cellCap * gridShared) / padShare;
    key = Math.min(keyMax, Math.max(balanced, leavesCap));
  }
  key = Math.max(KEY_MIN, key);
  return { placement, cell: Math.max(0, Math.min(cellCap, cellAt(key))), key };
}

function choose(input: LayoutInput): Candidate {
  const beside = candidate('beside', input);
  const below = candidate('below', input);
  // Half a pixel either way is a tie: the element's shape decides then.
  if (beside.cell > below.cell + 0.5) return beside;
  if (below.cell > beside.cell + 0.5) return below;
  return input.width >= input.height ? beside : below;
}

export function boardLayout(input: LayoutInput): BoardLayout {
  const columns = Math.max(1, input.columns);
  const rows = Math.max(1, input.rows);
  const sized = { ...input, columns, rows };
  const strip = input.width >= HINT_STRIP_MIN_WIDTH ? HINT_STRIP : 0;
  const { placement, cell, key } = choose({ ...sized, width: input.width - strip });
  const gridW = cell * columns;
  const gridH = cell * rows;
  const plate = cell * PLATE_SHARE;
  const pad = padSize(placement, key);
  let grid: Rect;
  let padRect: Rect;
  if (placement === 'beside') {
    const total = gridW + 2 * plate + PAD_GAP + pad.width;
    // Centred, unless that leaves less than the hint strip on the right.
    const left = Math.max(MARGIN, Math.min((input.width - total) / 2, input.width - strip - total));
    grid = { x: left + plate, y: (input.height - gridH) / 2, width: gridW, height: gridH };
    padRect = { x: left + gridW + 2 * plate + PAD_GAP, y: (input.height - pad.height) / 2, ...pad };
  } else {
    const total = gridH + 2 * plate + PAD_GAP + pad.height;
    const top = (input.height - total) / 2;
    grid = { x: (input.width - gridW) / 2, y: top + plate, width: gridW, height: gridH };
    padRect = { x: (input.width - pad.width) / 2, y: top + gridH + 2 * plate + PAD_GAP, ...pad };
  }
  const gap = key * KEY_GAP_SHARE;
  const { slots } = PAD_GRID[placement];
  const keys = Object.fromEntries(
    PAD_KEYS.map((name) => {
      const [col, row] = slots[name];
      return [
        name,
        { x: padRect.x + col * (key + gap), y: padRect.y + row * (key + gap), width: key, height: key },
      ];
    }),
  ) as Record<PadKey, Rect>;
  return {
    width: input.width,
    height: input.height,
    columns,
    rows,
    scale: cell / CELL_BASE,
    cell,
    grid,
    plate: plateAround(grid, cell),
    placement,
    pad: padRect,
    key,
    keyScale: key / KEY_BASE,
    keys,
  };
}

/** The rectangle of grid cell `index` (row by row). */
export function cellRect(layout: BoardLayout, index: number): Rect {
  const col = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    x: layout.grid.x + col * layout.cell,
    y: layout.grid.y + row * layout.cell,
    width: layout.cell,
    height: layout.cell,
  };
}

export function cellCenter(layout: BoardLayout, index: number): { x: number; y: number } {
  const r = cellRect(layout, index);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** A clue's halves: the add clue above, the multiply clue below, each half the cell. */
export function halfRect(layout: BoardLayout, index: number, half: 'add' | 'mult'): Rect {
  const r = cellRect(layout, index);
  const height = r.height / 2;
  return { x: r.x, y: half === 'add' ? r.y : r.y + height, width: r.width, height };
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height;
}

/** The plate under a grid of cells `cell` wide: the grid and PLATE_SHARE of a cell round it. */
export function plateAround(grid: Rect, cell: number): Rect {
  const plate = cell * PLATE_SHARE;
  return {
    x: grid.x - plate,
    y: grid.y - plate,
    width: grid.width + 2 * plate,
    height: grid.height + 2 * plate,
  };
}
