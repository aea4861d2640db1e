// What every search over a layout shares: the layout's lists as typed arrays, compiled once,
// and scratch buffers. A search runs to its end without yielding, so one set of buffers serves
// all of them and counting allocates almost nothing.

import type { Layout } from '../../layout';
import { SHAPES } from '../../shapes';

/** Entries per depth in the rule-2 table: one mask per value 0..9. */
export const USED_STRIDE = 10;

/** Layout lists flattened to typed arrays once per layout. */
export interface Compiled {
  readonly pairA: Int8Array;
  readonly pairB: Int8Array;
  readonly squareCorners: Int8Array;
  readonly squareEdges: Int8Array;
  readonly unordered: boolean;
}

const compiledLayouts = new WeakMap<Layout, Compiled>();

export function compiledOf(layout: Layout): Compiled {
  let compiled = compiledLayouts.get(layout);
  if (!compiled) {
    compiled = {
      pairA: Int8Array.from(layout.pairs, (p) => p.a),
      pairB: Int8Array.from(layout.pairs, (p) => p.b),
      squareCorners: Int8Array.from(layout.squares.flatMap((q) => q.corners)),
      squareEdges: Int8Array.from(layout.squares.flatMap((q) => q.edges)),
      unordered: SHAPES[layout.shape].unordered === true,
    };
    compiledLayouts.set(layout, compiled);
  }
  return compiled;
}

export interface Scratch {
  /** Candidate masks, one row of n per depth. */
  readonly dom: Uint16Array;
  /** Per depth, per value v: mask of the values w != v already paired with v. */
  readonly used: Uint16Array;
  /** Assigned value per mystery, 0 when unassigned. */
  readonly val: Int8Array;
}

let scratch: Scratch = { dom: new Uint16Array(0), used: new Uint16Array(0), val: new Int8Array(0) };
let scratchSize = 0;

/** Buffers for a search over n mysteries, cleared where a search expects zeros. */
export function scratchFor(n: number): Scratch {
  if (n > scratchSize) {
    scratchSize = n;
    scratch = {
      dom: new Uint16Array((n + 1) * n),
      used: new Uint16Array((n + 1) * USED_STRIDE),
      val: new Int8Array(n),
    };
  }
  scratch.val.fill(0, 0, n);
  scratch.used.fill(0, 0, USED_STRIDE);
  return scratch;
}
