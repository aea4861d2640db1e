// A judge, independent of the error assist's own search, of whether supposing a wrong number
// leads to a contradiction within a few forced steps. It follows the forced steps of techniques
// 1-7 two ways (cheapest first as grading does, and breadth first: every technique's findings on
// one board applied together), for as long as they go, and reads every state it passes with the
// reference rule and clue checks (rules.ts, clue-check.ts), not with breaks.ts. Each contradiction
// met counts the steps it rests on, plus one for the contradiction itself; the fewest is the answer.

import { checkClues } from '../clue-check';
import { suppose } from '../deduce/chain';
import type { Deduction } from '../deduce/deduction';
import { pairFact, squareFact } from '../deduce/facts';
import type { Knowledge } from '../deduce/knowledge';
import { type Log, propagate, rebased, record, stepsBehind } from '../deduce/propagate';
import { DIRECT_TECHNIQUES } from '../deduce/techniques';
import type { Puzzle } from '../puzzle';
import { checkRules } from '../rules';

const ROUNDS = 200;

/** The fewest steps to a contradiction after supposing mystery `m` is `value`; Infinity if none is met. */
export function shortestReason(k: Knowledge, m: number, value: number): number {
  return Math.min(follow(k, m, value, false), follow(k, m, value, true));
}

function follow(k: Knowledge, m: number, value: number, breadthFirst: boolean): number {
  const { trial, log } = suppose(k, m, value);
  let best = brokenNow(trial, log);
  const emptied = (d: Deduction, at: number) => {
    const behind = stepsBehind(log, d.premises, at).filter((i) => i !== 0);
    best = Math.min(best, behind.length + 1);
  };
  if (!breadthFirst) {
    const outcome = propagate(trial, log, {
      techniques: DIRECT_TECHNIQUES,
      maxRounds: ROUNDS,
      stopAt: () => {
        best = Math.min(best, brokenNow(trial, log));
        return false;
      },
    });
    if (outcome === 'contradiction') emptied(log.steps.at(-1)!, log.steps.length - 1);
    return best;
  }
  for (let round = 0; round < ROUNDS; round++) {
    const found: Deduction[] = [];
    for (const technique of DIRECT_TECHNIQUES) technique.find(trial, found);
    let progressed = false;
    for (const next of found) {
      const d = rebased(trial, next);
      if (!trial.apply(d)) continue;
      progressed = true;
      const at = record(log, d);
      if (trial.cand[d.target] === 0) {
        emptied(d, at);
        return best;
      }
      best = Math.min(best, brokenNow(trial, log));
    }
    if (!progressed) break;
  }
  return best;
}

/** The fewest steps behind a broken rule or clue on the settled numbers now, plus one; Infinity if none. */
function brokenNow(k: Knowledge, log: Log): number {
  const { layout } = k;
  const values = k.values();
  const reasons: number[][] = [];
  for (const broken of checkRules(layout, values)) {
    const cells = broken.cells.map((c) => layout.mysteryAt[c]!);
    const edges = broken.clues.map((c) => layout.pairAt[c]!).filter((e) => e >= 0);
    // Equal pairs that might be one special square: what keeps the square from it counts too.
    const corners = layout.squares
      .filter((s) => edges.filter((e) => s.edges.includes(e)).length >= 2)
      .flatMap((s) => s.corners);
    reasons.push([...cells, ...corners]);
  }
  // Clue halves known by now, shown or worked out, judged against the settled numbers.
  const puzzle: Puzzle = {
    layout,
    givens: values.map(() => 0),
    pairClues: layout.pairs.map((_, p) => ({
      add: k.pairHalf(p, 'add'),
      mult: k.pairHalf(p, 'mult'),
    })),
    squareClues: layout.squares.map((_, q) => ({
      add: k.squareHalf(q, 'add'),
      mult: k.squareHalf(q, 'mult'),
    })),
  };
  for (const broken of checkClues(puzzle, values)) {
    const p = layout.pairAt[broken.cell]!;
    const q = layout.squareAt[broken.cell]!;
    const half = broken.half === 'add' ? 'add' : 'mult';
    if (p >= 0) reasons.push([layout.pairs[p]!.a, layout.pairs[p]!.b, pairFact(layout, p, half)]);
    else if (q >= 0) reasons.push([...layout.squares[q]!.corners, squareFact(layout, q, half)]);
  }
  let best = Number.POSITIVE_INFINITY;
  for (const facts of reasons) {
    const behind = stepsBehind(log, facts, log.steps.length).filter((i) => i !== 0);
    best = Math.min(best, behind.length + 1);
  }
  return best;
}
