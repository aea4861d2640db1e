// Technique 8, chains: suppose a candidate, follow the forced steps of techniques 1-7, and if
// within a few steps some number has nothing left it can be, the candidate was wrong. The
// shortest such chain on the board is the one given.

import { breaksAfter } from './breaks';
import { message } from './build';
import { type Deduction, TECHNIQUES, type Technique } from './deduction';
import type { Knowledge } from './knowledge';
import { bit, digitsOf, onlyDigit, sizeOf } from './masks';
import { broken, type Log, newLog, propagate, rebased, record, stepsBehind } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/** Longest chain a hint or the error assist will follow (spec section 5). */
export const MAX_CHAIN_STEPS = 5;
/**
 * Forced steps a smart hint's chain may take (hint-suppose.ts). Shown, a chain is its supposition,
 * these steps and its conclusion: 6 make a hint of 8 steps with nothing before the supposition.
 */
export const HINT_CHAIN_STEPS = 6;
/**
 * Forced steps a smart hint's chain may take when no chain of HINT_CHAIN_STEPS makes a hint within
 * MAX_HINT_STEPS (hint.ts), and when a chain is worked out again on fewer steps before it
 * (hint-minimize.ts): followed further, a chain often cuts down to fewer steps than any short one
 * found, or rests on fewer steps before its supposition.
 */
export const LONG_HINT_CHAIN_STEPS = 8;
/** The gentle hint follows only short chains. */
export const GENTLE_CHAIN_STEPS = 3;
/** Rounds of techniques 1-7 to try before giving a supposition up. */
const MAX_ROUNDS = 12;
/** Rounds the error assist follows a supposition for before giving it up (see `noting`). */
const THOROUGH_ROUNDS = 60;
/** Extra grade points per step beyond the first. */
const COST_PER_STEP = 5;

export interface Refutation {
  /**
   * The steps from the supposition to the contradiction, the last one emptying a mystery: a step
   * that leaves it nothing, or one that shows the settled numbers break a clue or rule (breaks.ts).
   */
  readonly steps: readonly Deduction[];
}

export interface RefuteOptions {
  /**
   * Settled numbers that break a clue, rule 2 or rule 3 are a contradiction too, also on a full
   * board (breaks.ts). On unless said otherwise.
   */
  readonly checkBreaks?: boolean;
  /**
   * When following the forced steps cheapest first finds no chain short enough, follow them
   * again breadth first (propagateInRounds) and take the shorter chain. The error assist does:
   * it must explain every wrong number that has a short reason.
   */
  readonly thorough?: boolean;
}

/**
 * Suppose mystery `m` is `value` and look for a contradiction within `maxSteps` forced steps.
 * The supposition itself is not among the steps returned.
 */
export function refute(
  k: Knowledge,
  m: number,
  value: number,
  maxSteps: number,
  { checkBreaks = true, thorough = false }: RefuteOptions = {},
): Refutation | undefined {
  const { trial, log } = suppose(k, m, value);
  const outcome =
    checkBreaks && broken(trial, log, m)
      ? 'contradiction'
      : propagate(trial, log, { techniques: DIRECT_TECHNIQUES, maxRounds: MAX_ROUNDS, checkBreaks });
  if (outcome === 'contradiction') {
    const last = log.steps.length - 1;
    const found = ending(log, log.steps[last]!);
    if (found.steps.length <= maxSteps) return found;
  }
  if (!thorough) return undefined;
  for (const breadthFirst of [true, false]) {
    const again = noting(k, m, value, checkBreaks, breadthFirst);
    if (again && again.steps.length <= maxSteps) return again;
  }
  return undefined;
}

/** A copy of `k` where mystery `m` is supposed to be `value`, with the supposition as its log's first step. */
export function suppose(k: Knowledge, m: number, value: number): { trial: Knowledge; log: Log } {
  const trial = k.clone();
  trial.cand[m] = bit(value);
  const log: Log = newLog();
  record(log, {
    technique: 'chain',
    target: m,
    result: bit(value),
    removed: 0,
    premises: [],
    standalone: true,
    message: message('guess-hint-1', { value }),
    cost: 0,
  });
  return { trial, log };
}

/** The steps behind `last`, a contradiction drawn after the log's steps so far, and `last`. */
function ending(log: Log, last: Deduction): Refutation {
  const at = log.steps.indexOf(last);
  const before = at === -1 ? log.steps.length : at;
  const behind = stepsBehind(log, last.premises, before).filter((i) => i !== 0);
  return { steps: [...behind.map((i) => log.steps[i]!), last] };
}

/**
 * Following the forced steps again, noting every contradiction on the way: a broken clue or rule
 * is noted without stopping, as a shorter chain may end elsewhere a little later; the shortest
 * chain noted by the time a mystery is left empty, or nothing changes, is the one given (a full
 * board goes on too: a technique may still find that a settled number does not fit). Cheapest
 * first as `propagate` does, or breadth first: each round runs every technique on the same board
 * and applies all they find - a poor way to solve, but a contradiction turns up after the fewest
 * rounds, where cheapest first may wander through many small steps before it.
 */
function noting(
  k: Knowledge,
  m: number,
  value: number,
  checkBreaks: boolean,
  breadthFirst: boolean,
): Refutation | undefined {
  const { trial, log } = suppose(k, m, value);
  let best: Refutation | undefined;
  const note = (found: Refutation) => {
    if (!best || found.steps.length < best.steps.length) best = found;
  };
  const found: Deduction[] = [];
  const groups = breadthFirst ? [DIRECT_TECHNIQUES] : DIRECT_TECHNIQUES.map((t) => [t]);
  for (let round = 0; round < THOROUGH_ROUNDS; round++) {
    let progressed = false;
    for (const group of groups) {
      found.length = 0;
      for (const technique of group) technique.find(trial, found);
      for (const next of found) {
        const d = rebased(trial, next);
        if (!trial.apply(d)) continue;
        progressed = true;
        record(log, d);
        if (trial.cand[d.target] === 0) {
          note(ending(log, d));
          return best;
        }
        if (checkBreaks) for (const broke of breaksAfter(trial, d.target)) note(ending(log, broke));
        if (!breadthFirst && d.target < trial.cand.length && trial.value(d.target) !== 0) break;
      }
      if (progressed) break;
    }
    if (!progressed) break;
  }
  return best;
}

/**
 * Grading takes the first chain it meets, trying the mysteries with fewest candidates first, as
 * the hints do (hint.ts): so hints walk the path the grade vouched for. A chain may end on settled
 * numbers that break a clue or rule (generator version C on).
 */
export const chains: Technique = {
  id: 'chain',
  find(k: Knowledge, out: Deduction[]): void {
    const found = findChain(k, { maxSteps: MAX_CHAIN_STEPS, shortest: false });
    if (found) out.push(found);
  },
};

/**
 * Chains as generator version B graded them: blind to broken clues and rules on settled numbers.
 * A grade picks which puzzle a puzzle id makes, and version-B ids must keep making theirs
 * (generator/version-b.ts).
 */
export const chainsB: Technique = {
  id: 'chain',
  find(k: Knowledge, out: Deduction[]): void {
    const found = findChain(k, { maxSteps: MAX_CHAIN_STEPS, shortest: false, checkBreaks: false });
    if (found) out.push(found);
  },
};

export interface ChainSearch {
  readonly maxSteps: number;
  /** Look on for a shorter chain after finding one (hints teach with the shortest). */
  readonly shortest: boolean;
  /** See `refute`; on unless said otherwise. */
  readonly checkBreaks?: boolean;
  /** Suppose only in mysteries with two candidates left, so that the chain finds a number. */
  readonly twoLeft?: boolean;
}

export function findChain(
  k: Knowledge,
  { maxSteps, shortest, checkBreaks = true, twoLeft = false }: ChainSearch,
): Deduction | undefined {
  const open = k.cand
    .map((mask, m) => ({ m, mask }))
    .filter(({ mask }) => onlyDigit(mask) === 0 && (!twoLeft || sizeOf(mask) === 2))
    .sort((x, y) => sizeOf(x.mask) - sizeOf(y.mask) || x.m - y.m);
  let best: Deduction | undefined;
  let limit = maxSteps;
  for (const { m, mask } of open) {
    for (const value of digitsOf(mask)) {
      // The true value never leads to a contradiction: techniques only state what follows.
      if (k.solution?.[m] === value) continue;
      const found = refute(k, m, value, limit, { checkBreaks });
      if (!found) continue;
      best = chainDeduction(k, m, value, found);
      limit = found.steps.length - 1;
      if (!shortest || limit < 1) return best;
    }
  }
  return best;
}

export function chainDeduction(k: Knowledge, m: number, value: number, found: Refutation): Deduction {
  const result = k.cand[m]! & ~bit(value);
  // Inside the chain the mystery is the supposition; outside, what it has left rests on how it
  // was narrowed before.
  const premises = new Set<number>([m]);
  for (const step of found.steps) for (const p of step.premises) premises.add(p);
  const only = onlyDigit(result);
  return {
    technique: 'chain',
    target: m,
    result,
    removed: bit(value),
    premises: [...premises],
    standalone: false,
    message: only
      ? message('guess-hint-4', { value, only })
      : message('guess-hint-3', { value, digits: digitsOf(result) }),
    cost: TECHNIQUES.chain.cost + COST_PER_STEP * (found.steps.length - 1),
    chain: { assumed: value, steps: found.steps },
  };
}
