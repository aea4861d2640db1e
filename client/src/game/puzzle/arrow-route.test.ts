import { orientationsOf, SHAPE_NAMES, shapeGrid } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { arrowRoute, INNER, type Point } from './arrow-route';
import { boardLayout, cellCenter } from './board-layout';

const layout = (columns: number, rows: number) => boardLayout({ width: 1366, height: 700, columns, rows });

function inNumbers(p: Point, centre: Point, cell: number): boolean {
  const half = (cell * INNER) / 2 - 0.01;
  return Math.abs(p.x - centre.x) < half && Math.abs(p.y - centre.y) < half;
}

describe('a hint arrow', () => {
  for (const shape of SHAPE_NAMES) {
    for (const orientation of orientationsOf(shape)) {
      it(`keeps off every cell's numbers on ${shape} (${orientation})`, () => {
        const grid = shapeGrid(shape, orientation);
        const l = layout(grid.width, grid.height);
        const cells = grid.types.flatMap((type, cell) => (type === -1 ? [] : [cell]));
        const centres = cells.map((c) => cellCenter(l, c));
        // Every arrow a hint draws joins a cell to one near it: within two grid cells either way.
        for (const from of cells) {
          for (const to of cells) {
            const dx = Math.abs((from % grid.width) - (to % grid.width));
            const dy = Math.abs(Math.floor(from / grid.width) - Math.floor(to / grid.width));
            if (from === to || dx > 2 || dy > 2) continue;
            const path = arrowRoute(l, from, to, cells)!;
            if (path.length === 0) throw new Error('no path');
            expect(path.length).toBeGreaterThan(1);
            for (const p of path)
              for (const [i, c] of centres.entries())
                if (inNumbers(p, c, l.cell))
                  throw new Error(`${from}→${to} crosses the numbers of cell ${cells[i]}`);
            // It still goes from the one towards the other.
            const a = cellCenter(l, from);
            const b = cellCenter(l, to);
            const last = path.at(-1)!;
            expect(Math.hypot(last.x - b.x, last.y - b.y)).toBeLessThan(Math.hypot(a.x - b.x, a.y - b.y));
          }
        }
      });
    }
  }

  it('runs straight between neighbours, from edge to edge', () => {
    const l = layout(5, 3);
    const path = arrowRoute(l, 1, 0, [0, 1, 2])!;
    const first = path[0]!;
    const last = path.at(-1)!;
    expect(first.y).toBeCloseTo(last.y, 6);
    // Out of the clue's middle and short of the mystery's.
    expect(first.x).toBeLessThan(cellCenter(l, 1).x - (l.cell * INNER) / 2);
    expect(last.x).toBeGreaterThan(cellCenter(l, 0).x + (l.cell * INNER) / 2);
  });

  it('bends round a clue between two numbers instead of crossing it', () => {
    const l = layout(5, 3);
    const path = arrowRoute(l, 0, 2, [0, 1, 2])!;
    const y = cellCenter(l, 1).y;
    expect(Math.max(...path.map((p) => Math.abs(p.y - y)))).toBeGreaterThan((l.cell * INNER) / 2);
  });

  it('draws nothing from a cell to itself', () => {
    expect(arrowRoute(layout(5, 3), 2, 2, [2])).toBeUndefined();
  });
});
