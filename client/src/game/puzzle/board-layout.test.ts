import { orientationsOf, SHAPE_NAMES, shapeGrid } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { TRAY_MIN_HEIGHT, TRAY_MIN_WIDTH } from './arrangement';
import {
  boardLayout,
  CELL_BASE,
  cellRect,
  halfRect,
  KEY_MIN,
  MAX_SCALE,
  PAD_KEYS,
  type Rect,
} from './board-layout';

/** Whole pages, and the element /play leaves the scene below its bars. */
const SIZES = {
  phone: [390, 844],
  'phone element': [390, 600],
  'phone play screen': [378, 553],
  laptop: [1366, 768],
  'laptop element': [1366, 560],
  tablet: [820, 1180],
  small: [320, 480],
  wide: [1920, 900],
} as const;

const EPS = 1e-6;

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - EPS &&
    inner.y >= outer.y - EPS &&
    inner.x + inner.width <= outer.x + outer.width + EPS &&
    inner.y + inner.height <= outer.y + outer.height + EPS
  );
}

function overlap(a: Rect, b: Rect): boolean {
  return (
    a.x < b.x + b.width - EPS &&
    b.x < a.x + a.width - EPS &&
    a.y < b.y + b.height - EPS &&
    b.y < a.y + a.height - EPS
  );
}

const shapes = SHAPE_NAMES.flatMap((shape) =>
  orientationsOf(shape).map((orientation) => ({ shape, orientation })),
);

describe('boardLayout', () => {
  for (const { shape, orientation } of shapes) {
    const grid = shapeGrid(shape, orientation);
    for (const [name, [width, height]] of Object.entries(SIZES)) {
      it(`fits ${shape} (${orientation}) and the pad in the ${name}, ${width}×${height}`, () => {
        const layout = boardLayout({ width, height, columns: grid.width, rows: grid.height });
        const element = { x: 0, y: 0, width, height };
        expect(layout.scale).toBeGreaterThan(0);
        expect(layout.scale).toBeLessThanOrEqual(MAX_SCALE);
        expect(layout.cell).toBeCloseTo(layout.scale * CELL_BASE, 9);
        expect(inside(layout.grid, layout.plate)).toBe(true);
        expect(inside(layout.plate, element)).toBe(true);
        expect(inside(layout.pad, element)).toBe(true);
        expect(overlap(layout.plate, layout.pad)).toBe(false);
        expect(inside(layout.tray, element)).toBe(true);
        expect(overlap(layout.tray, layout.plate)).toBe(false);
        expect(overlap(layout.tray, layout.pad)).toBe(false);
        expect(Math.min(layout.tray.width, layout.tray.height)).toBeGreaterThanOrEqual(TRAY_MIN_HEIGHT);
        expect(layout.key).toBeGreaterThanOrEqual(KEY_MIN);
        const keys = PAD_KEYS.map((key) => layout.keys[key]);
        for (const [i, key] of keys.entries()) {
          expect(inside(key, layout.pad)).toBe(true);
          for (const other of keys.slice(i + 1)) expect(overlap(key, other)).toBe(false);
        }
        const cells = grid.types.map((_, cell) => cellRect(layout, cell));
        for (const [i, cell] of cells.entries()) {
          expect(inside(cell, layout.grid)).toBe(true);
          for (const other of cells.slice(i + 1)) expect(overlap(cell, other)).toBe(false);
        }
      });
    }
  }

  it('stacks grid, tray and pad on an upright phone and lays them in a row on a laptop', () => {
    const six = shapeGrid('6-squares', 'landscape');
    const sixTall = shapeGrid('6-squares', 'portrait');
    const laptop = boardLayout({ width: 1366, height: 560, columns: six.width, rows: six.height });
    expect(laptop.arrangement).toBe('row');
    expect(laptop.placement).toBe('beside');
    expect(laptop.tray.x).toBeGreaterThan(laptop.pad.x + laptop.pad.width);
    expect(laptop.tray.width).toBeGreaterThanOrEqual(TRAY_MIN_WIDTH);
    const phone = boardLayout({ width: 366, height: 712, columns: sixTall.width, rows: sixTall.height });
    expect(phone.arrangement).toBe('stack');
    expect(phone.placement).toBe('below');
    // The tray sits between the grid and the pad, right over the Hint key (the controls' row).
    expect(phone.tray.y).toBeGreaterThan(phone.plate.y + phone.plate.height);
    expect(phone.pad.y).toBeGreaterThan(phone.tray.y + phone.tray.height);
    expect(phone.keys.hint.y).toBe(phone.pad.y);
    const pair = shapeGrid('single-pair', 'landscape');
    expect(boardLayout({ width: 390, height: 600, columns: pair.width, rows: pair.height }).placement).toBe(
      'below',
    );
    expect(boardLayout({ width: 1366, height: 768, columns: pair.width, rows: pair.height }).placement).toBe(
      'beside',
    );
  });

  it('centres the board, the pad and the tray together', () => {
    for (const [width, height] of [
      [1366, 560],
      [366, 712],
      [1896, 930],
    ] as const) {
      const six = shapeGrid('6-squares', width > height ? 'landscape' : 'portrait');
      const l = boardLayout({ width, height, columns: six.width, rows: six.height });
      const left = Math.min(l.plate.x, l.pad.x, l.tray.x);
      const right = Math.max(l.plate.x + l.plate.width, l.pad.x + l.pad.width, l.tray.x + l.tray.width);
      expect(Math.abs(left - (width - right))).toBeLessThan(1);
    }
  });

  it('keeps cells and keys big enough to read and press where players play', () => {
    const sixTall = shapeGrid('6-squares', 'portrait');
    // The element /play gives the scene on a 390×844 phone, under its bars: the help tray's room
    // is kept too, and still a cell is a fingertip wide.
    const phone = boardLayout({ width: 378, height: 712, columns: sixTall.width, rows: sixTall.height });
    expect(phone.cell).toBeGreaterThanOrEqual(40);
    expect(phone.key).toBeGreaterThanOrEqual(46);
    expect(phone.key).toBeGreaterThan(phone.cell);
    const six = shapeGrid('6-squares', 'landscape');
    const laptop = boardLayout({ width: 1366, height: 560, columns: six.width, rows: six.height });
    expect(laptop.scale).toBe(MAX_SCALE);
    expect(laptop.key).toBeGreaterThanOrEqual(70);
  });

  it('never grows past the largest scale however much room there is', () => {
    const layout = boardLayout({ width: 4000, height: 3000, columns: 3, rows: 1 });
    expect(layout.scale).toBe(MAX_SCALE);
  });

  it('survives an element with no size yet', () => {
    const layout = boardLayout({ width: 0, height: 0, columns: 5, rows: 3 });
    expect(layout.cell).toBe(0);
    expect(Number.isFinite(layout.grid.x)).toBe(true);
  });

  it('splits a clue cell into its add half above and multiply half below', () => {
    const layout = boardLayout({ width: 1366, height: 768, columns: 5, rows: 3 });
    const cell = cellRect(layout, 1);
    const add = halfRect(layout, 1, 'add');
    const mult = halfRect(layout, 1, 'mult');
    expect(add.y).toBe(cell.y);
    expect(mult.y).toBeCloseTo(cell.y + cell.height / 2, 9);
    expect(add.height + mult.height).toBeCloseTo(cell.height, 9);
    expect(overlap(add, mult)).toBe(false);
  });
});
