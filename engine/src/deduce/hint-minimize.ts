// The fewest steps that still show a hint's number. The cheapest-first solve takes many small
// steps, and a number found rests on every one of them that touched its premises, needed or not
// (a range narrowed that a later step narrows further anyway). Here each step is left out in turn
// and the rest worked out again from the board, each step by its own technique: if the number still
// follows, the step was not needed. Steps that no longer say anything new go too.

import { breakAfter } from './breaks';
import { chainDeduction, LONG_HINT_CHAIN_STEPS, refute } from './chain';
import type { Deduction, Technique, TechniqueId } from './deduction';
import type { Knowledge } from './knowledge';
import { bit, sizeOf } from './masks';
import { rebased } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

const BY_ID = new Map<TechniqueId, Technique>(DIRECT_TECHNIQUES.map((t) => [t.id, t]));

/** Hints with more steps than this are long already; working them out again would take too long. */
const MAX_STEPS = 30;

/** The step `d` made again on `k` by its technique, as strong as it can be; undefined if it says nothing new. */
function redo(k: Knowledge, d: Deduction): Deduction | undefined {
  const t = d.target;
  if (d.chain) {
    const value = d.chain.assumed;
    if ((k.cand[t]! & bit(value)) === 0 || sizeOf(k.cand[t]!) < 2) return undefined;
    // The chain's own steps usually still go through; else it is followed again from here.
    const same = contradiction(
      k,
      t,
      value,
      d.chain.steps.filter((s) => !s.breaks),
    );
    if (same) return chainDeduction(k, t, value, { steps: same });
    const found = refute(k, t, value, LONG_HINT_CHAIN_STEPS, { thorough: true });
    return found && chainDeduction(k, t, value, { steps: minimizeChain(k, t, value, found.steps) });
  }
  const technique = BY_ID.get(d.technique);
  if (!technique) return undefined;
  const out: Deduction[] = [];
  if (technique.findAbout) technique.findAbout(k, out, t);
  else technique.find(k, out);
  let best: Deduction | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const x of out) {
    if (x.target !== t) continue;
    if (t >= k.cand.length) {
      if (k.half[t] === 0) return x;
      continue;
    }
    const left = k.cand[t]! & x.result;
    if (left === k.cand[t]) continue;
    // As strong as the step it stands for comes first, then the fewest candidates left.
    const score = sizeOf(left) + ((left & ~d.result) !== 0 ? 10 : 0);
    if (score < bestScore) {
      best = x;
      bestScore = score;
    }
  }
  return best && rebased(k, best);
}

/** Whether fact `target` (a mystery or a clue half) is settled to `value` on `k`. */
function settled(k: Knowledge, target: number, value: number): boolean {
  return target < k.cand.length ? k.cand[target] === bit(value) : k.half[target] === value;
}

/** `steps` worked out again from `start`, up to the one that settles fact `target` to `value`. */
export function rederive(
  start: Knowledge,
  steps: readonly Deduction[],
  target: number,
  value: number,
): Deduction[] | undefined {
  const k = start.clone();
  const out: Deduction[] = [];
  for (const d of steps) {
    const again = redo(k, d);
    if (!again || !k.apply(again)) continue;
    out.push(again);
    if (settled(k, target, value)) return out;
    if (target < k.cand.length && k.cand[target] === 0) return undefined;
  }
  return undefined;
}

/**
 * The fewest of `steps` (the last settling fact `target` - a mystery's number or a clue half - to
 * `value`) that still show it.
 */
export function minimize(
  start: Knowledge,
  steps: readonly Deduction[],
  target: number,
  value: number,
): Deduction[] {
  if (steps.length <= 1 || steps.length > MAX_STEPS) return [...steps];
  let best = rederive(start, steps, target, value);
  if (!best) return [...steps];
  for (let i = best.length - 2; i >= 0; i--) {
    if (i >= best.length - 1) continue;
    const without = best.filter((_, j) => j !== i);
    const again = rederive(start, without, target, value);
    if (again && shownLength(again) < shownLength(best)) best = again;
  }
  return best;
}

/** About how many steps the deductions take to show: a chain shows its supposition, its steps and its end. */
function shownLength(deductions: readonly Deduction[]): number {
  let n = 0;
  for (const d of deductions) n += d.chain ? d.chain.steps.length + 2 : 1;
  return n;
}

/**
 * A chain's forced steps (after supposing mystery `m` is `value` on `k`) cut to the fewest that
 * still reach a contradiction, the same way: each step left out in turn and the rest worked out
 * again. A broken clue or rule is looked for after every step, as refute does.
 */
export function minimizeChain(
  k: Knowledge,
  m: number,
  value: number,
  steps: readonly Deduction[],
): readonly Deduction[] {
  if (steps.length <= 1 || steps.length > MAX_STEPS) return steps;
  const forced = steps.filter((d) => !d.breaks);
  let best = contradiction(k, m, value, forced);
  if (!best || best.length > steps.length) return steps;
  for (let i = best.length - 2; i >= 0; i--) {
    if (i >= best.length - 1) continue;
    const without = best.filter((d, j) => j !== i && !d.breaks);
    const again = contradiction(k, m, value, without);
    if (again && again.length < best.length) best = again;
  }
  return best;
}

/** `steps` worked out again after the supposition, up to a contradiction (its step last). */
function contradiction(
  k: Knowledge,
  m: number,
  value: number,
  steps: readonly Deduction[],
): Deduction[] | undefined {
  const trial = k.clone();
  trial.cand[m] = bit(value);
  const out: Deduction[] = [];
  for (const d of steps) {
    const again = redo(trial, d);
    if (!again || !trial.apply(again)) continue;
    out.push(again);
    if (trial.cand[again.target] === 0) return out;
    const broke = breakAfter(trial, again.target);
    if (broke) return [...out, broke];
  }
  return undefined;
}
