// A hint with one supposition. When techniques 1-7 find no number on the player's board (or
// only by a long way round), the hint supposes one wrong number and follows it to a
// contradiction. Every supposition that a short chain refutes is weighed - in any mystery, not
// only the first the grade would try - by the steps the whole hint would show: the steps the
// chain rests on, the chain itself and the steps from its conclusion to a number. The hint
// takes the shortest, so it teaches one supposition at a time, never two.

import { chainDeduction, HINT_CHAIN_STEPS, refute } from './chain';
import type { Deduction } from './deduction';
import { minimizeChain } from './hint-minimize';
import type { Knowledge } from './knowledge';
import { digitsOf, onlyDigit, sizeOf } from './masks';
import { type Log, propagate, record, stepsBehind } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/** How many of the refuted suppositions, shortest first by a quick count, are worked out in full. */
const WEIGHED = 4;

export interface Supposed {
  /** The log the number was found in: `log` with the chain and the steps after it. */
  readonly log: Log;
  /** The index in `log` of the step that finds the number. */
  readonly at: number;
}

/**
 * The ways to a number through one supposition from `k`, the board after the direct steps of
 * `log`, best first by a quick count of their steps (the caller shortens and weighs them): the
 * first `weighed` found, each chain at most `maxSteps` forced steps.
 * Only wrong numbers are supposed: the true one never leads to a contradiction.
 */
export function supposedWays(
  k: Knowledge,
  log: Log,
  { weighed = WEIGHED, maxSteps = HINT_CHAIN_STEPS }: { weighed?: number; maxSteps?: number } = {},
): Supposed[] {
  // Following each supposition cheapest first finds nearly every short chain; only when none is
  // found are they all followed again the slow way, noting every contradiction on the way.
  const quick = waysFrom(k, log, false, weighed, maxSteps);
  return quick.length > 0 ? quick : waysFrom(k, log, true, weighed, maxSteps);
}

function waysFrom(k: Knowledge, log: Log, thorough: boolean, weighed: number, maxSteps: number): Supposed[] {
  const tried: { d: Deduction; guess: number }[] = [];
  k.cand.forEach((mask, m) => {
    if (onlyDigit(mask) !== 0) return;
    for (const value of digitsOf(mask)) {
      if (k.solution?.[m] === value) continue;
      const found = refute(k, m, value, maxSteps, { thorough });
      if (!found) continue;
      const d = chainDeduction(k, m, value, { steps: minimizeChain(k, m, value, found.steps) });
      const before = stepsBehind(log, d.premises, log.steps.length).length;
      // A supposition in a mystery with more than two candidates needs steps after it as well.
      const after = sizeOf(mask) === 2 ? 0 : 2;
      tried.push({ d, guess: before + found.steps.length + after });
    }
  });
  tried.sort((a, b) => a.guess - b.guess);
  const ways: Supposed[] = [];
  for (const { d } of tried) {
    if (ways.length >= weighed) break;
    const way = numberAfter(k, log, d);
    if (way) ways.push(way);
  }
  return ways;
}

/** The chain `d` applied to a copy of `k`, and the direct steps after it to the first number. */
function numberAfter(k: Knowledge, log: Log, d: Deduction): Supposed | undefined {
  const trial = k.clone();
  const copy: Log = {
    steps: [...log.steps],
    changedBy: new Map([...log.changedBy].map(([fact, list]) => [fact, [...list]])),
  };
  const at = record(copy, d);
  trial.apply(d);
  if (trial.value(d.target) !== 0) return { log: copy, at };
  let found = -1;
  propagate(trial, copy, {
    techniques: DIRECT_TECHNIQUES,
    stopAt: (step, now) => {
      if (step.target >= now.cand.length || now.value(step.target) === 0) return false;
      found = copy.steps.length - 1;
      return true;
    },
  });
  return found >= 0 ? { log: copy, at: found } : undefined;
}
