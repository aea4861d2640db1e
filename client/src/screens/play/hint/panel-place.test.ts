import { describe, expect, it } from 'vitest';
import {
  gridBounds,
  PANEL_GAP,
  PANEL_MAX_SIDE,
  PANEL_MIN_BOTTOM,
  PANEL_MIN_SIDE,
  panelPlace,
  panelStyle,
  placeBeside,
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
