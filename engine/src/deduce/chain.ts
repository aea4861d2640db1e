// Technique 8, chains: suppose a candidate, follow the forced steps of techniques 1-7, and if
// within a few steps some number has nothing left it can be, the candidate was wrong. The
// shortest such chain on the board is the one given.

import { message } from './build';
import { type Deduction, TECHNIQUES, type Technique } from './deduction';
import type { Knowledge } from './knowledge';
import { bit, digitsOf, onlyDigit, sizeOf } from './masks';
import { broken, type Log, newLog, propagate, record, stepsBehind } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/** Longest chain a hint or the error assist will follow (spec section 5). */
export const MAX_CHAIN_STEPS = 5;
/** The gentle hint follows only short chains. */
export const GENTLE_CHAIN_STEPS = 3;
/** Rounds of techniques 1-7 to try before giving a supposition up. */
const MAX_ROUNDS = 12;
/** Extra grade points per step beyond the first. */
const COST_PER_STEP = 5;

export interface Refutation {
  /**
   * The steps from the supposition to the contradiction, the last one emptying a mystery: a step
   * that leaves it nothing, or one that shows the settled numbers break a clue or rule (breaks.ts).
   */
  readonly steps: readonly Deduction[];
}

/**
 * Suppose mystery `m` is `value` and look for a contradiction within `maxSteps` forced steps.
 * The supposition itself is not among the steps returned. With `checkBreaks` (the default) settled
 * numbers that break a clue or rule 2 or 3 are a contradiction too, also on a full board.
 */
export function refute(
  k: Knowledge,
  m: number,
  value: number,
  maxSteps: number,
  checkBreaks = true,
): Refutation | undefined {
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
  const outcome =
    checkBreaks && broken(trial, log, m)
      ? 'contradiction'
      : propagate(trial, log, { techniques: DIRECT_TECHNIQUES, maxRounds: MAX_ROUNDS, checkBreaks });
  if (outcome !== 'contradiction') return undefined;
  const last = log.steps.length - 1;
  const behind = stepsBehind(log, log.steps[last]!.premises, last).filter((i) => i !== 0);
  if (behind.length + 1 > maxSteps) return undefined;
  return { steps: [...behind, last].map((i) => log.steps[i]!) };
}

/**
 * Grading takes the first chain it meets, trying the mysteries with fewest candidates first. It
 * keeps the refutation it was calibrated with, blind to broken clues and rules on settled numbers:
 * a grade picks which puzzle a puzzle id makes, and the same id must make the same puzzle (a
 * change here needs a new GENERATOR_VERSION, puzzle-id.ts).
 */
export const chains: Technique = {
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
}

export function findChain(
  k: Knowledge,
  { maxSteps, shortest, checkBreaks = true }: ChainSearch,
): Deduction | undefined {
  const open = k.cand
    .map((mask, m) => ({ m, mask }))
    .filter(({ mask }) => onlyDigit(mask) === 0)
    .sort((x, y) => sizeOf(x.mask) - sizeOf(y.mask) || x.m - y.m);
  let best: Deduction | undefined;
  let limit = maxSteps;
  for (const { m, mask } of open) {
    for (const value of digitsOf(mask)) {
      // The true value never leads to a contradiction: techniques only state what follows.
      if (k.solution?.[m] === value) continue;
      const found = refute(k, m, value, limit, checkBreaks);
      if (!found) continue;
      best = chainDeduction(k, m, value, found);
      limit = found.steps.length - 1;
      if (!shortest || limit < 1) return best;
    }
  }
  return best;
}

function chainDeduction(k: Knowledge, m: number, value: number, found: Refutation): Deduction {
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
