// How the grid, the number pad and the help tray share the scene's element: for each of the four
// arrangements (board-layout.ts), the largest cell with which all three fit, keys no smaller than a
// child's finger needs, and the tray at least big enough for a hint's words. Pure numbers.

import { type PadPlacement, padSize } from './pad-grid';

/** The side of a grid cell at scale 1, in CSS pixels (spec section 9). */
export const CELL_BASE = 100;
/** The grid is never drawn larger than this (spec section 9). */
export const MAX_SCALE = 0.9;
/** Keys stay big enough for a child's finger, and no bigger than looks friendly. */
export const KEY_MIN = 34;
export const KEY_MAX = 84;
/** Where the grid and the pad must share room, a key is this many cells wide. */
export const KEY_PER_CELL = 1.15;
/** Space kept clear round the edge of the element, and between the grid, the pad and the tray. */
export const MARGIN = 12;
export const PAD_GAP = 14;
/** The plate under the grid reaches this share of a cell past the grid on every side. */
export const PLATE_SHARE = 0.18;
/** A tray under the board: high enough for a step's words and the hint's buttons. */
export const TRAY_MIN_HEIGHT = 200;
export const TRAY_MAX_HEIGHT = 230;
export const TRAY_MAX_WIDTH_BELOW = 620;
/** A tray beside the board: wide enough to read, and tall enough for a few steps. */
export const TRAY_MIN_WIDTH = 250;
export const TRAY_MAX_WIDTH = 380;
export const TRAY_MIN_SIDE_HEIGHT = 220;

export type Arrangement = 'stack' | 'row' | 'under' | 'side';
export const ARRANGEMENTS: readonly Arrangement[] = ['stack', 'row', 'under', 'side'];

export const PAD_OF: Readonly<Record<Arrangement, PadPlacement>> = {
  stack: 'below',
  row: 'beside',
  under: 'below',
  side: 'beside',
};

export interface Room {
  /** The element less its margins. */
  readonly width: number;
  readonly height: number;
  /** The grid's size in cells. */
  readonly columns: number;
  readonly rows: number;
}

/** The width and height an arrangement needs with cells `cell` and keys `key` wide. */
export function needs(arrangement: Arrangement, room: Room, cell: number, key: number) {
  const plateW = (room.columns + 2 * PLATE_SHARE) * cell;
  const plateH = (room.rows + 2 * PLATE_SHARE) * cell;
  const pad = padSize(PAD_OF[arrangement], key);
  const g = PAD_GAP;
  switch (arrangement) {
    case 'stack':
      return { width: Math.max(plateW, pad.width), height: plateH + g + TRAY_MIN_HEIGHT + g + pad.height };
    case 'row':
      return {
        width: plateW + g + pad.width + g + TRAY_MIN_WIDTH,
        height: Math.max(plateH, pad.height, TRAY_MIN_SIDE_HEIGHT),
      };
    case 'under':
      return {
        width: Math.max(plateW, pad.width + g + TRAY_MIN_WIDTH),
        height: plateH + g + Math.max(pad.height, TRAY_MIN_HEIGHT),
      };
    case 'side':
      return {
        width: plateW + g + pad.width,
        height: Math.max(plateH, pad.height) + g + TRAY_MIN_HEIGHT,
      };
  }
}

function fits(arrangement: Arrangement, room: Room, cell: number, key: number): boolean {
  const need = needs(arrangement, room, cell, key);
  return need.width <= room.width + 1e-9 && need.height <= room.height + 1e-9;
}

/** The least key for a cell: a little bigger than the cell, which reads best for a child. */
const keyFloor = (cell: number) => Math.max(KEY_MIN, Math.min(KEY_MAX, KEY_PER_CELL * cell));

/** The largest value in [low, high] for which `ok` holds, `ok` being true up to some point. */
function largest(low: number, high: number, ok: (value: number) => boolean): number {
  if (ok(high)) return high;
  let a = low;
  let b = high;
  for (let i = 0; i < 40; i++) {
    const mid = (a + b) / 2;
    if (ok(mid)) a = mid;
    else b = mid;
  }
  return a;
}

export interface Solved {
  readonly arrangement: Arrangement;
  readonly cell: number;
  readonly key: number;
  /** Whether the arrangement fits at all (with the smallest keys and no grid). */
  readonly fits: boolean;
}

/** The largest cell the arrangement allows, then the largest keys beside it. */
export function solve(arrangement: Arrangement, room: Room): Solved {
  const capped = CELL_BASE * MAX_SCALE;
  if (!fits(arrangement, room, 0, KEY_MIN)) return { arrangement, cell: 0, key: KEY_MIN, fits: false };
  const cell = largest(0, capped, (c) => fits(arrangement, room, c, keyFloor(c)));
  const key = largest(keyFloor(cell), KEY_MAX, (k) => fits(arrangement, room, cell, k));
  return { arrangement, cell, key, fits: true };
}

/** Within this share of the largest cell, the arrangement the element's shape prefers wins. */
const PREFERENCE = 0.06;

/** The arrangement with the largest cell; near ties go to the one that suits the element's shape. */
export function chooseArrangement(room: Room): Solved {
  const solved = ARRANGEMENTS.map((a) => solve(a, room));
  const best = Math.max(...solved.map((s) => s.cell));
  const order: readonly Arrangement[] =
    room.width >= room.height ? ['row', 'under', 'side', 'stack'] : ['stack', 'side', 'under', 'row'];
  for (const a of order) {
    const s = solved.find((x) => x.arrangement === a)!;
    if (s.fits && s.cell >= best * (1 - PREFERENCE)) return s;
  }
  // Nothing fits (an element with no size yet): the shape's first choice, at no size.
  return { arrangement: order[0]!, cell: 0, key: KEY_MIN, fits: false };
}
