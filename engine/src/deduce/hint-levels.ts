// A smart hint in levels, as the best teaching games give them (Good Sudoku): level 1 is a nudge
// - where to look and the technique's name; level 2 shows the reasoning steps; level 3 states the
// answer. The player pays for the hint once; looking deeper into the same hint is free, so the
// levels are views of one record, not actions of the session. The answer's words are in
// hint-answer.ts, the reasoning made short in hint-condense.ts.

import type { Puzzle } from '../puzzle';
import { message } from './build';
import { type Deduction, TECHNIQUES, type TechniqueId } from './deduction';
import { condense } from './hint-condense';
import { groupedByCell } from './hint-order';
import { reasonStep } from './hint-reason';
import { blankStep, type HintStep, type SmartHint, stepsOf } from './hint-record';
import type { Knowledge } from './knowledge';
import type { MessageKey } from './messages';

export const HINT_LEVELS = [1, 2, 3] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

const NUDGES: Readonly<Record<TechniqueId, MessageKey>> = {
  'subtract-divide': 'nudge-subtract-divide',
  'add-multiply': 'nudge-add-multiply',
  'factor-pairs': 'nudge-factor-pairs',
  'common-factors': 'nudge-common-factors',
  'central-square': 'nudge-central-square',
  'extra-clues': 'nudge-extra-clues',
  'rule-2': 'nudge-rule-2',
  chain: 'nudge-chain',
};

/** Whether a record comes in levels: a smart hint that finds a number. */
export function hasLevels(record: SmartHint): boolean {
  return record.type === 'hint' && record.nudge !== undefined && record.value > 0;
}

/**
 * What a level of the hint shows: level 1 its nudge alone, level 2 the reasoning without the
 * answer (no sentence that tells the number found: hint-reason.ts), level 3 everything. An error
 * explanation, or a record without levels, shows whole.
 */
export function hintLevel(record: SmartHint, level: HintLevel): SmartHint {
  if (!hasLevels(record) || level === 3) return record;
  if (level === 1) return { ...record, steps: [record.nudge!] };
  return { ...record, steps: record.steps.slice(0, -1).map((step) => reasonStep(record, step)) };
}

/** The hardest technique among the steps a hint uses: the one it teaches. */
export function hardestOf(techniques: readonly TechniqueId[]): TechniqueId {
  let hardest = techniques[0] ?? 'subtract-divide';
  for (const t of techniques) if (TECHNIQUES[t].rank > TECHNIQUES[hardest].rank) hardest = t;
  return hardest;
}

/**
 * Level 1: what to find (a number, or a clue half with `nudge-hidden-clue`) and the cells the
 * reasoning reads, without any of its numbers; the words are the technique's nudge unless given.
 */
export function nudgeOf(
  cell: number,
  technique: TechniqueId,
  steps: readonly HintStep[],
  key: MessageKey = NUDGES[technique],
): HintStep {
  const look = new Set<number>();
  for (const step of steps) {
    for (const c of [step.selected, ...step.green, ...step.neutral]) look.add(c);
  }
  look.delete(cell);
  return { ...blankStep(cell), green: [...look], messages: [message(key)] };
}

/**
 * Deductions from `start` as the steps a hint shows: each replayed on a copy of the start, so
 * each step shows the clue halves known at that point, then made short (condense), in the order
 * found or with each number's steps together (hint-order.ts), whichever shows fewer. Also returns
 * the board after them.
 */
export function shownDeductions(
  puzzle: Puzzle,
  start: Knowledge,
  deductions: readonly Deduction[],
): { readonly steps: HintStep[]; readonly after: Knowledge } {
  const inOrder = shownInOrder(puzzle, start, deductions);
  const grouped = groupedByCell(puzzle.layout, deductions);
  if (grouped.every((d, i) => d === deductions[i])) return inOrder;
  const regrouped = shownInOrder(puzzle, start, grouped);
  return regrouped.steps.length < inOrder.steps.length ? regrouped : inOrder;
}

function shownInOrder(
  puzzle: Puzzle,
  start: Knowledge,
  deductions: readonly Deduction[],
): { readonly steps: HintStep[]; readonly after: Knowledge } {
  const after = start.clone();
  const steps = deductions.flatMap((d) => {
    after.apply(d);
    return stepsOf(puzzle, d, after);
  });
  return { steps: condense(steps), after };
}
