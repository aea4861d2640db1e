// What every search over a layout shares: the layout's lists as typed arrays, compiled once,
// and scratch buffers. A search runs to its end without yielding, so one set of buffers serves
// all of them and counting allocates almost nothing.

import type { Layout } from '../layout';
import { SHAPES } from '../shapes';

/** Entries in the rule-2 table: one mask per value 0..9. */
export const USED_STRIDE = 10;

/** Layout lists flattened to typed arrays once per layout. */
export interface Compiled {
  /** Mysteries, pair slots and square slots. */
  readonly n: number;
  readonly edges: number;
  readonly squares: number;
  readonly pairA: Int8Array;
  readonly pairB: Int8Array;
  /** Mystery m's pair slots are adjEdge[adjStart[m] .. adjStart[m+1]), the other ends adjOther. */
  readonly adjStart: Int8Array;
  readonly adjEdge: Int8Array;
  readonly adjOther: Int8Array;
  /** Mystery m's square slots are squareList[squareStart[m] .. squareStart[m+1]). */
  readonly squareStart: Int8Array;
  readonly squareList: Int8Array;
  readonly squareCorners: Int8Array;
  readonly squareEdges: Int8Array;
  /** Per square slot: its corners as a bitmask of mysteries. */
  readonly squareMask: Int32Array;
  /** Per mystery: bit o set when mystery o shares a pair slot with it. */
  readonly neighbours: Int32Array;
  /** Per pair slot: bit q set when square slot q has the pair slot as one of its edges. */
  readonly edgeSquares: Int32Array;
  readonly unordered: boolean;
}

const compiledLayouts = new WeakMap<Layout, Compiled>();
let lastLayout: Layout | undefined;
let lastCompiled: Compiled | undefined;

export function compiledOf(layout: Layout): Compiled {
  if (layout === lastLayout) return lastCompiled!;
  let compiled = compiledLayouts.get(layout);
  if (!compiled) {
    compiled = compile(layout);
    compiledLayouts.set(layout, compiled);
  }
  lastLayout = layout;
  lastCompiled = compiled;
  return compiled;
}

function compile(layout: Layout): Compiled {
  const n = layout.mysteries.length;
  const adjStart = new Int8Array(n + 1);
  const adjEdge: number[] = [];
  const adjOther: number[] = [];
  const squareStart = new Int8Array(n + 1);
  const squareList: number[] = [];
  for (let m = 0; m < n; m++) {
    adjStart[m] = adjEdge.length;
    for (const e of layout.pairsOf[m]!) {
      const { a, b } = layout.pairs[e]!;
      adjEdge.push(e);
      adjOther.push(a === m ? b : a);
    }
    squareStart[m] = squareList.length;
    squareList.push(...layout.squaresOf[m]!);
  }
  adjStart[n] = adjEdge.length;
  squareStart[n] = squareList.length;
  const squareMask = Int32Array.from(layout.squares, (q) =>
    q.corners.reduce((mask, c) => mask | (1 << c), 0),
  );
  const neighbours = new Int32Array(n);
  for (const { a, b } of layout.pairs) {
    // The solver keeps one clue row per pair of mysteries (start.ts, linkRow).
    if ((neighbours[a]! >> b) & 1) throw new Error(`mysteries ${a} and ${b} share two pair slots`);
    neighbours[a]! |= 1 << b;
    neighbours[b]! |= 1 << a;
  }
  const edgeSquares = new Int32Array(layout.pairs.length);
  layout.squares.forEach((q, i) => {
    for (const e of q.edges) edgeSquares[e]! |= 1 << i;
  });
  return {
    n,
    edges: layout.pairs.length,
    squares: layout.squares.length,
    pairA: Int8Array.from(layout.pairs, (p) => p.a),
    pairB: Int8Array.from(layout.pairs, (p) => p.b),
    adjStart,
    adjEdge: Int8Array.from(adjEdge),
    adjOther: Int8Array.from(adjOther),
    squareStart,
    squareList: Int8Array.from(squareList),
    squareCorners: Int8Array.from(layout.squares.flatMap((q) => q.corners)),
    squareEdges: Int8Array.from(layout.squares.flatMap((q) => q.edges)),
    squareMask,
    neighbours,
    edgeSquares,
    unordered: SHAPES[layout.shape].unordered === true,
  };
}
