// Where a figure's board goes in its element: the puzzle's own cell, grid and plate geometry
// (board-layout.ts units, so the board, the hint overlay and the effects place things exactly as
// in play), with no number pad and a margin kept round the plate for labels.

import {
  type BoardLayout,
  CELL_BASE,
  MAX_SCALE,
  PAD_KEYS,
  type PadKey,
  PLATE_SHARE,
  plateAround,
  type Rect,
} from '../game/puzzle/board-layout';

import type { FigureScript } from './figure-script';

/** Room round the plate, in cells: across for labels left and right, down for labels above and below. */
export interface FigureRoom {
  readonly across: number;
  readonly down: number;
}

const ROOM_BESIDE = 1.15;
const ROOM_ABOVE = 0.55;
const ROOM_NONE = 0.2;

/** The room a script's labels need, the same in every frame so the board never jumps. */
export function figureRoom(script: FigureScript): FigureRoom {
  const places = script.frames.flatMap((f) => (f.labels ?? []).map((l) => l.place ?? 'above'));
  return {
    across: places.some((p) => p === 'left' || p === 'right') ? ROOM_BESIDE : ROOM_NONE,
    down: places.some((p) => p === 'above' || p === 'below') ? ROOM_ABOVE : ROOM_NONE,
  };
}

const NOWHERE: Rect = { x: 0, y: 0, width: 0, height: 0 };

export function figureLayout(
  width: number,
  height: number,
  columns: number,
  rows: number,
  room: FigureRoom,
): BoardLayout {
  const across = columns + 2 * (PLATE_SHARE + room.across);
  const down = rows + 2 * (PLATE_SHARE + room.down);
  const cell = Math.max(0, Math.min(CELL_BASE * MAX_SCALE, width / across, height / down));
  const grid: Rect = {
    x: (width - cell * columns) / 2,
    y: (height - cell * rows) / 2,
    width: cell * columns,
    height: cell * rows,
  };
  return {
    width,
    height,
    columns,
    rows,
    scale: cell / CELL_BASE,
    cell,
    grid,
    plate: plateAround(grid, cell),
    arrangement: 'stack',
    placement: 'below',
    pad: NOWHERE,
    tray: NOWHERE,
    key: 0,
    keyScale: 0,
    keys: Object.fromEntries(PAD_KEYS.map((k) => [k, NOWHERE])) as Record<PadKey, Rect>,
  };
}

/** The element's height over its width, so the board fills it at its largest. */
export function figureAspect(script: FigureScript): number {
  const { width, height } = script.puzzle.layout;
  const room = figureRoom(script);
  return (height + 2 * (PLATE_SHARE + room.down)) / (width + 2 * (PLATE_SHARE + room.across));
}
