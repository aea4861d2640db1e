// The cheapest-first loop everything else is built on: find the easiest technique that says
// something new, apply what it says, and start again from the easiest - at once when a number
// is found, as a player would use a new number before looking further. The log keeps every step
// applied, so the steps behind any conclusion can be traced back.

import { breakAfter } from './breaks';
import type { Deduction, Technique } from './deduction';
import type { Knowledge } from './knowledge';

export interface Log {
  /** The steps applied, in order. */
  readonly steps: Deduction[];
  /** Per fact: indexes into steps of the steps that changed it. */
  readonly changedBy: Map<number, number[]>;
}

export function newLog(): Log {
  return { steps: [], changedBy: new Map() };
}

export function record(log: Log, d: Deduction): number {
  const index = log.steps.push(d) - 1;
  const list = log.changedBy.get(d.target);
  if (list) list.push(index);
  else log.changedBy.set(d.target, [index]);
  return index;
}

export type Outcome = 'solved' | 'contradiction' | 'stuck' | 'stopped';

export interface PropagateOptions {
  readonly techniques: readonly Technique[];
  /** Stop after this many rounds. */
  readonly maxRounds?: number;
  /** Stop as soon as an applied step passes this test. */
  readonly stopAt?: (d: Deduction, k: Knowledge) => boolean;
  /**
   * After each step, check that the settled numbers still fit every clue and rules 2 and 3
   * (breaks.ts), and call a break a contradiction. Only a board that may be wrong needs it: one
   * following a supposition. Techniques alone can settle numbers that break a rule, or fill the
   * whole board, without leaving any mystery empty.
   */
  readonly checkBreaks?: boolean;
}

/** Apply techniques to `k` in place, cheapest first, until solved, stuck or told to stop. */
export function propagate(k: Knowledge, log: Log, options: PropagateOptions): Outcome {
  const { techniques, maxRounds = Number.POSITIVE_INFINITY, stopAt, checkBreaks = false } = options;
  const found: Deduction[] = [];
  for (let round = 0; round < maxRounds; round++) {
    if (k.isSolved()) return 'solved';
    let progressed = false;
    for (const technique of techniques) {
      found.length = 0;
      technique.find(k, found);
      for (const next of found) {
        const d = rebased(k, next);
        if (!k.apply(d)) continue;
        progressed = true;
        record(log, d);
        if (k.cand[d.target] === 0) return 'contradiction';
        if (checkBreaks && broken(k, log, d.target)) return 'contradiction';
        if (stopAt?.(d, k)) return 'stopped';
        if (d.target < k.cand.length && k.value(d.target) !== 0) break;
      }
      if (progressed) break;
    }
    if (!progressed) return 'stuck';
  }
  return k.isSolved() ? 'solved' : 'stopped';
}

/** Whether fact `target`, just changed, breaks a clue or rule; if so the break is applied and logged. */
export function broken(k: Knowledge, log: Log, target: number): boolean {
  const d = breakAfter(k, target);
  if (!d) return false;
  k.apply(d);
  record(log, d);
  return true;
}

/**
 * Apply steps found elsewhere (on a board that knew less) in their order, skipping those that
 * say nothing new here, until one passes `stopAt`. Answers whether one did.
 */
export function replay(
  k: Knowledge,
  steps: readonly Deduction[],
  log: Log,
  stopAt: (d: Deduction, k: Knowledge) => boolean,
): boolean {
  for (const step of steps) {
    const d = rebased(k, step);
    if (!k.apply(d)) continue;
    record(log, d);
    if (stopAt(d, k)) return true;
  }
  return false;
}

/**
 * A step found before others of its batch were applied may land on a mystery they have narrowed
 * since: what it leaves then rests on those steps too.
 */
export function rebased(k: Knowledge, d: Deduction): Deduction {
  if (d.target >= k.cand.length) return d;
  const now = k.cand[d.target]!;
  if (now === (d.result | d.removed)) return d;
  const result = now & d.result;
  if (result === now) return d;
  return {
    ...d,
    result,
    removed: now & ~result,
    premises: d.premises.includes(d.target) ? d.premises : [...d.premises, d.target],
    standalone: true,
  };
}

/**
 * The steps of the log that a conclusion from `premises`, drawn just before step `before`, rests
 * on, oldest first. A mystery's candidates rest on the last step that changed them, and on the
 * steps before that one too when it only struck a digit out.
 */
export function stepsBehind(log: Log, premises: readonly number[], before: number): number[] {
  const needed = new Uint8Array(log.steps.length);
  const queue: number[] = [];
  const visit = (facts: readonly number[], limit: number) => {
    for (const fact of facts) {
      const changes = log.changedBy.get(fact);
      if (!changes) continue;
      for (let j = changes.length - 1; j >= 0; j--) {
        const i = changes[j]!;
        if (i >= limit) continue;
        if (needed[i] === 0) {
          needed[i] = 1;
          queue.push(i);
        }
        if (log.steps[i]!.standalone) break;
      }
    }
  };
  visit(premises, before);
  while (queue.length > 0) {
    const i = queue.pop()!;
    visit(log.steps[i]!.premises, i);
  }
  const out: number[] = [];
  for (let i = 0; i < needed.length; i++) if (needed[i] === 1) out.push(i);
  return out;
}
