// A supposition made on fewer premises. A long chain hint often narrows four or five numbers
// before it supposes, only so that each forced step after the supposition is a plain one. On a
// board that knows less, the same supposition can still reach a contradiction, in a step or two
// more, and the narrowing steps it no longer needs go: fewer steps in all. `minimize` drops one
// step at a time and keeps a drop only when the hint gets shorter, so it misses these (each
// single drop costs the chain a step, two drops together save one); here the steps before the
// supposition are dropped in sets.

import type { Deduction } from './deduction';
import { minimize, rederive } from './hint-minimize';
import type { Knowledge } from './knowledge';

/** The most steps dropped together: enough for every long hint seen, and quick (at most 46 tries). */
const MOST_DROPPED = 2;

/**
 * The hint's deductions (one of them a chain, the last settling fact `target` to `value`) worked
 * out again from `start` with fewer of the steps before the chain, as `show` shows them, when that
 * takes at most `most` reasoning steps; the fewest dropped first, the shortest of those. Undefined
 * when no such set is found.
 */
export function fewerPremises<Shown extends { readonly reasoning: number }>(
  start: Knowledge,
  deductions: readonly Deduction[],
  target: number,
  value: number,
  show: (deductions: Deduction[]) => Shown,
  most: number,
): Shown | undefined {
  const chainAt = deductions.findIndex((d) => d.chain !== undefined);
  if (chainAt < 1) return undefined;
  const before = deductions.slice(0, chainAt);
  const after = deductions.slice(chainAt);
  for (let dropped = 1; dropped <= Math.min(MOST_DROPPED, before.length); dropped++) {
    let best: Shown | undefined;
    for (const left of leaving(before.length, dropped)) {
      const again = rederive(start, [...left.map((i) => before[i]!), ...after], target, value);
      if (!again) continue;
      const shown = show(minimize(start, again, target, value));
      if (shown.reasoning <= most && (!best || shown.reasoning < best.reasoning)) best = shown;
    }
    if (best) return best;
  }
  return undefined;
}

/** Every way to keep `n - dropped` of the indexes 0..n-1, in order. */
function* leaving(n: number, dropped: number, from = 0): Generator<number[]> {
  if (dropped === 0) {
    yield Array.from({ length: n - from }, (_, i) => from + i);
    return;
  }
  for (let skip = from; skip <= n - dropped; skip++) {
    const kept = Array.from({ length: skip - from }, (_, i) => from + i);
    for (const rest of leaving(n, dropped - 1, skip + 1)) yield [...kept, ...rest];
  }
}
