// A fact is one thing a player can know: a mystery's candidates or one half of a clue. Facts
// are numbered per layout so deductions can name their targets and premises with plain numbers:
// mysteries first (their ordinals), then pair halves, then square halves.

import type { Layout } from '../layout';

export type Half = 'add' | 'mult';

export type FactRef =
  | { readonly kind: 'cell'; readonly mystery: number }
  | { readonly kind: 'pair'; readonly slot: number; readonly half: Half }
  | { readonly kind: 'square'; readonly slot: number; readonly half: Half };

export function cellFact(mystery: number): number {
  return mystery;
}

export function pairFact(layout: Layout, slot: number, half: Half): number {
  return layout.mysteries.length + 2 * slot + (half === 'add' ? 0 : 1);
}

export function squareFact(layout: Layout, slot: number, half: Half): number {
  return layout.mysteries.length + 2 * layout.pairs.length + 2 * slot + (half === 'add' ? 0 : 1);
}

export function factCount(layout: Layout): number {
  return layout.mysteries.length + 2 * layout.pairs.length + 2 * layout.squares.length;
}

export function isCellFact(layout: Layout, fact: number): boolean {
  return fact < layout.mysteries.length;
}

export function describeFact(layout: Layout, fact: number): FactRef {
  const m = layout.mysteries.length;
  if (fact < m) return { kind: 'cell', mystery: fact };
  const h = fact - m;
  const p = 2 * layout.pairs.length;
  const half: Half = (h & 1) === 0 ? 'add' : 'mult';
  if (h < p) return { kind: 'pair', slot: h >> 1, half };
  return { kind: 'square', slot: (h - p) >> 1, half };
}

/** The grid index a fact is drawn at: the mystery's cell or the clue's cell. */
export function factCell(layout: Layout, fact: number): number {
  const ref = describeFact(layout, fact);
  if (ref.kind === 'cell') return layout.mysteries[ref.mystery]!;
  if (ref.kind === 'pair') return layout.pairs[ref.slot]!.cell;
  return layout.squares[ref.slot]!.cell;
}
