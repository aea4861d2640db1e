// What can be known about a puzzle at one moment: the candidates of every mystery and every
// clue half that is shown or has been deduced. Techniques read it; deductions narrow it.

import type { Layout } from '../layout';
import type { Puzzle, Values } from '../puzzle';
import { isDigit } from '../rules';
import { SHAPES } from '../shapes';
import type { Deduction } from './deduction';
import { factCount, type Half, pairFact, squareFact } from './facts';
import { ALL_DIGITS_MASK, bit, onlyDigit } from './masks';

/** Clue halves the player has worked out (notes that equal the true clue), by grid cell. */
export interface KnownHalf {
  readonly cell: number;
  readonly half: Half;
  readonly value: number;
}

export class Knowledge {
  readonly layout: Layout;
  /** Per mystery ordinal: candidate mask. */
  readonly cand: number[];
  /** Per fact: the value of a clue half, 0 while unknown (cell facts stay 0). */
  readonly half: number[];
  /** The two cells of single-pair are interchangeable (spec: either number in either cell). */
  readonly unordered: boolean;
  /**
   * The puzzle's solution when the caller knows it. Never used to conclude anything: the chain
   * search only skips supposing the true value, which can never lead to a contradiction.
   */
  solution: Values | undefined;

  constructor(layout: Layout, cand: number[], half: number[], solution?: Values) {
    this.layout = layout;
    this.cand = cand;
    this.half = half;
    this.solution = solution;
    this.unordered = SHAPES[layout.shape].unordered === true;
  }

  /** The start of a puzzle plus whatever the player has filled in or worked out. */
  static of(puzzle: Puzzle, values?: Values, halves: readonly KnownHalf[] = []): Knowledge {
    const { layout } = puzzle;
    const cand = layout.mysteries.map((_, m) => {
      const v = puzzle.givens[m] || values?.[m] || 0;
      return isDigit(v) ? bit(v) : ALL_DIGITS_MASK;
    });
    const half = new Array<number>(factCount(layout)).fill(0);
    puzzle.pairClues.forEach((clue, p) => {
      half[pairFact(layout, p, 'add')] = clue.add;
      half[pairFact(layout, p, 'mult')] = clue.mult;
    });
    puzzle.squareClues.forEach((clue, q) => {
      half[squareFact(layout, q, 'add')] = clue.add;
      half[squareFact(layout, q, 'mult')] = clue.mult;
    });
    for (const known of halves) {
      const p = layout.pairAt[known.cell] ?? -1;
      const q = layout.squareAt[known.cell] ?? -1;
      if (p >= 0) half[pairFact(layout, p, known.half)] = known.value;
      else if (q >= 0) half[squareFact(layout, q, known.half)] = known.value;
    }
    return new Knowledge(layout, cand, half);
  }

  clone(): Knowledge {
    return new Knowledge(this.layout, [...this.cand], [...this.half], this.solution);
  }

  /** The mystery's value when only one candidate is left, else 0. */
  value(m: number): number {
    return onlyDigit(this.cand[m]!);
  }

  pairHalf(p: number, half: Half): number {
    return this.half[pairFact(this.layout, p, half)]!;
  }

  squareHalf(q: number, half: Half): number {
    return this.half[squareFact(this.layout, q, half)]!;
  }

  /** Narrow the state by a deduction; false when it no longer changes anything. */
  apply(d: Deduction): boolean {
    if (d.target < this.cand.length) {
      const before = this.cand[d.target]!;
      const after = before & d.result;
      if (after === before) return false;
      this.cand[d.target] = after;
      return true;
    }
    if (this.half[d.target] !== 0) return false;
    this.half[d.target] = d.result;
    return true;
  }

  /** A mystery with no candidate left, or -1. */
  emptyCell(): number {
    return this.cand.indexOf(0);
  }

  isSolved(): boolean {
    return this.cand.every((mask) => onlyDigit(mask) !== 0);
  }

  values(): number[] {
    return this.cand.map((mask) => onlyDigit(mask));
  }
}
