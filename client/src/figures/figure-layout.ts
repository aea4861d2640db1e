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
  type Rect,
} from '../game/puzzle/board-layout';

/** Room round the plate, in cells, for labels that sit beside the board. */
export const LABEL_ROOM = 0.55;

const NOWHERE: Rect = { x: 0, y: 0, width: 0, height: 0 };

export function figureLayout(width: number, height: number, columns: number, rows: number): BoardLayout {
  const across = columns + 2 * (PLATE_SHARE + LABEL_ROOM);
  const down = rows + 2 * (PLATE_SHARE + LABEL_ROOM);
  const cell = Math.max(0, Math.min(CELL_BASE * MAX_SCALE, width / across, height / down));
  const grid: Rect = {
    x: (width - cell * columns) / 2,
    y: (height - cell * rows) / 2,
    width: cell * columns,
    height: cell * rows,
  };
  const plate = cell * PLATE_SHARE;
  return {
    width,
    height,
    columns,
    rows,
    scale: cell / CELL_BASE,
    cell,
    grid,
    plate: {
      x: grid.x - plate,
      y: grid.y - plate,
      width: grid.width + 2 * plate,
      height: grid.height + 2 * plate,
    },
    placement: 'below',
    pad: NOWHERE,
    key: 0,
    keyScale: 0,
    keys: Object.fromEntries(PAD_KEYS.map((k) => [k, NOWHERE])) as Record<PadKey, Rect>,
  };
}

/** The element's height for a given width, so the board fills it at its largest. */
export function figureAspect(columns: number, rows: number): number {
  return (rows + 2 * (PLATE_SHARE + LABEL_ROOM)) / (columns + 2 * (PLATE_SHARE + LABEL_ROOM));
}
