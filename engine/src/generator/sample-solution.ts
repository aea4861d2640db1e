// Uniform sampling of solutions: draw every mystery uniformly and keep the board only if it
// keeps rules 1-3. Rejection keeps each valid board equally likely. A draw is abandoned at the
// first pair {a,b}, a != b, seen twice: that board would be rejected whatever came next, so
// abandoning early changes only the speed, not which boards are kept or how often.

import type { Layout } from '../layout';
import type { Random } from '../random';
import { keepsRules } from '../rules';

export interface PlantedSquare {
  /** Square slot. */
  readonly square: number;
  /** The digit on all four corners. */
  readonly value: number;
}

/**
 * A uniformly chosen valid solution; with `planted`, uniform among the valid solutions in which
 * that square is the special square of that value.
 */
export function sampleSolution(layout: Layout, random: Random, planted?: PlantedSquare): number[] {
  const n = layout.mysteries.length;
  const fixed = new Int8Array(n);
  if (planted) for (const c of layout.squares[planted.square]!.corners) fixed[c] = planted.value;
  const values = new Array<number>(n).fill(0);
  const earlier = earlierNeighbours(layout);
  const seen = new Uint8Array(100);
  draw: for (;;) {
    seen.fill(0);
    for (let m = 0; m < n; m++) {
      const v = fixed[m] || 1 + random.int(9);
      values[m] = v;
      for (const o of earlier[m]!) {
        const w = values[o]!;
        if (w === v) continue; // {v,v} may belong to the special square: keepsRules judges it
        const key = v < w ? v * 10 + w : w * 10 + v;
        if (seen[key] === 1) continue draw;
        seen[key] = 1;
      }
    }
    if (keepsRules(layout, values)) return values;
  }
}

const earlierCache = new WeakMap<Layout, number[][]>();

/** Per mystery ordinal, the neighbours it shares a pair clue with that come before it. */
function earlierNeighbours(layout: Layout): number[][] {
  let lists = earlierCache.get(layout);
  if (!lists) {
    lists = layout.mysteries.map((_, m) =>
      layout.pairs.flatMap(({ a, b }) => (b === m && a < m ? [a] : a === m && b < m ? [b] : [])),
    );
    earlierCache.set(layout, lists);
  }
  return lists;
}

/** Choose the square and digit of a special square to plant, uniformly. */
export function choosePlantedSquare(layout: Layout, random: Random): PlantedSquare | undefined {
  if (layout.squares.length === 0) return undefined;
  return { square: random.int(layout.squares.length), value: 1 + random.int(9) };
}
