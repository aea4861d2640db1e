// Exact solution counting: depth-first search over candidate masks. It always branches on the
// mystery with the fewest candidates, and after each assignment prunes the neighbours through
// the pair clues, the square remainders and rule 2 (forward checking). Rule 4 - exactly one
// solution - is decided here and nowhere else. For the single-pair shape, whose two cells the
// game treats as interchangeable, (a, b) and (b, a) are one solution: only a <= b is enumerated.
//
// A search runs to its end without yielding, so its state lives in module variables and
// buffers reused by every search: counting allocates only its result.

import type { Puzzle } from '../puzzle';
import { type Compiled, compiledOf, USED_STRIDE } from './compiled';
import { type ClueRows, startingState } from './start';
import {
  ANY,
  ANY_PRODUCT_SLOT,
  ANY_SUM_SLOT,
  MAX_SQUARE_PRODUCT,
  PARTNER,
  POPCOUNT,
  PRODUCT_SLOT,
  PRODUCT_SLOTS,
  REMAINDER,
  SUM_SLOTS,
} from './tables';

export interface CountResult {
  /** Solutions found, stopping at the limit: `count(p, 2).count === 1` means rule 4 holds. */
  readonly count: number;
  /** The first solution found, per mystery ordinal; the solution when count is 1. */
  readonly solution: number[] | undefined;
  /** Search nodes visited, for benchmarks. */
  readonly nodes: number;
}

/**
 * Count the solutions of a puzzle under rules 1-3 and its shown clues, up to `limit`.
 * Out-of-range clue halves make a puzzle with no solutions rather than an error.
 */
export function count(puzzle: Puzzle, limit = 2): CountResult {
  const compiled = compiledOf(puzzle.layout);
  load(compiled);
  found = 0;
  nodes = 0;
  first = undefined;
  special = -1;
  searchLimit = limit;
  if (startingState(puzzle, compiled, rows, g_dom) && limit > 0) {
    g_linkRow = rows.linkRow;
    g_cluedSquares = rows.cluedSquares;
    g_squareAdd = rows.squareAdd;
    g_squareMult = rows.squareMult;
    search(0, rows.singles);
  }
  return { count: found, solution: first, nodes };
}

/** The unique solution, or undefined when the puzzle has none or several. */
export function solveUnique(puzzle: Puzzle): number[] | undefined {
  const result = count(puzzle, 2);
  return result.count === 1 ? result.solution : undefined;
}

// The layout being searched.
let g_n = 0;
let g_adjStart: Int8Array = new Int8Array(0);
let g_adjEdge: Int8Array = new Int8Array(0);
let g_adjOther: Int8Array = new Int8Array(0);
let g_squareStart: Int8Array = new Int8Array(0);
let g_squareList: Int8Array = new Int8Array(0);
let g_squareCorners: Int8Array = new Int8Array(0);
let g_edgeSquares: Int32Array = new Int32Array(0);
let g_neighbours: Int32Array = new Int32Array(0);
let g_squareMask: Int32Array = new Int32Array(0);
let g_unordered = false;

// The clues.
const rows: ClueRows = {
  linkRow: new Int32Array(0),
  squareAdd: new Int32Array(0),
  squareMult: new Int32Array(0),
  cluedSquares: 0,
  singles: 0,
};
let g_linkRow: Int32Array = rows.linkRow;
let g_cluedSquares = 0;
let g_squareAdd: Int32Array = rows.squareAdd;
let g_squareMult: Int32Array = rows.squareMult;

// Search state.
/**
 * Candidate masks: rows of an even length (stride >= n), to copy as 32-bit words; one row per
 * branching node on the current path (a forced node works in its parent's row).
 */
let g_dom: Uint16Array = new Uint16Array(0);
let g_dom32: Uint32Array = new Uint32Array(0);
let g_stride = 0;
/**
 * Rule 2 so far: per value v, the mask of values w != v already paired with v. Set as pairs
 * are made and cleared as the search backs out of them (a pair's bits were clear before it).
 */
const g_used = new Uint16Array(USED_STRIDE);
/** Assigned value per mystery, 0 when unassigned. */
let g_val: Int8Array = new Int8Array(0);
/** Per value: the mysteries assigned it, as a bitmask; and all assigned mysteries. */
const g_cellsOf = new Int32Array(10);
/** Per value: the mysteries next to one holding it (the union of their neighbours masks). */
const g_nextTo = new Int32Array(10);
let g_assigned = 0;
let capacity = 0;
let special = -1;
let found = 0;
let nodes = 0;
let searchLimit = 2;
let first: number[] | undefined;

function load(c: Compiled): void {
  g_n = c.n;
  g_adjStart = c.adjStart;
  g_adjEdge = c.adjEdge;
  g_adjOther = c.adjOther;
  g_squareStart = c.squareStart;
  g_squareList = c.squareList;
  g_squareCorners = c.squareCorners;
  g_edgeSquares = c.edgeSquares;
  g_neighbours = c.neighbours;
  g_squareMask = c.squareMask;
  g_unordered = c.unordered;
  g_stride = (g_n + 1) & ~1;
  if (g_n > capacity) {
    capacity = g_n;
    g_dom = new Uint16Array((g_n + 1) * ((g_n + 1) & ~1));
    g_dom32 = new Uint32Array(g_dom.buffer);
    g_val = new Int8Array(g_n);
  }
  for (let m = 0; m < g_n; m++) g_val[m] = 0;
  for (let i = 0; i < USED_STRIDE; i++) {
    g_used[i] = 0;
    g_cellsOf[i] = 0;
    g_nextTo[i] = 0;
  }
  g_assigned = 0;
}

/**
 * A node whose candidates are the dom row at offset `row`. A node with one candidate left
 * propagates into its own row (its only child is its last use of it); a node that branches
 * gives each child a copy in the next row. `singles`: the free mysteries with one candidate in
 * that row, kept as candidates shrink so that most nodes (forced ones) pick their mystery
 * without a scan.
 */
function search(row: number, singles: number): void {
  const n = g_n;
  const dom = g_dom;
  const val = g_val;
  nodes++;
  let best = -1;
  let bestSize = 99;
  if (singles !== 0) {
    // The scan below would stop at the first free mystery with one candidate: this one.
    best = 31 - Math.clz32(singles & -singles);
    bestSize = 1;
  } else {
    for (let free = ~g_assigned & ((1 << n) - 1); free !== 0; free &= free - 1) {
      const m = 31 - Math.clz32(free & -free);
      const size = POPCOUNT[dom[row + m]!]!;
      if (size < bestSize) {
        bestSize = size;
        best = m;
        // No free mystery has fewer than two (none has one: singles is empty).
        if (size <= 2) break;
      }
    }
  }
  if (best === -1) {
    found++;
    if (first === undefined) {
      const solution = new Array<number>(n);
      for (let m = 0; m < n; m++) solution[m] = val[m]!;
      first = solution;
    }
    return;
  }
  // Branch on m's candidates. Setting m and propagating is written out here rather than in a
  // function of its own: one call per node fewer, on the hottest path of the engine.
  const m = best;
  let mask = dom[row + m]!;
  const savedSpecial = special;
  const to = bestSize === 1 ? row : row + g_stride;
  const nextTo = g_nextTo;
  const used = g_used;
  const cellsOf = g_cellsOf;
  const clued = g_cluedSquares;
  const squareMask = g_squareMask;
  const linkRow = g_linkRow;
  const squareStart = g_squareStart;
  const squareList = g_squareList;
  const near = g_neighbours[m]!;
  const linkBase = m * n;
  while (mask !== 0) {
    const bit = mask & -mask;
    mask ^= bit;
    const v = 31 - Math.clz32(bit);
    const savedNextTo = nextTo[v]!;
    /** Whether setting m to v left every mystery a candidate (propagate ran to its end). */
    let consistent = false;
    /** The partners paired with v here (their bits set in g_used), for the undo. */
    let added = 0;
    /** The free mysteries with one candidate in the row at `to`. */
    let grown = 0;
    // Set m to v in the row at `to` (a copy of this node's row unless they are the same) and
    // propagate; a contradiction breaks out. A loop run once, for the labelled breaks.
    propagate: for (;;) {
      if (row !== to) {
        const dom32 = g_dom32;
        for (let i = row >> 1, j = to >> 1; j < (to + g_stride) >> 1; i++, j++) dom32[j] = dom32[i]!;
      }
      if (g_unordered && !inOrder(m, v)) break;
      const before = g_assigned;
      const assigned = before | (1 << m);
      /** m's neighbours already holding v: each edge to one is a {v,v} pair. */
      const sameValueEdge = (near & cellsOf[v]!) !== 0;
      val[m] = v;
      cellsOf[v]! |= 1 << m;
      g_assigned = assigned;
      g_nextTo[v]! |= near;
      dom[to + m] = 1 << v;
      grown = singles & ~(1 << m);
      /** Values whose rule-2 mask grew: bit v and each new partner's bit. */
      let changed = 0;

      // Each edge to an assigned neighbour holding another value is a new pair {v,w}. Its clue
      // already held when that neighbour was assigned; only rule 2 can fail here.
      for (let others = near & before & ~cellsOf[v]!; others !== 0; others &= others - 1) {
        const w = val[31 - Math.clz32(others & -others)]!;
        if ((used[v]! & (1 << w)) !== 0) break propagate;
        used[v]! |= 1 << w;
        used[w]! |= 1 << v;
        added |= 1 << w;
        changed |= (1 << v) | (1 << w);
      }
      // m's free neighbours: their pair clue with m, and rule 2 - v's pairs so far are all known
      // now, and none of its partners may stand next to m.
      const notPaired = ~used[v]!;
      for (let free = near & ~assigned; free !== 0; free &= free - 1) {
        const o = 31 - Math.clz32(free & -free);
        const left = dom[to + o]! & PARTNER[linkRow[linkBase + o]! + v]! & notPaired;
        if (left === 0) break propagate;
        dom[to + o] = left;
        if ((left & (left - 1)) === 0) grown |= 1 << o;
      }

      const squareEnd = squareStart[m + 1]!;
      for (let k = squareStart[m]!; k < squareEnd; k++) {
        const q = squareList[k]!;
        let more = 0;
        if (((clued >> q) & 1) !== 0) more = propagateSquare(to, q);
        else if ((squareMask[q]! & ~cellsOf[v]!) === 0) {
          // A blank square prunes nothing and holds whatever its corners sum and multiply to; it
          // matters only once all four corners hold one value, as a special square.
          if (special !== -1 && special !== q) break propagate;
          special = q;
          more = checkSameValue(to, v);
        }
        if (more < 0) break propagate;
        grown |= more;
      }

      // Rule 2 forward check: an assigned neighbour excludes every value it is already paired with.
      // m's own free neighbours are done above; other edges only where that end's mask grew (the
      // rest were pruned at an earlier depth, and the candidates are copied down): the free
      // neighbours of every mystery holding a value whose mask grew.
      if (changed !== 0) {
        for (let values = changed; values !== 0; values &= values - 1) {
          const x = 31 - Math.clz32(values & -values);
          const bar = ~used[x]!;
          const done = x === v ? near : 0;
          for (let targets = nextTo[x]! & ~assigned & ~done; targets !== 0; targets &= targets - 1) {
            const o = 31 - Math.clz32(targets & -targets);
            const left = dom[to + o]! & bar;
            if (left === 0) break propagate;
            dom[to + o] = left;
            if ((left & (left - 1)) === 0) grown |= 1 << o;
          }
        }
      }

      if (sameValueEdge) {
        const more = checkSameValue(to, v);
        if (more < 0) break;
        grown |= more;
      }
      consistent = true;
      break;
    }
    if (consistent) search(to, grown);
    for (; added !== 0; added &= added - 1) {
      const w = 31 - Math.clz32(added & -added);
      used[v]! &= ~(1 << w);
      used[w]! &= ~(1 << v);
    }
    val[m] = 0;
    cellsOf[v]! &= ~(1 << m);
    nextTo[v] = savedNextTo;
    g_assigned &= ~(1 << m);
    special = savedSpecial;
    if (found >= searchLimit) return;
  }
}

/**
 * Prune the free corners of square q, which shows a half, by its clue; -1 on a contradiction,
 * else the corners left with one candidate.
 */
function propagateSquare(to: number, q: number): number {
  const dom = g_dom;
  const val = g_val;
  const squareCorners = g_squareCorners;
  const squareAdd = g_squareAdd;
  const squareMult = g_squareMult;
  const base = q * 4;
  let sum = 0;
  let product = 1;
  let unknown = 0;
  for (let i = base; i < base + 4; i++) {
    const x = val[squareCorners[i]!]!;
    if (x === 0) unknown++;
    else {
      sum += x;
      product *= x;
    }
  }
  const add = squareAdd[q]!;
  const mult = squareMult[q]!;
  if (unknown === 0) {
    if ((add !== ANY && sum !== add) || (mult !== ANY && product !== mult)) return -1;
    const v = val[squareCorners[base]!]!;
    if (
      val[squareCorners[base + 1]!] === v &&
      val[squareCorners[base + 2]!] === v &&
      val[squareCorners[base + 3]!] === v
    ) {
      // All four equal: a special square. Rule 3 allows one.
      if (special !== -1 && special !== q) return -1;
      special = q;
      return checkSameValue(to, v);
    }
    return 0;
  }
  // squareRemainder(unknown, add - sum, mult / product), inlined: the halves are integers here.
  let sumSlot = ANY_SUM_SLOT;
  if (add !== ANY) {
    sumSlot = add - sum;
    if (sumSlot < unknown || sumSlot > 9 * unknown) return -1;
  }
  let productSlot = ANY_PRODUCT_SLOT;
  if (mult !== ANY) {
    // One integer division: the known corners' product must divide the clue.
    const restProduct = (mult / product) | 0;
    if (restProduct * product !== mult) return -1;
    if (restProduct > MAX_SQUARE_PRODUCT) return -1;
    productSlot = PRODUCT_SLOT[restProduct]!;
    if (productSlot === -1) return -1;
  }
  const mask = REMAINDER[(unknown * SUM_SLOTS + sumSlot) * PRODUCT_SLOTS + productSlot]!;
  if (mask === 0) return -1;
  let singles = 0;
  for (let i = base; i < base + 4; i++) {
    const c = squareCorners[i]!;
    if (val[c] !== 0) continue;
    const left = dom[to + c]! & mask;
    if (left === 0) return -1;
    dom[to + c] = left;
    if ((left & (left - 1)) === 0) singles |= 1 << c;
  }
  return singles;
}

/**
 * Rule 2 for the pair {v,v}: it may stand once, or as the four edges of the one special
 * square. Two or more {v,v} edges therefore force a square holding all of them to be all v.
 * -1 on a contradiction, else the corners so forced (left with one candidate).
 */
function checkSameValue(to: number, v: number): number {
  const dom = g_dom;
  const val = g_val;
  const adjStart = g_adjStart;
  const adjEdge = g_adjEdge;
  const adjOther = g_adjOther;
  const edgeSquares = g_edgeSquares;
  const squareCorners = g_squareCorners;
  let edges = 0;
  /** Squares having every {v,v} edge as their own. */
  let holders = -1;
  for (let cells = g_cellsOf[v]!; cells !== 0; cells &= cells - 1) {
    const c = 31 - Math.clz32(cells & -cells);
    const end = adjStart[c + 1]!;
    for (let k = adjStart[c]!; k < end; k++) {
      const o = adjOther[k]!;
      if (o > c && val[o] === v) {
        edges++;
        holders &= edgeSquares[adjEdge[k]!]!;
      }
    }
  }
  if (special !== -1 && val[squareCorners[special * 4]!] === v) {
    // Every {v,v} edge must be one of the special square's own.
    return ((holders >> special) & 1) !== 0 ? 0 : -1;
  }
  if (edges <= 1) return 0;
  if (special !== -1) return -1; // another value's special square exists: rule 3
  // Two edges lie together in at most one square: holders is that square, or none.
  if (holders === 0) return -1;
  const q = 31 - Math.clz32(holders);
  let singles = 0;
  for (let i = q * 4; i < q * 4 + 4; i++) {
    const c = squareCorners[i]!;
    if (val[c] === 0) {
      const left = dom[to + c]! & (1 << v);
      if (left === 0) return -1;
      dom[to + c] = left;
      singles |= 1 << c;
    } else if (val[c] !== v) return -1;
  }
  return singles;
}

/** Symmetry breaking for interchangeable cells 0 and 1: keep value(0) <= value(1). */
function inOrder(m: number, v: number): boolean {
  const val = g_val;
  const other = val[1 - m]!;
  if (other === 0) return true;
  return m === 0 ? v <= other : other <= v;
}
