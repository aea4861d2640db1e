// Exact solution counting: depth-first search over candidate masks. It always branches on the
// mystery with the fewest candidates, and after each assignment prunes the neighbours through
// the pair clues, the square remainders and rule 2 (forward checking). Rule 4 - exactly one
// solution - is decided here and nowhere else. For the single-pair shape, whose two cells the
// game treats as interchangeable, (a, b) and (b, a) are one solution: only a <= b is enumerated.

import type { Puzzle } from '../../puzzle';
import { ANY, PARTNER, POPCOUNT, squareRemainder } from '../tables';
import { compiledOf, scratchFor, USED_STRIDE } from './compiled';
import { clueRows, startingDomains } from './start';

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
  return new Search(puzzle, limit).run();
}

/** The unique solution, or undefined when the puzzle has none or several. */
export function solveUnique(puzzle: Puzzle): number[] | undefined {
  const result = count(puzzle, 2);
  return result.count === 1 ? result.solution : undefined;
}

class Search {
  private readonly n: number;
  private readonly pairA: Int8Array;
  private readonly pairB: Int8Array;
  private readonly pairRow: Int32Array;
  private readonly squareCorners: Int8Array;
  private readonly squareEdges: Int8Array;
  private readonly squareAdd: Int32Array;
  private readonly squareMult: Int32Array;
  private readonly pairsOf: readonly (readonly number[])[];
  private readonly squaresOf: readonly (readonly number[])[];
  /** Candidate masks, one row of n per depth. */
  private readonly dom: Uint16Array;
  /** used[v * 10 + w] bit-packed: per depth, per value v, mask of w != v already paired with v. */
  private readonly used: Uint16Array;
  private readonly val: Int8Array;
  private special = -1;
  private found = 0;
  private nodes = 0;
  private first: number[] | undefined;
  private readonly feasible: boolean;
  private readonly unordered: boolean;

  constructor(
    puzzle: Puzzle,
    private readonly limit: number,
  ) {
    const { layout } = puzzle;
    const n = layout.mysteries.length;
    this.n = n;
    this.pairsOf = layout.pairsOf;
    this.squaresOf = layout.squaresOf;
    const compiled = compiledOf(layout);
    this.pairA = compiled.pairA;
    this.pairB = compiled.pairB;
    this.squareCorners = compiled.squareCorners;
    this.squareEdges = compiled.squareEdges;
    this.unordered = compiled.unordered;
    const rows = clueRows(puzzle);
    this.pairRow = rows?.pairRow ?? new Int32Array(0);
    this.squareAdd = rows?.squareAdd ?? new Int32Array(0);
    this.squareMult = rows?.squareMult ?? new Int32Array(0);
    const scratch = scratchFor(n);
    this.dom = scratch.dom;
    this.used = scratch.used;
    this.val = scratch.val;
    this.feasible = rows !== undefined && startingDomains(puzzle, compiled, rows, this.dom);
  }

  run(): CountResult {
    if (this.feasible && this.limit > 0) this.search(0);
    return { count: this.found, solution: this.first, nodes: this.nodes };
  }

  private search(depth: number): void {
    this.nodes++;
    const { n, dom, val } = this;
    const row = depth * n;
    let best = -1;
    let bestSize = 99;
    for (let m = 0; m < n; m++) {
      if (val[m] !== 0) continue;
      const size = POPCOUNT[dom[row + m]!]!;
      if (size < bestSize) {
        bestSize = size;
        best = m;
        if (size <= 1) break;
      }
    }
    if (best === -1) {
      this.found++;
      if (!this.first) this.first = Array.from(val.subarray(0, n));
      return;
    }
    let mask = dom[row + best]!;
    const savedSpecial = this.special;
    while (mask !== 0) {
      const bit = mask & -mask;
      mask ^= bit;
      const v = 31 - Math.clz32(bit);
      if (this.assign(depth, best, v)) this.search(depth + 1);
      val[best] = 0;
      this.special = savedSpecial;
      if (this.found >= this.limit) return;
    }
  }

  /** Copy depth's state to depth+1, set mystery m to v there and propagate; false on a contradiction. */
  private assign(depth: number, m: number, v: number): boolean {
    const { n, dom, used, val } = this;
    const from = depth * n;
    const to = from + n;
    dom.copyWithin(to, from, to);
    used.copyWithin((depth + 1) * USED_STRIDE, depth * USED_STRIDE, (depth + 1) * USED_STRIDE);
    const usedRow = (depth + 1) * USED_STRIDE;
    if (this.unordered && !inOrder(val, m, v)) return false;
    val[m] = v;
    dom[to + m] = 1 << v;
    let sameValueEdge = false;
    let newPair = false;

    for (const e of this.pairsOf[m]!) {
      const o = this.pairA[e] === m ? this.pairB[e]! : this.pairA[e]!;
      const w = val[o]!;
      if (w === 0) {
        const left = dom[to + o]! & PARTNER[this.pairRow[e]! + v]!;
        if (left === 0) return false;
        dom[to + o] = left;
      } else if (w !== v) {
        // The clue already held when o was assigned; only rule 2 can fail here.
        if ((used[usedRow + v]! & (1 << w)) !== 0) return false;
        used[usedRow + v]! |= 1 << w;
        used[usedRow + w]! |= 1 << v;
        newPair = true;
      } else {
        sameValueEdge = true;
      }
    }

    for (const q of this.squaresOf[m]!) {
      if (!this.propagateSquare(to, q)) return false;
    }

    // Rule 2 forward check: an assigned neighbour excludes every value it is already paired with.
    // Only m's own edges can change unless a new pair was used.
    if (newPair) {
      for (let e = 0; e < this.pairA.length; e++) if (!this.excludeUsed(to, usedRow, e)) return false;
    } else {
      for (const e of this.pairsOf[m]!) if (!this.excludeUsed(to, usedRow, e)) return false;
    }

    if (sameValueEdge && !this.checkSameValue(to, v)) return false;
    return true;
  }

  /** For an edge with exactly one end assigned, remove from the other end the values rule 2 bars. */
  private excludeUsed(to: number, usedRow: number, e: number): boolean {
    const a = this.pairA[e]!;
    const b = this.pairB[e]!;
    const va = this.val[a]!;
    const vb = this.val[b]!;
    if (va === 0) {
      if (vb === 0) return true;
      const left = this.dom[to + a]! & ~this.used[usedRow + vb]!;
      this.dom[to + a] = left;
      return left !== 0;
    }
    if (vb !== 0) return true;
    const left = this.dom[to + b]! & ~this.used[usedRow + va]!;
    this.dom[to + b] = left;
    return left !== 0;
  }

  private propagateSquare(to: number, q: number): boolean {
    const { dom, val } = this;
    const base = q * 4;
    let sum = 0;
    let product = 1;
    let unknown = 0;
    for (let i = base; i < base + 4; i++) {
      const x = val[this.squareCorners[i]!]!;
      if (x === 0) unknown++;
      else {
        sum += x;
        product *= x;
      }
    }
    const add = this.squareAdd[q]!;
    const mult = this.squareMult[q]!;
    if (unknown === 0) {
      if ((add !== ANY && sum !== add) || (mult !== ANY && product !== mult)) return false;
      const v = val[this.squareCorners[base]!]!;
      if (
        val[this.squareCorners[base + 1]!] === v &&
        val[this.squareCorners[base + 2]!] === v &&
        val[this.squareCorners[base + 3]!] === v
      ) {
        // All four equal: a special square. Rule 3 allows one.
        if (this.special !== -1 && this.special !== q) return false;
        this.special = q;
        return this.checkSameValue(to, v);
      }
      return true;
    }
    const restSum = add === ANY ? ANY : add - sum;
    let restProduct = ANY;
    if (mult !== ANY) {
      if (mult % product !== 0) return false;
      restProduct = mult / product;
    }
    const mask = squareRemainder(unknown, restSum, restProduct);
    if (mask === 0) return false;
    for (let i = base; i < base + 4; i++) {
      const c = this.squareCorners[i]!;
      if (val[c] !== 0) continue;
      const left = dom[to + c]! & mask;
      if (left === 0) return false;
      dom[to + c] = left;
    }
    return true;
  }

  /**
   * Rule 2 for the pair {v,v}: it may stand once, or as the four edges of the one special
   * square. Two or more {v,v} edges therefore force a square holding all of them to be all v.
   */
  private checkSameValue(to: number, v: number): boolean {
    const { dom, val, pairA, pairB, squareEdges } = this;
    let edges = 0;
    let firstEdge = -1;
    let secondEdge = -1;
    for (let e = 0; e < pairA.length; e++) {
      if (val[pairA[e]!] === v && val[pairB[e]!] === v) {
        edges++;
        if (firstEdge === -1) firstEdge = e;
        else if (secondEdge === -1) secondEdge = e;
      }
    }
    const special = this.special;
    if (special !== -1 && val[this.squareCorners[special * 4]!] === v) {
      // Every {v,v} edge must be one of the special square's own.
      for (let e = 0; e < pairA.length; e++) {
        if (val[pairA[e]!] !== v || val[pairB[e]!] !== v) continue;
        if (!squareHasEdge(squareEdges, special, e)) return false;
      }
      return true;
    }
    if (edges <= 1) return true;
    if (special !== -1) return false; // another value's special square exists: rule 3
    for (let q = 0; q < this.squareAdd.length; q++) {
      if (!squareHasEdge(squareEdges, q, firstEdge) || !squareHasEdge(squareEdges, q, secondEdge)) continue;
      for (let e = 0; e < pairA.length; e++) {
        if (val[pairA[e]!] === v && val[pairB[e]!] === v && !squareHasEdge(squareEdges, q, e)) return false;
      }
      for (let i = q * 4; i < q * 4 + 4; i++) {
        const c = this.squareCorners[i]!;
        if (val[c] === 0) {
          const left = dom[to + c]! & (1 << v);
          if (left === 0) return false;
          dom[to + c] = left;
        } else if (val[c] !== v) return false;
      }
      return true;
    }
    return false;
  }
}

/** Symmetry breaking for interchangeable cells 0 and 1: keep value(0) <= value(1). */
function inOrder(val: Int8Array, m: number, v: number): boolean {
  const other = val[1 - m]!;
  if (other === 0) return true;
  return m === 0 ? v <= other : other <= v;
}

function squareHasEdge(squareEdges: Int8Array, q: number, e: number): boolean {
  const base = q * 4;
  return (
    squareEdges[base] === e ||
    squareEdges[base + 1] === e ||
    squareEdges[base + 2] === e ||
    squareEdges[base + 3] === e
  );
}
