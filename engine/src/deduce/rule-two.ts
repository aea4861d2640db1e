// Technique 7, rule 2: two numbers cannot connect more than once. Once a pair of neighbours is
// settled ({3,4}, or a clue whose halves fix it), a mystery whose neighbour is 3 cannot be 4 on
// any other pair. The special square is the exception: its four edges are one {v,v}. And with a
// special square already on the board, no other square may be all equal (rule 3).

import { message, narrowCell } from './build';
import type { Deduction, Technique } from './deduction';
import { cellFact } from './facts';
import type { Knowledge } from './knowledge';
import { bit } from './masks';
import { type SettledPair, settledPair, settledPairKey } from './pair-math';

export const ruleTwo: Technique = {
  id: 'rule-2',
  find(k: Knowledge, out: Deduction[]): void {
    strikes(k, out, -1);
    ruleThree(k, out);
  },
  findAbout(k: Knowledge, out: Deduction[], target: number): void {
    if (target >= k.cand.length) return;
    strikes(k, out, target);
    ruleThree(k, out);
  },
};

/** Rule-2 strike-outs on every mystery, or only on `target` (-1 for all). */
function strikes(k: Knowledge, out: Deduction[], target: number): void {
  const { pairs } = k.layout;
  // Each slot's settled pair as 10x + y (0: none), from the numbers and halves alone; its premises
  // are built only for a strike-out, as this runs every round of the cheapest-first loop.
  const keys: number[] = new Array(pairs.length);
  const settled: (SettledPair | undefined)[] = new Array(pairs.length);
  const settledAt = (e: number) => (settled[e] ??= settledPair(k, e)!);
  // Per digit v: the digits w with {v, w} settled somewhere - a quick test before the details.
  const partners = new Array<number>(10).fill(0);
  for (let e = 0; e < pairs.length; e++) {
    const key = settledPairKey(k, e);
    keys[e] = key;
    if (key === 0) continue;
    const x = Math.floor(key / 10);
    const y = key % 10;
    partners[x]! |= bit(y);
    partners[y]! |= bit(x);
  }
  for (let f = 0; f < pairs.length; f++) {
    const { a, b } = pairs[f]!;
    for (let side = 0; side < 2; side++) {
      const known = side === 0 ? a : b;
      const other = side === 0 ? b : a;
      if (target !== -1 && other !== target) continue;
      const v = k.value(known);
      if (v === 0 || (k.cand[other]! & partners[v]!) === 0) continue;
      for (let e = 0; e < keys.length; e++) {
        const key = keys[e]!;
        if (key === 0 || e === f) continue;
        const x = Math.floor(key / 10);
        const y = key % 10;
        if (x === v || y === v) strike(k, out, x === v ? y : x, settledAt, e, f, known, other, v);
      }
    }
  }
}

/** Strike from `other` the digit w that would repeat settled pair e ({v, w}) on edge f. */
function strike(
  k: Knowledge,
  out: Deduction[],
  w: number,
  settledAt: (e: number) => SettledPair,
  e: number,
  f: number,
  known: number,
  other: number,
  v: number,
): void {
  if ((k.cand[other]! & bit(w)) === 0) return;
  if (v === w && maySpecialSquare(k, e, f, v)) return;
  const pair = settledAt(e);
  // Already settled to w (while following a guess): not "this number is not w" but the repeat.
  const settled = k.cand[other] === bit(w);
  const x = Math.min(v, w);
  const y = Math.max(v, w);
  const msg = settled ? message('rule2-hint-4', { x, y }) : message('rule2-hint-1', { x, y, value: w });
  // Two {v,v} edges of one square: what stops that square being special is a premise too.
  const square = v === w ? sharedCorners(k, e, f) : [];
  const premises = [...pair.premises, cellFact(known), ...square];
  const d = narrowCell(k, 'rule-2', other, ~bit(w), premises, msg);
  if (!d) return;
  // Written out rather than spread conditionally: this runs for every strike-out of every round.
  out.push(
    settled ? { ...d, conflicts: pair.premises, breaks: 'rule-2' } : { ...d, conflicts: pair.premises },
  );
}

/** Edges e and f may both be {v,v} only as two sides of one square that can still be all v. */
function maySpecialSquare(k: Knowledge, e: number, f: number, v: number): boolean {
  return k.layout.squares.some(
    (square) =>
      square.edges.includes(e) &&
      square.edges.includes(f) &&
      square.corners.every((c) => (k.cand[c]! & bit(v)) !== 0),
  );
}

function sharedCorners(k: Knowledge, e: number, f: number): number[] {
  return k.layout.squares
    .filter((square) => square.edges.includes(e) && square.edges.includes(f))
    .flatMap((square) => square.corners.map(cellFact));
}

function ruleThree(k: Knowledge, out: Deduction[]): void {
  const { squares } = k.layout;
  const special = squares.findIndex((s) => {
    const v = k.value(s.corners[0]);
    return v !== 0 && s.corners.every((c) => k.value(c) === v);
  });
  if (special === -1) return;
  const specialCells = squares[special]!.corners.map(cellFact);
  squares.forEach((square, q) => {
    if (q === special) return;
    const open = square.corners.filter((c) => k.value(c) === 0);
    if (open.length !== 1) return;
    const known = square.corners.filter((c) => c !== open[0]);
    const v = k.value(known[0]!);
    if (!known.every((c) => k.value(c) === v)) return;
    const msg = message('rule2-hint-2', { value: v });
    const d = narrowCell(k, 'rule-2', open[0]!, ~bit(v), [...specialCells, ...known.map(cellFact)], msg);
    if (d) out.push({ ...d, conflicts: specialCells });
  });
}
