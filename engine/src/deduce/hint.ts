// The smart hint: from the player's board, the easiest way to the next number, as steps the
// scene can animate. A wrong entry on the board is pointed out first.

import type { Layout } from '../layout';
import { reorientValues, type Values } from '../puzzle';
import { type PlayerBoard, type ReadBoard, readBoard } from './board';
import { LONG_HINT_CHAIN_STEPS } from './chain';
import { type Deduction, TECHNIQUES } from './deduction';
import { explainError } from './explain-error';
import { grade } from './grade';
import { halfAhead } from './hint-ahead';
import { answerOf, isAnswer } from './hint-answer';
import { type HalfWay, halfHint, halfOnTheWay, SHORT_HINT } from './hint-half';
import { hardestOf, nudgeOf } from './hint-levels';
import { fewerPremises } from './hint-premises';
import { blankStep, type SmartHint } from './hint-record';
import { better, MAX_HINT_STEPS, type Shown, shownOf, shownSteps, usedSteps } from './hint-shown';
import { type Supposed, supposedWays } from './hint-suppose';
import type { Knowledge } from './knowledge';
import { onlyDigit } from './masks';
import { landscapeBoard, onBoard } from './orientation';
import { type Log, newLog, propagate, record, replay } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/**
 * The next deduction from the player's board, or undefined when every number is already found.
 * `solution` may be passed when known; otherwise the solver finds it.
 */
export function hint(board: PlayerBoard, solution?: Values): SmartHint | undefined {
  const own = board.puzzle.layout;
  const truth = solution && reorientValues(own, solution, 'landscape');
  return onBoard(board, hintOnLandscape(landscapeBoard(board), truth));
}

/**
 * Whether `hint` gives a hint on the board, without working one out while no entry is wrong (a
 * session's board: its wrong tries never stand as entries). A replay that needs only the game's
 * state (the server checking a post, a kept game read back) asks this instead of `hint`, whose
 * search can take a tenth of a second on a hard board.
 */
export function hasHint(board: PlayerBoard, solution?: Values): boolean {
  const read = readBoard(board, solution);
  if (!read || !hintsOn(read)) return false;
  // A wrong entry is explained, and explainError may have nothing to say (single-pair's two
  // cells holding one number twice): only that explanation tells.
  return read.wrong.length === 0 || hint(board, read.solution) !== undefined;
}

/** A wrong entry to point out, or a number still to find. */
function hintsOn(read: ReadBoard): boolean {
  return read.wrong.length > 0 || !read.knowledge.isSolved();
}

/**
 * `ahead` off: the quick hint a look ahead (hint-ahead.ts) weighs, without looking ahead itself
 * or searching again from earlier along the direct steps.
 */
function hintOnLandscape(board: PlayerBoard, solution?: Values, ahead = true): SmartHint | undefined {
  const read = readBoard(board, solution);
  const { layout } = board.puzzle;
  if (!read || !hintsOn(read)) return undefined;
  const firstWrong = read.wrong[0];
  if (firstWrong !== undefined) {
    const cell = layout.mysteries[firstWrong]!;
    const cleared = board.values.map((v, m) => (m === firstWrong ? 0 : v));
    return explainError({ ...board, values: cleared }, cell, board.values[firstWrong]!, {
      solution: read.solution,
    });
  }
  const start = read.knowledge;
  const plan = planHint(board, start, read.solution);
  if (plan && 'half' in plan) return halfHint(plan.half);
  if (!plan) {
    // Never for a generated puzzle: the generator only serves puzzles the techniques solve.
    const cell = layout.mysteries[start.cand.findIndex((mask) => onlyDigit(mask) === 0)] ?? 0;
    return {
      type: 'hint',
      cell,
      value: 0,
      steps: [{ ...blankStep(cell), messages: [{ key: 'guess-no-hint-1', params: {} }] }],
    };
  }
  return plan.best.reasoning <= SHORT_HINT
    ? numberHint(layout, plan.best)
    : shortenedHint(board, start, read.solution, plan, ahead);
}

/**
 * The hint when the way `plan` found is long: a clue half it works out on the way, else (only
 * over MAX_HINT_STEPS) the supposition made on fewer premises, and with `ahead` a supposition
 * made earlier or a clue half given first, else the shorter of the way and its half.
 */
function shortenedHint(
  board: PlayerBoard,
  start: Knowledge,
  solution: Values,
  plan: { best: Shown; log: Log },
  ahead: boolean,
): SmartHint {
  const { layout } = board.puzzle;
  let { best } = plan;
  const way = halfOnTheWay(board, start, best.deductions);
  if (way && way.steps.length <= MAX_HINT_STEPS) return halfHint(way);
  // Also in the quick hint a look ahead weighs: a clue half given first may bring the number's
  // hint within MAX_HINT_STEPS only with fewer premises (D9L4 seed 186).
  if (best.reasoning > MAX_HINT_STEPS && best.suppositions > 0) best = onFewerPremises(board, start, best);
  if (ahead && best.reasoning > MAX_HINT_STEPS) {
    // Only where the long way already supposes: a board the techniques solve without one (a
    // medium puzzle's long direct way) is not taught a technique above its band.
    if (best.suppositions > 0) best = earlierSupposition(board, start, plan.log, best);
    if (best.reasoning <= MAX_HINT_STEPS) return numberHint(layout, best);
    const first = halfAhead(board, start, plan.log, MAX_HINT_STEPS, (next) => {
      const h = hintOnLandscape(next, solution, false);
      return h && h.type === 'hint' && h.value > 0 ? h.steps.length - 1 : undefined;
    });
    if (first) return halfHint(first);
  }
  return way && way.steps.length <= best.reasoning ? halfHint(way) : numberHint(layout, best);
}

/** The hint that ends on the number `best` finds. */
function numberHint(layout: Layout, best: Shown): SmartHint {
  const found = best.log.steps[best.at]!;
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
    // A chain that ends on the number ("not 3, so it must be 5") is the answer itself.
    steps: isAnswer(best.steps.at(-1), cell, value)
      ? best.steps
      : [...best.steps, answerOf(cell, value, best.techniques.at(-1) ?? found.technique)],
  };
}

/** The better of `best` and each way through a supposition, shown made short. */
function withWays<T extends Shown | undefined>(
  board: PlayerBoard,
  start: Knowledge,
  best: T,
  ways: readonly Supposed[],
): T | Shown {
  let out: T | Shown = best;
  for (const way of ways) out = better(out, shownSteps(board, way.log, start, way.at));
  return out;
}

/** How many numbers found to weigh against each other before giving the shortest. */
const LOOK_AHEAD = 4;
/** Batches of LOOK_AHEAD numbers to look through while every one found takes too many steps. */
const BATCHES = 3;

/**
 * The hint from the player's board `start`: a short way by techniques 1-7 if there is one, else a
 * clue half of at most SHORT_HINT steps on the long direct way, else the shortest way through one
 * supposition (hint-suppose.ts), else the grade's own path.
 */
function planHint(
  board: PlayerBoard,
  start: Knowledge,
  solution: Values,
): { best: Shown; log: Log } | { half: HalfWay } | undefined {
  const k = start.clone();
  const log = newLog();
  const direct = directHint(board, start, k, log);
  if (direct && direct.reasoning <= MAX_HINT_STEPS) return { best: direct, log };
  // A short clue half on the long direct way teaches without supposing anything, and is found
  // before the suppositions are weighed (their working out is most of a slow hint's time).
  const half = direct && halfOnTheWay(board, start, direct.deductions);
  if (half && half.steps.length <= SHORT_HINT) return { half };
  let best = direct;
  best = withWays(board, start, best, supposedWays(k, log));
  // Longer chains are followed only when the short ones make no short hint: they find other
  // suppositions, and would sometimes push a short way out of the few weighed (D9L4-3d).
  if (!best || best.reasoning > MAX_HINT_STEPS)
    best = withWays(board, start, best, supposedWays(k, log, { maxSteps: LONG_HINT_CHAIN_STEPS }));
  if (best) return { best, log };
  // The chain search depends on the order things were found in, so a board reached some other
  // way can leave it short. The grade's own solve from the start always goes through: replay
  // it onto the board, and its first steps that find numbers here are the hint.
  const path = grade(board.puzzle, { solution }).steps;
  const replayed = newLog();
  const numbers: number[] = [];
  replay(start.clone(), path, replayed, (d, now) => {
    if (d.target >= now.cand.length || now.value(d.target) === 0) return false;
    numbers.push(replayed.steps.length - 1);
    return numbers.length >= LOOK_AHEAD;
  });
  for (const at of numbers) best = better(best, shownSteps(board, replayed, start, at));
  return best && { best, log };
}

/**
 * The shortest way to a number by techniques 1-7 alone, from `k` (the board, changed in place
 * and logged in `log`): of the first numbers the cheapest-first solve finds, the one shown in the
 * fewest steps; further numbers only while every one takes more than MAX_HINT_STEPS.
 */
function directHint(board: PlayerBoard, start: Knowledge, k: Knowledge, log: Log): Shown | undefined {
  let numbers: number[] = [];
  const stopAt = (d: Deduction, now: Knowledge) => {
    const isNumber = d.target < now.cand.length && now.value(d.target) !== 0;
    if (!isNumber) return false;
    numbers.push(log.steps.length - 1);
    return numbers.length >= LOOK_AHEAD || usedSteps(log, numbers[0]!).length <= 2;
  };
  let best: Shown | undefined;
  for (let batch = 0; batch < BATCHES; batch++) {
    numbers = [];
    const outcome = propagate(k, log, { techniques: DIRECT_TECHNIQUES, stopAt });
    for (const at of numbers) best = better(best, shownSteps(board, log, start, at));
    if ((best && best.reasoning <= MAX_HINT_STEPS) || outcome !== 'stopped') break;
  }
  return best;
}

/**
 * A long chain hint's supposition made with fewer of the steps before it (hint-premises.ts),
 * when that brings it within MAX_HINT_STEPS.
 */
function onFewerPremises(board: PlayerBoard, start: Knowledge, best: Shown): Shown {
  const found = best.log.steps[best.at]!;
  const show = (deductions: Deduction[]) => shownOf(board, best.log, start, best.at, deductions);
  return (
    fewerPremises(start, best.deductions, found.target, onlyDigit(found.result), show, MAX_HINT_STEPS) ?? best
  );
}

/** Points along the direct steps where a supposition is tried again when every way is long. */
const CUTS = 4;
/** How many refuted suppositions are worked out in full at each of those points. */
const WEIGHED_AT_CUT = 12;
/**
 * Forced steps a supposition made earlier may take: with nothing before it, the supposition and
 * these steps are MAX_HINT_STEPS. Longer than a quick hint's chains (HINT_CHAIN_STEPS), as a
 * longer chain that needs fewer steps before it can make the shorter hint (D9L4-8k: 9 to 8).
 */
const CUT_CHAIN_STEPS = MAX_HINT_STEPS - 1;

/**
 * When every way through a supposition after all the direct steps takes more than
 * MAX_HINT_STEPS: the same search from earlier along those steps (`log`, from `start`). A
 * supposition made sooner can do in a few forced steps what took many direct ones, and a chain
 * resting on fewer of them leaves fewer to show. Rare (a few hints in a thousand), so it may
 * take its time.
 */
function earlierSupposition(board: PlayerBoard, start: Knowledge, log: Log, best: Shown): Shown {
  for (let cut = 0; cut < CUTS && best.reasoning > MAX_HINT_STEPS; cut++) {
    const upTo = Math.floor((cut * log.steps.length) / CUTS);
    const k = start.clone();
    const before = newLog();
    for (const d of log.steps.slice(0, upTo)) {
      k.apply(d);
      record(before, d);
    }
    best = withWays(
      board,
      start,
      best,
      supposedWays(k, before, { weighed: WEIGHED_AT_CUT, maxSteps: CUT_CHAIN_STEPS }),
    );
  }
  return best;
}
