// Where the grid, the number pad and the help tray go inside the scene's element, apart from
// Phaser so it can be tested. Every grid cell (mystery or clue) is one square of CELL_BASE pixels
// at scale 1, never drawn larger than MAX_SCALE (spec section 9). The pad's room and the tray's are
// kept whether or not they show, so the board never moves when a cell is selected or help opens:
// hints, explanations and the reminder live in the tray (React draws them there), never over the
// board or the pad.
//
// Four arrangements are tried (arrangement.ts) and the one that lets the grid be largest wins:
// - stack: grid, tray, pad one under the other (a phone held upright: the pad at the thumb);
// - row: grid, pad and tray side by side (landscape, desktop);
// - under: the grid above, the pad and the tray side by side below it (a tablet held upright);
// - side: the grid and the pad side by side, the tray below both (a small phone, a tall grid).
// The whole is centred in the element.

import {
  type Arrangement,
  CELL_BASE,
  chooseArrangement,
  MARGIN,
  PAD_GAP,
  PAD_OF,
  PLATE_SHARE,
  TRAY_MAX_HEIGHT,
  TRAY_MAX_WIDTH,
  TRAY_MAX_WIDTH_BELOW,
  TRAY_MIN_HEIGHT,
  TRAY_MIN_SIDE_HEIGHT,
  TRAY_MIN_WIDTH,
} from './arrangement';
import { KEY_GAP_SHARE, PAD_GRID, PAD_KEYS, type PadKey, type PadPlacement, padSize } from './pad-grid';

export {
  type Arrangement,
  CELL_BASE,
  KEY_MAX,
  KEY_MIN,
  KEY_PER_CELL,
  MARGIN,
  MAX_SCALE,
  PAD_GAP,
  PLATE_SHARE,
} from './arrangement';
export {
  CONTROL_KEYS,
  type ControlKey,
  DIGIT_KEYS,
  type DigitKey,
  KEY_GAP_SHARE,
  PAD_KEYS,
  type PadKey,
  type PadPlacement,
} from './pad-grid';

/** Pad keys are drawn at this size and scaled to fit. */
export const KEY_BASE = 100;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

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
  readonly arrangement: Arrangement;
  readonly placement: PadPlacement;
  /** The pad's rectangle, kept free whether or not the pad shows. */
  readonly pad: Rect;
  /** The help tray's rectangle: hints, explanations and the reminder, kept free always. */
  readonly tray: Rect;
  /** A key's side in pixels, and its scale against KEY_BASE. */
  readonly key: number;
  readonly keyScale: number;
  /** Every key's rectangle, shown or not. */
  readonly keys: Readonly<Record<PadKey, Rect>>;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

interface Placed {
  readonly plate: Rect;
  readonly pad: Rect;
  readonly tray: Rect;
}

/** The three rectangles of an arrangement, centred in the element. */
function place(
  arrangement: Arrangement,
  input: LayoutInput,
  plate: { width: number; height: number },
  pad: { width: number; height: number },
): Placed {
  const g = PAD_GAP;
  const innerW = Math.max(0, input.width - 2 * MARGIN);
  const innerH = Math.max(0, input.height - 2 * MARGIN);
  const midX = input.width / 2;
  const midY = input.height / 2;
  const at = (x: number, y: number, size: { width: number; height: number }): Rect => ({ x, y, ...size });
  switch (arrangement) {
    case 'stack': {
      const trayH = clamp(innerH - plate.height - pad.height - 2 * g, TRAY_MIN_HEIGHT, TRAY_MAX_HEIGHT);
      const tray = { width: Math.min(innerW, TRAY_MAX_WIDTH_BELOW), height: trayH };
      const top = midY - (plate.height + g + trayH + g + pad.height) / 2;
      return {
        plate: at(midX - plate.width / 2, top, plate),
        tray: at(midX - tray.width / 2, top + plate.height + g, tray),
        pad: at(midX - pad.width / 2, top + plate.height + g + trayH + g, pad),
      };
    }
    case 'row': {
      const trayW = clamp(innerW - plate.width - pad.width - 2 * g, TRAY_MIN_WIDTH, TRAY_MAX_WIDTH);
      const trayH = clamp(Math.max(plate.height, pad.height), TRAY_MIN_SIDE_HEIGHT, innerH);
      const left = midX - (plate.width + g + pad.width + g + trayW) / 2;
      return {
        plate: at(left, midY - plate.height / 2, plate),
        pad: at(left + plate.width + g, midY - pad.height / 2, pad),
        tray: at(left + plate.width + g + pad.width + g, midY - trayH / 2, { width: trayW, height: trayH }),
      };
    }
    case 'under': {
      const trayW = clamp(innerW - pad.width - g, TRAY_MIN_WIDTH, TRAY_MAX_WIDTH);
      const rowH = Math.max(pad.height, TRAY_MIN_HEIGHT);
      const top = midY - (plate.height + g + rowH) / 2;
      const left = midX - (pad.width + g + trayW) / 2;
      return {
        plate: at(midX - plate.width / 2, top, plate),
        pad: at(left, top + plate.height + g, pad),
        tray: at(left + pad.width + g, top + plate.height + g, { width: trayW, height: rowH }),
      };
    }
    case 'side': {
      const rowH = Math.max(plate.height, pad.height);
      const trayH = clamp(innerH - rowH - g, TRAY_MIN_HEIGHT, TRAY_MAX_HEIGHT);
      const top = midY - (rowH + g + trayH) / 2;
      const left = midX - (plate.width + g + pad.width) / 2;
      const trayW = Math.min(innerW, TRAY_MAX_WIDTH_BELOW);
      return {
        plate: at(left, top + (rowH - plate.height) / 2, plate),
        pad: at(left + plate.width + g, top + (rowH - pad.height) / 2, pad),
        tray: at(midX - trayW / 2, top + rowH + g, { width: trayW, height: trayH }),
      };
    }
  }
}

export function boardLayout(input: LayoutInput): BoardLayout {
  const columns = Math.max(1, input.columns);
  const rows = Math.max(1, input.rows);
  const room = {
    width: Math.max(0, input.width - 2 * MARGIN),
    height: Math.max(0, input.height - 2 * MARGIN),
    columns,
    rows,
  };
  const { arrangement, cell, key } = chooseArrangement(room);
  const placement = PAD_OF[arrangement];
  const plateSize = {
    width: (columns + 2 * PLATE_SHARE) * cell,
    height: (rows + 2 * PLATE_SHARE) * cell,
  };
  const placed = place(arrangement, input, plateSize, padSize(placement, key));
  const platePad = cell * PLATE_SHARE;
  const grid: Rect = {
    x: placed.plate.x + platePad,
    y: placed.plate.y + platePad,
    width: cell * columns,
    height: cell * rows,
  };
  const gap = key * KEY_GAP_SHARE;
  const { slots } = PAD_GRID[placement];
  const keys = Object.fromEntries(
    PAD_KEYS.map((name) => {
      const [col, row] = slots[name];
      return [
        name,
        { x: placed.pad.x + col * (key + gap), y: placed.pad.y + row * (key + gap), width: key, height: key },
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
    arrangement,
    placement,
    pad: placed.pad,
    tray: placed.tray,
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
