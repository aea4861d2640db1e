// Builders the techniques share: a deduction is only made when it changes the board, and a
// mystery's own earlier candidates count as a premise only when the step needed them.

import { type Deduction, type Message, TECHNIQUES, type TechniqueId } from './deduction';
import type { Knowledge } from './knowledge';
import { ALL_DIGITS_MASK, onlyDigit, sizeOf } from './masks';
import type { MessageKey, MessageParams } from './messages';

/** An allowed set this large only strikes out a digit. */
const STRIKE_OUT = 8;

export function message(key: MessageKey, params: MessageParams = {}): Message {
  return { key, params };
}

/** Whether allowing only `allowed` would strike anything from mystery `m`: check before building a step. */
export function narrows(k: Knowledge, m: number, allowed: number): boolean {
  return (k.cand[m]! & ~allowed) !== 0;
}

/** Narrow mystery `m` to `allowed`; undefined when that removes nothing. */
export function narrowCell(
  k: Knowledge,
  technique: TechniqueId,
  m: number,
  allowed: number,
  premises: readonly number[],
  msg: Message,
  extraCost = 0,
): Deduction | undefined {
  const before = k.cand[m]!;
  const result = before & allowed;
  if (result === before) return undefined;
  // The cell's earlier candidates are a premise when the step leans on them: the clue alone would
  // have allowed more, and the step lists what is left or finds the value. Striking out one
  // digit (rule 2) claims only that digit, whatever else was struck before.
  const leansOnOwn =
    (allowed & ~before & ALL_DIGITS_MASK) !== 0 &&
    (sizeOf(allowed) < STRIKE_OUT || result === 0 || onlyDigit(result) !== 0);
  return {
    technique,
    target: m,
    result,
    removed: before & ~result,
    premises: leansOnOwn ? [...premises, m] : premises,
    standalone: leansOnOwn || (allowed & ALL_DIGITS_MASK) === result,
    message: msg,
    cost: TECHNIQUES[technique].cost + extraCost,
  };
}

/** Conclude a hidden clue half (`fact`) is `value`; undefined when it is already known. */
export function deduceHalf(
  k: Knowledge,
  technique: TechniqueId,
  fact: number,
  value: number,
  premises: readonly number[],
  msg: Message,
): Deduction | undefined {
  if (k.half[fact] !== 0) return undefined;
  return {
    technique,
    target: fact,
    result: value,
    removed: 0,
    premises,
    standalone: true,
    message: msg,
    cost: TECHNIQUES[technique].cost,
  };
}

export function push(out: Deduction[], d: Deduction | undefined): void {
  if (d) out.push(d);
}
