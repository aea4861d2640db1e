import { describe, expect, it } from 'vitest';
import {
  BOARD_MIN_HEIGHT,
  boardBounds,
  COMPACT_BELOW,
  canvasInset,
  gridBounds,
  isCompact,
  PANEL_GAP,
  PANEL_MAX_BOTTOM_SHARE,
  PANEL_MAX_SIDE,
  PANEL_MIN_BOTTOM,
  PANEL_MIN_SIDE,
  panelPlace,
  panelStyle,
  placeBeside,
  placePanel,
} from './panel-place';

const cell = (x: number, y: number, size = 50) => ({ cell: 0, x, y, width: size, height: size });

describe('gridBounds', () => {
  it('wraps every cell', () => {
    expect(gridBounds({ cells: [cell(10, 20), cell(60, 20), cell(10, 70)] })).toEqual({
      x: 10,
      y: 20,
      width: 100,
      height: 100,
    });
  });

  it('is undefined before any cell is drawn', () => {
    expect(gridBounds({ cells: [] })).toBeUndefined();
  });
});

describe('panelPlace', () => {
  it('waits for the layout', () => {
    expect(panelPlace({ width: 400, height: 700 }, undefined)).toBeUndefined();
  });

  it('takes the strip below the grid on a phone held upright (the pad is there)', () => {
    const place = panelPlace({ width: 390, height: 640 }, { x: 12, y: 12, width: 366, height: 366 });
    expect(place).toEqual({ edge: 'bottom', height: 640 - 378 - 2 * PANEL_GAP });
  });

  it('takes the strip right of the grid on a wide box, no wider than the maximum', () => {
    expect(panelPlace({ width: 1000, height: 400 }, { x: 100, y: 12, width: 376, height: 376 })).toEqual({
      edge: 'side',
      width: PANEL_MAX_SIDE,
    });
    expect(panelPlace({ width: 800, height: 380 }, { x: 200, y: 12, width: 340, height: 356 })).toEqual({
      edge: 'side',
      width: 800 - 540 - 2 * PANEL_GAP,
    });
  });

  it('never covers the grid when a strip is roomy enough', () => {
    const box = { width: 390, height: 640 };
    const grid = { x: 12, y: 12, width: 366, height: 366 };
    const place = panelPlace(box, grid);
    expect(place?.edge).toBe('bottom');
    if (place?.edge === 'bottom') expect(box.height - PANEL_GAP - place.height).toBeGreaterThanOrEqual(378);
  });

  it('takes the roomier strip at its least on a cramped box', () => {
    expect(panelPlace({ width: 640, height: 300 }, { x: 200, y: 10, width: 260, height: 280 })).toEqual({
      edge: 'side',
      width: PANEL_MIN_SIDE,
    });
    expect(panelPlace({ width: 320, height: 420 }, { x: 10, y: 10, width: 300, height: 300 })).toEqual({
      edge: 'bottom',
      height: PANEL_MIN_BOTTOM,
    });
  });

  it('takes at most half the box at the bottom', () => {
    expect(panelPlace({ width: 400, height: 900 }, { x: 100, y: 10, width: 200, height: 200 })).toEqual({
      edge: 'bottom',
      height: 450,
    });
  });
});

describe('panelStyle', () => {
  it('leaves the stylesheet alone without a place', () => {
    expect(panelStyle(undefined)).toBeUndefined();
  });

  it('pins a side panel to the right, a bottom panel to the bottom', () => {
    expect(panelStyle({ edge: 'side', width: 300 })).toMatchObject({
      right: PANEL_GAP,
      top: PANEL_GAP,
      width: 300,
    });
    expect(panelStyle({ edge: 'bottom', height: 200 })).toMatchObject({ bottom: PANEL_GAP, maxHeight: 200 });
  });
});

describe('placeBeside', () => {
  const grid = { x: 200, y: 20, width: 660, height: 480 };
  const board = { x: 200, y: 20, width: 960, height: 480 };

  it('goes right of the number pad when there is room, even a narrow strip', () => {
    expect(placeBeside({ width: 1600, height: 600 }, board, grid)).toEqual({ edge: 'side', width: 380 });
    expect(placeBeside({ width: 1366, height: 600 }, board, grid)).toEqual({ edge: 'side', width: 190 });
  });

  it('falls back to the side of the grid, over the pad, when nothing beside the pad is free', () => {
    expect(placeBeside({ width: 1200, height: 520 }, board, grid)).toEqual({ edge: 'side', width: 324 });
  });
});

describe('boardBounds', () => {
  it('counts the room kept for the pad, shown or not', () => {
    const report = { cells: [cell(10, 10)], keys: [], pad: { x: 10, y: 80, width: 200, height: 100 } };
    expect(boardBounds(report)).toEqual({ x: 10, y: 10, width: 200, height: 170 });
  });
});

describe('placePanel', () => {
  // A phone held upright: the grid, and the pad below it, fill the box.
  const phone = { width: 374, height: 560 };
  const phoneBoard = { x: 12, y: 12, width: 350, height: 530 };
  const small = { width: 348, height: 360 };
  const smallBoard = { x: 60, y: 12, width: 228, height: 336 };

  it('waits for the layout', () => {
    expect(placePanel(phone, undefined, 200)).toBeUndefined();
  });

  it('uses a free strip beside or below the board, leaving the board where it is', () => {
    expect(placePanel({ width: 1366, height: 600 }, { x: 100, y: 20, width: 900, height: 500 }, 300)).toEqual(
      {
        edge: 'side',
        width: 1366 - 1000 - 2 * PANEL_GAP,
      },
    );
    expect(placePanel({ width: 390, height: 700 }, { x: 12, y: 12, width: 366, height: 400 }, 200)).toEqual({
      edge: 'bottom',
      height: 700 - 412 - 2 * PANEL_GAP,
    });
  });

  it('on a phone takes a strip of its own as high as its words need, and the board moves out of it', () => {
    const place = placePanel(phone, phoneBoard, 230);
    expect(place).toEqual({ edge: 'bottom', height: 230, reserve: true });
    expect(canvasInset(place)).toEqual({ right: 0, bottom: 230 + PANEL_GAP });
  });

  it('takes about half the box at most, and leaves the board its least height on a small phone', () => {
    expect(placePanel(phone, phoneBoard, 900)).toEqual({
      edge: 'bottom',
      height: Math.round(phone.height * PANEL_MAX_BOTTOM_SHARE),
      reserve: true,
    });
    const place = placePanel(small, smallBoard, 400);
    expect(place).toMatchObject({ edge: 'bottom', reserve: true });
    if (place?.edge !== 'bottom') return;
    expect(small.height - canvasInset(place).bottom).toBeGreaterThanOrEqual(BOARD_MIN_HEIGHT);
    expect(place.height).toBeGreaterThanOrEqual(PANEL_MIN_BOTTOM);
  });

  it('never lies over the pad on a phone: the canvas the board is drawn in ends above the panel', () => {
    for (const [box, board] of [
      [phone, phoneBoard],
      [small, smallBoard],
      [
        { width: 360, height: 640 },
        { x: 12, y: 12, width: 336, height: 600 },
      ],
    ] as const) {
      for (const natural of [120, 200, 320, 600]) {
        const place = placePanel(box, board, natural);
        expect(place?.edge).toBe('bottom');
        if (place?.edge !== 'bottom') continue;
        const panelTop = box.height - PANEL_GAP - place.height;
        const canvasBottom = box.height - canvasInset(place).bottom;
        expect(canvasBottom).toBeLessThanOrEqual(panelTop);
      }
    }
  });

  it('on a wide box with no free strip takes a side strip of its own', () => {
    const place = placePanel({ width: 900, height: 400 }, { x: 12, y: 12, width: 876, height: 376 }, 300);
    expect(place).toMatchObject({ edge: 'side', reserve: true });
    expect(canvasInset(place).right).toBeGreaterThan(PANEL_MIN_SIDE);
  });

  it('leaves the canvas whole when the panel only uses free room', () => {
    expect(canvasInset(undefined)).toEqual({ right: 0, bottom: 0 });
    expect(canvasInset({ edge: 'bottom', height: 200 })).toEqual({ right: 0, bottom: 0 });
  });
});

describe('isCompact', () => {
  it('shows one step at a time in a low bottom panel, or in a bottom strip of its own', () => {
    expect(isCompact({ edge: 'bottom', height: COMPACT_BELOW - 1 })).toBe(true);
    expect(isCompact({ edge: 'bottom', height: COMPACT_BELOW + 60, reserve: true })).toBe(true);
  });

  it('lists every step in a roomy bottom panel, at the side, and before the layout', () => {
    expect(isCompact({ edge: 'bottom', height: COMPACT_BELOW })).toBe(false);
    expect(isCompact({ edge: 'side', width: 300 })).toBe(false);
    expect(isCompact({ edge: 'side', width: 300, reserve: true })).toBe(false);
    expect(isCompact(undefined)).toBe(false);
  });

  it('stays compact on a phone however high the words make the panel', () => {
    const box = { width: 374, height: 600 };
    const board = { x: 12, y: 12, width: 350, height: 570 };
    for (const natural of [100, 200, 300, 400, 800])
      expect(isCompact(placePanel(box, board, natural))).toBe(true);
  });
});
