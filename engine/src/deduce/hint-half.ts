// A long hint stops at a hidden clue on its way. When the shortest way to a number takes many
// steps, and one of them works out a clue half nobody has written in yet, the hint can end there:
// "So these numbers add up to 7. Write 7 in this clue." The player writes it in, and the next hint
// starts from it, so each hint teaches a shorter piece of the reasoning.

import type { PlayerBoard } from './board';
import { message } from './build';
import { type Deduction, TECHNIQUES, type TechniqueId } from './deduction';
import { describeFact, factCell, type Half } from './facts';
import { hardestOf, nudgeOf, shownDeductions } from './hint-levels';
import { minimize } from './hint-minimize';
import { blankStep, type HintStep, type SmartHint } from './hint-record';
import type { Knowledge } from './knowledge';
import { newLog, record, stepsBehind } from './propagate';

/** Reasoning steps a hint may take before it looks for a clue half to stop at. */
export const SHORT_HINT = 4;
/** How many of the clue halves on the way are made short and weighed in full. */
const WEIGHED = 2;

export interface HalfWay {
  /** The clue's grid cell, which half, and its number. */
  readonly cell: number;
  readonly half: Half;
  readonly value: number;
  /** The reasoning steps, the last of which works out the half. */
  readonly steps: HintStep[];
  readonly techniques: TechniqueId[];
}

/**
 * Of the clue halves that `deductions` (a number's reasoning from `start`) work out on the way,
 * the one shown in the most steps that are still at most SHORT_HINT (it takes the biggest piece
 * of the long reasoning), else the one shown in the fewest; undefined when there is none.
 */
export function halfOnTheWay(
  board: PlayerBoard,
  start: Knowledge,
  deductions: readonly Deduction[],
): HalfWay | undefined {
  // Each half's own steps among the number's, by what its premises rest on: cheap, so every half
  // is weighed this way and only the likeliest few are made short (minimize) and shown.
  const log = newLog();
  for (const d of deductions) record(log, d);
  const firstChain = deductions.findIndex((d) => d.chain !== undefined);
  const halves: { at: number; used: number[] }[] = [];
  deductions.forEach((d, i) => {
    if (d.target < start.cand.length || start.half[d.target] !== 0) return;
    if (firstChain !== -1 && i > firstChain) return;
    halves.push({ at: i, used: [...stepsBehind(log, d.premises, i), i] });
  });
  const rank = (n: number) => (n <= SHORT_HINT ? n : -n);
  halves.sort((a, b) => rank(b.used.length) - rank(a.used.length));
  let best: HalfWay | undefined;
  const score = (way: HalfWay) => rank(way.steps.length);
  for (const { at, used } of halves.slice(0, WEIGHED)) {
    const way = shownHalf(
      board,
      start,
      used.map((i) => deductions[i]!),
      deductions[at]!,
    );
    if (way && (!best || score(way) > score(best))) best = way;
  }
  return best;
}

export function shownHalf(
  board: PlayerBoard,
  start: Knowledge,
  deductions: readonly Deduction[],
  found: Deduction,
): HalfWay | undefined {
  const ref = describeFact(board.puzzle.layout, found.target);
  if (ref.kind === 'cell') return undefined;
  const used = minimize(start, deductions, found.target, found.result);
  const { steps, after } = shownDeductions(board.puzzle, start, used);
  if (after.half[found.target] !== found.result) return undefined;
  return {
    cell: factCell(board.puzzle.layout, found.target),
    half: ref.half,
    value: found.result,
    steps,
    techniques: used.map((d) => d.technique),
  };
}

/**
 * The hint that ends on the clue half: level 1 the clue to look at, level 2 the half's reasoning,
 * level 3 the number to write in the clue.
 */
export function halfHint(way: HalfWay): SmartHint {
  const technique = hardestOf(way.techniques);
  const key = way.half === 'add' ? 'hint-answer-add' : 'hint-answer-mult';
  return {
    type: 'hint',
    technique,
    learn: TECHNIQUES[technique].learn,
    cell: way.cell,
    value: way.value,
    half: way.half,
    nudge: nudgeOf(way.cell, technique, way.steps, 'nudge-hidden-clue'),
    steps: [...way.steps, { ...blankStep(way.cell), messages: [message(key, { value: way.value })] }],
  };
}
