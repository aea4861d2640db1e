import { CellType, shapeGrid } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { boardLayout, cellRect, halfRect } from './board-layout';
import type { CellKindLite } from './hit-test';
import { EMPTY_REPORT, layoutReport, reportKey } from './layout-report';

const grid = shapeGrid('arc-3pairs', 'landscape');
const kinds: CellKindLite[] = grid.types.map((type) =>
  type === CellType.Absent ? 'absent' : type === CellType.Mystery ? 'mystery' : 'clue',
);
const layout = boardLayout({ width: 390, height: 640, columns: grid.width, rows: grid.height });

describe('layoutReport', () => {
  it('lists every cell drawn, two halves per clue and the keys on screen', () => {
    const report = layoutReport(layout, kinds, ['1', '2', 'note']);
    const drawn = kinds.flatMap((kind, cell) => (kind === 'absent' ? [] : [cell]));
    expect(report.cells.map((c) => c.cell)).toEqual(drawn);
    const clues = kinds.filter((kind) => kind === 'clue').length;
    expect(report.halves).toHaveLength(2 * clues);
    expect(report.keys.map((k) => k.key)).toEqual(['1', '2', 'note']);
  });

  it('gives the rectangles the scene draws and hit-tests', () => {
    const report = layoutReport(layout, kinds, ['hint']);
    for (const entry of report.cells) {
      const r = cellRect(layout, entry.cell);
      expect(entry.x).toBeCloseTo(r.x, 1);
      expect(entry.width).toBeCloseTo(r.width, 1);
    }
    for (const half of report.halves) expect(half.y).toBeCloseTo(halfRect(layout, half.cell, half.half).y, 1);
    expect(report.keys[0]!.x).toBeCloseTo(layout.keys.hint.x, 1);
  });

  it('leaves the keys out while the pad is hidden, and tells a changed report by its key', () => {
    const hidden = layoutReport(layout, kinds, undefined);
    expect(hidden.keys).toEqual([]);
    expect(reportKey(hidden)).not.toBe(reportKey(layoutReport(layout, kinds, ['1'])));
    expect(reportKey(hidden)).toBe(reportKey(layoutReport(layout, kinds, undefined)));
    expect(layoutReport(layout, [], undefined)).toEqual(EMPTY_REPORT);
  });
});
