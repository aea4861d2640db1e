import { describe, expect, it } from 'vitest';
import { SHAPE_NAMES, type ShapeName } from './constants';
import { CellType, kindAt } from './grid';
import { layoutOf } from './layout';
import { identifyShape, orientationFor, orientationsOf, shapeGrid } from './shapes';

/** Picture of a grid: M mystery, - and | pair clues, + square clue, . absent. */
function picture(shape: ShapeName, orientation: 'landscape' | 'portrait' = 'landscape'): string[] {
  const grid = shapeGrid(shape, orientation);
  const glyph: Record<number, string> = { [-1]: '.', 1: 'M', 2: '-', 3: '|', 4: '+' };
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    rows.push(
      grid.types
        .slice(y * grid.width, (y + 1) * grid.width)
        .map((t) => glyph[t])
        .join(''),
    );
  }
  return rows;
}

describe('shapes', () => {
  it.each<[ShapeName, string[]]>([
    ['single-pair', ['M-M']],
    ['l-shape-2pairs', ['M-M', '|..', 'M..']],
    ['arc-3pairs', ['M-M', '|.|', 'M.M']],
    ['one-square-4-pairs-only', ['M-M', '|.|', 'M-M']],
    ['one-square', ['M-M', '|+|', 'M-M']],
    ['2-squares', ['M-M-M', '|+|+|', 'M-M-M']],
    ['3-squares-l-shape', ['M-M..', '|+|..', 'M-M-M', '|+|+|', 'M-M-M']],
    ['4-squares', ['M-M-M', '|+|+|', 'M-M-M', '|+|+|', 'M-M-M']],
    ['6-squares', ['M-M-M-M', '|+|+|+|', 'M-M-M-M', '|+|+|+|', 'M-M-M-M']],
  ])('%s', (shape, rows) => {
    expect(picture(shape)).toEqual(rows);
  });

  it('counts mysteries, pair clues and square clues as the spec names them', () => {
    const counts = SHAPE_NAMES.map((s) => {
      const l = layoutOf(s);
      return [s, l.mysteries.length, l.pairs.length, l.squares.length];
    });
    expect(counts).toEqual([
      ['single-pair', 2, 1, 0],
      ['l-shape-2pairs', 3, 2, 0],
      ['arc-3pairs', 4, 3, 0],
      ['one-square-4-pairs-only', 4, 4, 0],
      ['one-square', 4, 4, 1],
      ['2-squares', 6, 7, 2],
      ['3-squares-l-shape', 8, 10, 3],
      ['4-squares', 9, 12, 4],
      ['6-squares', 12, 17, 6],
    ]);
  });

  it('turns only 2-squares and 6-squares, to their transposes', () => {
    expect(SHAPE_NAMES.filter((s) => orientationsOf(s).includes('portrait'))).toEqual([
      '2-squares',
      '6-squares',
    ]);
    expect(picture('2-squares', 'portrait')).toEqual(['M-M', '|+|', 'M-M', '|+|', 'M-M']);
    expect(() => shapeGrid('one-square', 'portrait')).toThrow(RangeError);
  });

  it('gives every present cell the type its parity allows', () => {
    for (const shape of SHAPE_NAMES) {
      for (const orientation of orientationsOf(shape)) {
        const grid = shapeGrid(shape, orientation);
        grid.types.forEach((type, i) => {
          if (type === CellType.Absent) return;
          const kind = kindAt(i % grid.width, Math.floor(i / grid.width));
          const expected = { mystery: 1, 'horizontal-pair': 2, 'vertical-pair': 3, square: 4 }[kind];
          expect(type).toBe(expected);
        });
      }
    }
  });

  it('identifies every shape and orientation from its grid alone', () => {
    for (const shape of SHAPE_NAMES) {
      for (const orientation of orientationsOf(shape)) {
        const grid = shapeGrid(shape, orientation);
        expect(identifyShape(grid.width, grid.height, grid.types)).toEqual({ shape, orientation });
      }
    }
    expect(identifyShape(3, 1, [1, 2, -1])).toBeUndefined();
  });

  it('links square slots to their corners and edges', () => {
    const layout = layoutOf('2-squares');
    expect(layout.squares.map((s) => s.corners)).toEqual([
      [0, 1, 3, 4],
      [1, 2, 4, 5],
    ]);
    for (const square of layout.squares) {
      const [top, left, right, bottom] = square.edges.map((e) => layout.pairs[e]!);
      const [tl, tr, bl, br] = square.corners;
      expect([top!.a, top!.b, left!.a, left!.b, right!.a, right!.b, bottom!.a, bottom!.b]).toEqual([
        tl,
        tr,
        tl,
        bl,
        tr,
        br,
        bl,
        br,
      ]);
    }
  });
});

describe('orientationFor', () => {
  it('turns 2-squares and 6-squares to portrait at an aspect of 1.45 or less', () => {
    expect(orientationFor('6-squares', 1920, 1080)).toBe('landscape');
    expect(orientationFor('6-squares', 1450, 1000)).toBe('portrait');
    expect(orientationFor('2-squares', 390, 844)).toBe('portrait');
    expect(orientationFor('4-squares', 390, 844)).toBe('landscape');
    expect(orientationFor('2-squares', 100, 0)).toBe('landscape');
  });
});
