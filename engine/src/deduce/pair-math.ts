// Arithmetic on one pair clue that several techniques share.

import { PARTNER, pairBase } from '../solver/tables';
import { cellFact, pairFact } from './facts';
import type { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK } from './masks';

/** The unordered pair {x, y}, x <= y, with this sum and product, or undefined. */
export function splitPair(sum: number, product: number): readonly [number, number] | undefined {
  for (let x = 1; x <= 9; x++) {
    const y = sum - x;
    if (y < x) break;
    if (y <= 9 && x * y === product) return [x, y];
  }
  return undefined;
}

/** Digits of one neighbour that have a partner within `partner` fitting the known halves (0 = hidden). */
export function supportedBy(add: number, mult: number, partner: number = ALL_DIGITS_MASK): number {
  const base = pairBase(add, mult);
  if (base < 0) return 0;
  let mask = 0;
  for (let v = 1; v <= 9; v++) if ((PARTNER[base + v]! & partner) !== 0) mask |= 1 << v;
  return mask;
}

/** The facts of a pair clue's halves that are known. */
export function knownHalves(k: Knowledge, p: number): number[] {
  const out: number[] = [];
  if (k.pairHalf(p, 'add') !== 0) out.push(pairFact(k.layout, p, 'add'));
  if (k.pairHalf(p, 'mult') !== 0) out.push(pairFact(k.layout, p, 'mult'));
  return out;
}

export interface SettledPair {
  readonly x: number;
  readonly y: number;
  /** The facts that settle it: both numbers, or both halves of the clue. */
  readonly premises: readonly number[];
}

/** The unordered pair {x <= y} pair slot `e` is known to hold, or undefined. */
export function settledPair(k: Knowledge, e: number): SettledPair | undefined {
  const key = settledPairKey(k, e);
  if (key === 0) return undefined;
  const { a, b } = k.layout.pairs[e]!;
  // Settled by its two numbers when both are known, else by both halves of its clue.
  const byNumbers = k.value(a) !== 0 && k.value(b) !== 0;
  return {
    x: Math.floor(key / 10),
    y: key % 10,
    premises: byNumbers
      ? [cellFact(a), cellFact(b)]
      : [pairFact(k.layout, e, 'add'), pairFact(k.layout, e, 'mult')],
  };
}

/**
 * The unordered pair {x <= y} pair slot `e` is known to hold as one number, 10x + y, else 0:
 * settledPair without building its premises, for checks that only compare pairs (breaks.ts).
 */
export function settledPairKey(k: Knowledge, e: number): number {
  const { a, b } = k.layout.pairs[e]!;
  const va = k.value(a);
  const vb = k.value(b);
  if (va !== 0 && vb !== 0) return va <= vb ? 10 * va + vb : 10 * vb + va;
  const sum = k.pairHalf(e, 'add');
  const product = k.pairHalf(e, 'mult');
  if (sum === 0 || product === 0) return 0;
  const split = splitPair(sum, product);
  return split ? 10 * split[0] + split[1] : 0;
}

/** A pair clue with at least one half known (0 = hidden). */
export interface ShownPair {
  readonly slot: number;
  readonly a: number;
  readonly b: number;
  readonly sum: number;
  readonly product: number;
}

export function shownPairs(k: Knowledge): ShownPair[] {
  const out: ShownPair[] = [];
  k.layout.pairs.forEach(({ a, b }, slot) => {
    const sum = k.pairHalf(slot, 'add');
    const product = k.pairHalf(slot, 'mult');
    if (sum !== 0 || product !== 0) out.push({ slot, a, b, sum, product });
  });
  return out;
}
