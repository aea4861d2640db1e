import { CellType, shapeGrid } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { boardLayout, cellRect, type PadKey } from './board-layout';
import { type CellKindLite, hitTest } from './hit-test';

const grid = shapeGrid('3-squares-l-shape', 'landscape');
const kinds: CellKindLite[] = grid.types.map((type) =>
  type === CellType.Absent ? 'absent' : type === CellType.Mystery ? 'mystery' : 'clue',
);
const layout = boardLayout({ width: 1366, height: 600, columns: grid.width, rows: grid.height });
const KEYS: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'note', 'erase', 'reveal', 'hint'];

const middle = (cell: number) => {
  const r = cellRect(layout, cell);
  return [r.x + r.width / 2, r.y + r.height / 2] as const;
};

describe('hitTest', () => {
  it('finds the mystery, or the clue half, under the middle of every cell shown', () => {
    kinds.forEach((kind, cell) => {
      const r = cellRect(layout, cell);
      const [x, y] = middle(cell);
      if (kind === 'mystery') expect(hitTest(layout, kinds, KEYS, x, y)).toEqual({ kind: 'mystery', cell });
      if (kind === 'clue') {
        expect(hitTest(layout, kinds, KEYS, x, r.y + r.height * 0.25)).toEqual({
          kind: 'half',
          cell,
          half: 'add',
        });
        expect(hitTest(layout, kinds, KEYS, x, r.y + r.height * 0.75)).toEqual({
          kind: 'half',
          cell,
          half: 'mult',
        });
      }
      if (kind === 'absent') expect(hitTest(layout, kinds, KEYS, x, y)).toEqual({ kind: 'background' });
    });
  });

  it('answers the edges of the grid with their cells, and outside it with the background', () => {
    const last = kinds.length - 1;
    const r = cellRect(layout, last);
    expect(hitTest(layout, kinds, KEYS, r.x + r.width - 0.01, r.y + r.height - 0.01)).toEqual({
      kind: 'mystery',
      cell: last,
    });
    expect(hitTest(layout, kinds, KEYS, layout.grid.x - 1, layout.grid.y + 5)).toEqual({
      kind: 'background',
    });
    expect(hitTest(layout, kinds, KEYS, 2, 2)).toEqual({ kind: 'background' });
  });

  it('finds the keys on screen, and nothing between them', () => {
    for (const key of KEYS) {
      const r = layout.keys[key];
      expect(hitTest(layout, kinds, KEYS, r.x + r.width / 2, r.y + r.height / 2)).toEqual({
        kind: 'key',
        key,
      });
    }
    const one = layout.keys['1'];
    const gapX = one.x + one.width + 1;
    expect(hitTest(layout, kinds, KEYS, gapX, one.y + one.height / 2)).toEqual({ kind: 'pad' });
    // A key that is not shown (0 without a clue selected) is only the pad's room.
    const zero = layout.keys['0'];
    expect(hitTest(layout, kinds, KEYS, zero.x + 5, zero.y + 5)).toEqual({ kind: 'pad' });
  });

  it('sees no pad while it is hidden', () => {
    const r = layout.keys['5'];
    expect(hitTest(layout, kinds, undefined, r.x + r.width / 2, r.y + r.height / 2)).toEqual({
      kind: 'background',
    });
  });

  it('finds nothing on a board with no size', () => {
    const empty = boardLayout({ width: 0, height: 0, columns: grid.width, rows: grid.height });
    expect(hitTest(empty, kinds, undefined, 0, 0)).toEqual({ kind: 'background' });
  });
});
