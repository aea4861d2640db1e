// A way to a hint's number as the player is shown it: the steps of a log that number rests on,
// cut to the fewest (hint-minimize.ts) and condensed into steps with words (hint-levels.ts), and
// how two such ways are weighed against each other. hint.ts plans which ways to weigh.

import type { PlayerBoard } from './board';
import type { Deduction, TechniqueId } from './deduction';
import { isAnswer } from './hint-answer';
import { shownDeductions } from './hint-levels';
import { minimize } from './hint-minimize';
import type { HintStep } from './hint-record';
import type { Knowledge } from './knowledge';
import { onlyDigit } from './masks';
import { type Log, stepsBehind } from './propagate';

/** Reasoning steps a hint shows at most where it can (its answer comes after them). */
export const MAX_HINT_STEPS = 8;

/** One way to a number, as shown: what the hint weighs and, for the best, gives. */
export interface Shown {
  /** The log the number was found in, and the index of the step that finds it. */
  readonly log: Log;
  readonly at: number;
  readonly steps: HintStep[];
  /** The steps before the answer (a chain's conclusion that names the number is the answer). */
  readonly reasoning: number;
  readonly techniques: TechniqueId[];
  readonly deductions: readonly Deduction[];
  readonly suppositions: number;
}

/** The steps of the log the number found at `at` rests on, oldest first, and that step. */
export function usedSteps(log: Log, at: number): number[] {
  return [...stepsBehind(log, log.steps[at]!.premises, at), at];
}

/** The reasoning that shows the number found at `at`, made short. */
export function shownSteps(board: PlayerBoard, log: Log, start: Knowledge, at: number): Shown {
  const found = log.steps[at]!;
  const deductions = minimize(
    start,
    usedSteps(log, at).map((i) => log.steps[i]!),
    found.target,
    onlyDigit(found.result),
  );
  return shownOf(board, log, start, at, deductions);
}

/** The number found at `at` in `log`, shown by `deductions` from `start`. */
export function shownOf(
  board: PlayerBoard,
  log: Log,
  start: Knowledge,
  at: number,
  deductions: Deduction[],
): Shown {
  const found = log.steps[at]!;
  const shown = shownDeductions(board.puzzle, start, deductions).steps;
  const cell = board.puzzle.layout.mysteries[found.target]!;
  return {
    log,
    at,
    steps: shown,
    reasoning: shown.length - (isAnswer(shown.at(-1), cell, onlyDigit(found.result)) ? 1 : 0),
    techniques: deductions.map((d) => d.technique),
    deductions,
    suppositions: deductions.filter((d) => d.chain).length,
  };
}

/**
 * The better of two hints: one within MAX_HINT_STEPS first, then the one with fewer
 * suppositions, then the one with fewer steps.
 */
export function better(a: Shown | undefined, b: Shown): Shown {
  if (!a) return b;
  const long = (x: Shown) => (x.reasoning > MAX_HINT_STEPS ? 1 : 0);
  if (long(a) !== long(b)) return long(b) < long(a) ? b : a;
  if (a.suppositions !== b.suppositions) return b.suppositions < a.suppositions ? b : a;
  return b.reasoning < a.reasoning ? b : a;
}
