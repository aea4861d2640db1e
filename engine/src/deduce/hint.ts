// The smart hint: from the player's board, the easiest way to the next number, as steps the
// scene can animate. A wrong entry on the board is pointed out first.

import { reorientValues, type Values } from '../puzzle';
import { type PlayerBoard, readBoard } from './board';
import { findChain, MAX_CHAIN_STEPS } from './chain';
import { type Deduction, TECHNIQUES, type Technique, type TechniqueId } from './deduction';
import { explainError } from './explain-error';
import { grade } from './grade';
import { answerOf, condense, hardestOf, nudgeOf } from './hint-levels';
import { minimize } from './hint-minimize';
import { blankStep, type HintStep, type SmartHint, stepsOf } from './hint-record';
import type { Knowledge } from './knowledge';
import { onlyDigit } from './masks';
import { landscapeBoard, onBoard } from './orientation';
import { type Log, newLog, propagate, replay, stepsBehind } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/**
 * Hints suppose first where a supposition finds a number at once (a mystery with two candidates
 * left), so that a hint needs one supposition only; else they take chains the way grading does
 * (fewest candidates first), walking the path the grade vouched for; only if that runs dry do
 * they look further, up to twice as far.
 */
const hintChains: Technique = {
  id: 'chain',
  find(k, out) {
    const found =
      findChain(k, { maxSteps: 2 * MAX_CHAIN_STEPS, shortest: true, twoLeft: true }) ??
      findChain(k, { maxSteps: MAX_CHAIN_STEPS, shortest: false }) ??
      findChain(k, { maxSteps: 2 * MAX_CHAIN_STEPS, shortest: true });
    if (found) out.push(found);
  },
};

const HINT_TECHNIQUES: readonly Technique[] = [...DIRECT_TECHNIQUES, hintChains];

/**
 * The next deduction from the player's board, or undefined when every number is already found.
 * `solution` may be passed when known; otherwise the solver finds it.
 */
export function hint(board: PlayerBoard, solution?: Values): SmartHint | undefined {
  const own = board.puzzle.layout;
  const truth = solution && reorientValues(own, solution, 'landscape');
  return onBoard(board, hintOnLandscape(landscapeBoard(board), truth));
}

function hintOnLandscape(board: PlayerBoard, solution?: Values): SmartHint | undefined {
  const read = readBoard(board, solution);
  const { layout } = board.puzzle;
  if (!read) return undefined;
  const firstWrong = read.wrong[0];
  if (firstWrong !== undefined) {
    const cell = layout.mysteries[firstWrong]!;
    const cleared = board.values.map((v, m) => (m === firstWrong ? 0 : v));
    return explainError({ ...board, values: cleared }, cell, board.values[firstWrong]!, {
      solution: read.solution,
    });
  }
  const k = read.knowledge;
  if (k.isSolved()) return undefined;
  const start = k.clone();
  let log = newLog();
  // The numbers found, as indexes into the log; the hint gives the one its shortest words show.
  let numbers: number[] = [];
  const stopAt = (d: Deduction, now: Knowledge) => {
    const isNumber = d.target < now.cand.length && now.value(d.target) !== 0;
    if (!isNumber) return false;
    numbers.push(log.steps.length - 1);
    return numbers.length >= LOOK_AHEAD || usedSteps(log, numbers[0]!).length <= 2;
  };
  propagate(k, log, { techniques: HINT_TECHNIQUES, stopAt });
  if (numbers.length === 0) {
    // The chain search depends on the order things were found in, so a board reached some other
    // way can leave it short. The grade's own solve from the start always goes through: replay
    // it onto the board, and its first step that finds a number here is the hint.
    const path = grade(board.puzzle, { solution: read.solution }).steps;
    log = newLog();
    numbers = [];
    replay(start.clone(), path, log, stopAt);
  }
  if (numbers.length === 0) {
    // Never for a generated puzzle: the generator only serves puzzles the techniques solve.
    const cell = layout.mysteries[k.cand.findIndex((mask, m) => start.value(m) === 0 && mask !== 0)] ?? 0;
    return {
      type: 'hint',
      cell,
      value: 0,
      steps: [{ ...blankStep(cell), messages: [{ key: 'guess-no-hint-1', params: {} }] }],
    };
  }
  const options = numbers.map((at) => shownSteps(board, log, start, at));
  const best = options.reduce((a, b) => (shorter(b, a) ? b : a));
  const found = log.steps[best.at]!;
  const cell = layout.mysteries[found.target]!;
  const value = onlyDigit(found.result);
  const technique = hardestOf(best.techniques);
  return {
    type: 'hint',
    technique,
    learn: TECHNIQUES[technique].learn,
    cell,
    value,
    nudge: nudgeOf(cell, technique, best.steps),
    steps: [...best.steps, answerOf(cell, value, best.techniques.at(-1) ?? found.technique)],
  };
}

/** How many numbers found to weigh against each other before giving the shortest. */
const LOOK_AHEAD = 4;

interface Shown {
  /** The log index of the step that finds the number. */
  readonly at: number;
  readonly steps: HintStep[];
  readonly techniques: TechniqueId[];
  readonly suppositions: number;
}

/** The steps of the log the number found at `at` rests on, oldest first, and that step. */
function usedSteps(log: Log, at: number): number[] {
  return [...stepsBehind(log, log.steps[at]!.premises, at), at];
}

/** The reasoning that shows the number found at `at`, made short. */
function shownSteps(board: PlayerBoard, log: Log, start: Knowledge, at: number): Shown {
  const found = log.steps[at]!;
  const deductions = minimize(
    start,
    usedSteps(log, at).map((i) => log.steps[i]!),
    found.target,
    onlyDigit(found.result),
  );
  // Replay on a copy of the start so each step shows the clue halves known at that point.
  const shown = start.clone();
  const steps = deductions.flatMap((d) => {
    shown.apply(d);
    return stepsOf(board.puzzle, d, shown);
  });
  return {
    at,
    steps: condense(steps),
    techniques: deductions.map((d) => d.technique),
    suppositions: deductions.filter((d) => d.chain).length,
  };
}

/** Fewer suppositions first, then fewer steps. */
function shorter(a: Shown, b: Shown): boolean {
  return a.suppositions !== b.suppositions
    ? a.suppositions < b.suppositions
    : a.steps.length < b.steps.length;
}
