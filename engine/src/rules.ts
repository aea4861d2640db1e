// Rules 1-3 as the game states them, on complete and partial boards. This is the reference
// reading the solver is tested against, so it favours plainness over speed.
//
// Rule 2 counts every neighbouring pair, blank clue or not. The four edges of the one all-equal
// square around a square clue count as a single occurrence of {v,v}; {v,v} anywhere else is a
// repeat of it. On a partial board only definite breaks are reported: two {v,v} edges of one
// square whose other corners are still unknown may yet become the special square.

import { MAX_DIGIT, MIN_DIGIT } from './constants';
import type { Layout, SquareSlot } from './layout';
import type { Values } from './puzzle';

export type RuleNumber = 1 | 2 | 3;

export interface RuleBreak {
  readonly rule: RuleNumber;
  /** Grid indexes of the mysteries involved, ascending. */
  readonly cells: readonly number[];
  /** Grid indexes of the clues involved (pair clues for rule 2, square clues for rule 3), ascending. */
  readonly clues: readonly number[];
}

export function isDigit(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_DIGIT && value <= MAX_DIGIT;
}

/** The special squares of a complete-enough board: square clues whose four corners are known and equal. */
export function specialSquares(layout: Layout, values: Values): number[] {
  return layout.squares.flatMap((square, q) => (isAllEqual(square, values) ? [q] : []));
}

function isAllEqual(square: SquareSlot, values: Values): boolean {
  const v = values[square.corners[0]]!;
  return isDigit(v) && square.corners.every((c) => values[c] === v);
}

export function checkRules(layout: Layout, values: Values): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  const known = (m: number) => isDigit(values[m]!);
  layout.mysteries.forEach((cell, m) => {
    const v = values[m]!;
    if (v !== 0 && !isDigit(v)) breaks.push({ rule: 1, cells: [cell], clues: [] });
  });

  // Group the complete edges by their unordered pair of values.
  const byPair = new Map<string, number[]>();
  layout.pairs.forEach(({ a, b }, e) => {
    if (!known(a) || !known(b)) return;
    const x = Math.min(values[a]!, values[b]!);
    const y = Math.max(values[a]!, values[b]!);
    const key = `${x},${y}`;
    const edges = byPair.get(key);
    if (edges) edges.push(e);
    else byPair.set(key, [e]);
  });

  const specials = specialSquares(layout, values);
  const forced = new Set(specials);
  for (const [key, edges] of byPair) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    if (x !== y) {
      if (edges.length > 1) breaks.push(pairBreak(layout, edges, []));
      continue;
    }
    const own = specials.find((q) => values[layout.squares[q]!.corners[0]] === x);
    if (own !== undefined) {
      const extra = edges.filter((e) => !layout.squares[own]!.edges.includes(e));
      if (extra.length > 0) breaks.push(pairBreak(layout, extra, [own]));
      continue;
    }
    if (edges.length < 2) continue;
    const pending = layout.squares.findIndex(
      (square) =>
        edges.every((e) => square.edges.includes(e)) &&
        square.corners.every((c) => values[c] === x || !known(c)),
    );
    if (pending === -1) breaks.push(pairBreak(layout, edges, []));
    else forced.add(pending);
  }

  if (forced.size > 1) {
    const squares = [...forced].map((q) => layout.squares[q]!);
    breaks.push({
      rule: 3,
      cells: sorted(squares.flatMap((s) => s.corners.filter(known).map((c) => layout.mysteries[c]!))),
      clues: sorted(squares.map((s) => s.cell)),
    });
  }
  return breaks;
}

function pairBreak(layout: Layout, edges: readonly number[], squares: readonly number[]): RuleBreak {
  const cells = edges.flatMap((e) => [layout.pairs[e]!.a, layout.pairs[e]!.b]);
  for (const q of squares) cells.push(...layout.squares[q]!.corners);
  return {
    rule: 2,
    cells: sorted(cells.map((m) => layout.mysteries[m]!)),
    clues: sorted(edges.map((e) => layout.pairs[e]!.cell)),
  };
}

function sorted(list: readonly number[]): number[] {
  return [...new Set(list)].sort((a, b) => a - b);
}

const seenPairs = new Uint8Array(100);

/**
 * The same verdict as `checkRules(...).length === 0` for a complete board, without building
 * reports: the generator calls it on every candidate solution it samples.
 */
export function keepsRules(layout: Layout, values: Values): boolean {
  for (let m = 0; m < layout.mysteries.length; m++) if (!isDigit(values[m]!)) return false;
  let special = -1;
  for (let q = 0; q < layout.squares.length; q++) {
    if (!isAllEqual(layout.squares[q]!, values)) continue;
    if (special !== -1) return false;
    special = q;
  }
  seenPairs.fill(0);
  const specialEdges = special === -1 ? undefined : layout.squares[special]!.edges;
  if (specialEdges) {
    const v = values[layout.squares[special]!.corners[0]]!;
    seenPairs[v * 10 + v] = 1;
  }
  for (let e = 0; e < layout.pairs.length; e++) {
    if (specialEdges?.includes(e)) continue;
    const { a, b } = layout.pairs[e]!;
    const x = values[a]!;
    const y = values[b]!;
    const key = x < y ? x * 10 + y : y * 10 + x;
    if (seenPairs[key] === 1) return false;
    seenPairs[key] = 1;
  }
  return true;
}
