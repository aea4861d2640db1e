// What is under a point of the scene: a pad key, a mystery, a clue half, the pad's empty room or
// the background. Pure geometry over the layout, so the scene needs no interactive objects and
// the same rule answers clicks, the pointer's cursor and the tests.

import { type BoardLayout, contains, type PadKey } from './board-layout';

/** What a grid cell is, as far as clicking goes. */
export type CellKindLite = 'absent' | 'mystery' | 'clue';

export type Hit =
  | { readonly kind: 'key'; readonly key: PadKey }
  | { readonly kind: 'mystery'; readonly cell: number }
  | { readonly kind: 'half'; readonly cell: number; readonly half: 'add' | 'mult' }
  /** Inside the pad's room but between or beside its keys: clicks here do nothing. */
  | { readonly kind: 'pad' }
  | { readonly kind: 'background' };

/**
 * @param kinds one entry per grid cell, row by row
 * @param keys the keys on screen, or undefined when the pad is hidden
 */
export function hitTest(
  layout: BoardLayout,
  kinds: readonly CellKindLite[],
  keys: readonly PadKey[] | undefined,
  x: number,
  y: number,
): Hit {
  if (keys) {
    for (const key of keys) if (contains(layout.keys[key], x, y)) return { kind: 'key', key };
    if (contains(layout.pad, x, y)) return { kind: 'pad' };
  }
  if (!contains(layout.grid, x, y) || layout.cell <= 0) return { kind: 'background' };
  const col = Math.min(layout.columns - 1, Math.floor((x - layout.grid.x) / layout.cell));
  const row = Math.min(layout.rows - 1, Math.floor((y - layout.grid.y) / layout.cell));
  const cell = row * layout.columns + col;
  const kind = kinds[cell] ?? 'absent';
  if (kind === 'mystery') return { kind: 'mystery', cell };
  if (kind === 'clue') {
    const middle = layout.grid.y + row * layout.cell + layout.cell / 2;
    return { kind: 'half', cell, half: y < middle ? 'add' : 'mult' };
  }
  return { kind: 'background' };
}
