// The words a screen reader says for the board (issue 19): every mystery and every clue half,
// worked out from the engine's view of the session (`boardView`) and nothing else. "row 2,
// column 3: unknown; notes 1, 4"; "pair clue between row 1 column 1 and row 1 column 2: sum 11,
// product hidden". Rows and columns count the number squares only, from 1, as a player sees them.

import { type CellView, type ClueHalf, type HalfView, type Layout, positionOf } from '@numberland/engine';
import type { TFunction } from 'i18next';

export type ClueCell = Extract<CellView, { kind: 'pair' | 'square' }>;
export type MysteryCell = Extract<CellView, { kind: 'mystery' }>;

/** A mystery's row and column among the mysteries, from 1. */
export function placeOf(layout: Layout, cell: number): { row: number; column: number } {
  const { x, y } = positionOf({ width: layout.width, height: layout.height }, cell);
  return { row: y / 2 + 1, column: x / 2 + 1 };
}

/** "row 2, column 3". */
export function whereText(t: TFunction, layout: Layout, cell: number): string {
  return t('access.where', placeOf(layout, cell));
}

function cornerText(t: TFunction, layout: Layout, mystery: number): string {
  return t('access.corner', placeOf(layout, layout.mysteries[mystery]!));
}

export function mysteryLabel(t: TFunction, layout: Layout, view: MysteryCell): string {
  const where = whereText(t, layout, view.cell);
  if (view.value !== 0) {
    const key = view.given ? 'access.given' : view.revealed ? 'access.revealed' : 'access.found';
    return t(key, { where, value: view.value });
  }
  const parts = [t('access.unknown', { where })];
  if (view.notes.length > 0) parts.push(t('access.notes', { list: view.notes.join(', ') }));
  if (view.tries.length > 0) parts.push(t('access.tried', { list: view.tries.join(', ') }));
  return parts.join('; ');
}

/** "pair clue between row 1 column 1 and row 1 column 2", or the square's four corners. */
export function clueName(t: TFunction, layout: Layout, cell: number): string {
  const p = layout.pairAt[cell]!;
  if (p >= 0) {
    const slot = layout.pairs[p]!;
    return t('access.pair', { a: cornerText(t, layout, slot.a), b: cornerText(t, layout, slot.b) });
  }
  const corners = layout.squares[layout.squareAt[cell]!]!.corners.map((m) => cornerText(t, layout, m));
  return t('access.square', { a: corners[0], b: corners[1], c: corners[2], d: corners[3] });
}

function halfText(t: TFunction, half: ClueHalf, view: HalfView): string {
  const name = half === 'add' ? 'sum' : 'product';
  if (view.source === 'hidden') return t(`access.${name}Hidden`);
  if (view.source === 'note') return t(`access.${name}Note`, { value: view.value });
  return t(`access.${name}`, { value: view.value });
}

/** The whole clue: "pair clue between ...: sum 11, product hidden", and "solved" once it is. */
export function clueLabel(t: TFunction, layout: Layout, view: ClueCell): string {
  const text = t('access.clue', {
    clue: clueName(t, layout, view.cell),
    sum: halfText(t, 'add', view.add),
    product: halfText(t, 'mult', view.mult),
  });
  return view.solved ? `${text}; ${t('access.solved')}` : text;
}

/** One half of a clue as a cell of the grid: the clue, then which half this is. */
export function clueHalfLabel(t: TFunction, layout: Layout, view: ClueCell, half: ClueHalf): string {
  return `${clueLabel(t, layout, view)}; ${t(half === 'add' ? 'access.onSum' : 'access.onProduct')}`;
}
