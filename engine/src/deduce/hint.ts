// The smart hint: from the player's board, the easiest way to the next number, as steps the
// scene can animate. A wrong entry on the board is pointed out first.

import { reorientValues, type Values } from '../puzzle';
import { type PlayerBoard, readBoard } from './board';
import { message } from './build';
import { findChain, MAX_CHAIN_STEPS } from './chain';
import type { Deduction, Technique } from './deduction';
import { explainError } from './explain-error';
import { grade } from './grade';
import { blankStep, learnOf, type SmartHint, stepsOf } from './hint-record';
import type { Knowledge } from './knowledge';
import { onlyDigit } from './masks';
import { landscapeBoard, onBoard } from './orientation';
import { newLog, propagate, replay, stepsBehind } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/**
 * Hints take chains the way grading does (fewest candidates first), so they walk the path the
 * grade vouched for; only if that runs dry do they look further, up to twice as far.
 */
const hintChains: Technique = {
  id: 'chain',
  find(k, out) {
    const found =
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
  let found: Deduction | undefined;
  const stopAt = (d: Deduction, now: Knowledge) => {
    const isNumber = d.target < now.cand.length && now.value(d.target) !== 0;
    if (isNumber) found = d;
    return isNumber;
  };
  propagate(k, log, { techniques: HINT_TECHNIQUES, stopAt });
  if (!found) {
    // The chain search depends on the order things were found in, so a board reached some other
    // way can leave it short. The grade's own solve from the start always goes through: replay
    // it onto the board, and its first step that finds a number here is the hint.
    const path = grade(board.puzzle, { solution: read.solution }).steps;
    log = newLog();
    replay(start.clone(), path, log, stopAt);
  }
  if (!found) {
    // Never for a generated puzzle: the generator only serves puzzles the techniques solve.
    const cell = layout.mysteries[k.cand.findIndex((mask, m) => start.value(m) === 0 && mask !== 0)] ?? 0;
    return {
      type: 'hint',
      cell,
      value: 0,
      steps: [{ ...blankStep(cell), messages: [{ key: 'guess-no-hint-1', params: {} }] }],
    };
  }
  const last = log.steps.length - 1;
  const used = [...stepsBehind(log, found.premises, last), last];
  // Replay on a copy of the start so each step shows the clue halves known at that point.
  const shown = start.clone();
  const steps = used.flatMap((i) => {
    const d = log.steps[i]!;
    shown.apply(d);
    return stepsOf(board.puzzle, d, shown);
  });
  const value = onlyDigit(log.steps.at(-1)!.result);
  if (found.technique === 'rule-2') {
    // Striking out digits does not say what is left; the last step does.
    const last = steps.at(-1)!;
    steps[steps.length - 1] = { ...last, messages: [...last.messages, message('rule2-hint-3', { value })] };
  }
  return {
    type: 'hint',
    ...learnOf(found),
    cell: layout.mysteries[found.target]!,
    value,
    steps,
  };
}
