// Candidate sets as 10-bit masks: bit d is set when digit d (1..9) is still possible.

import { ALL_DIGITS_MASK } from '../constants';
import { POPCOUNT } from '../solver/tables';

export { ALL_DIGITS_MASK };

export function bit(digit: number): number {
  return 1 << digit;
}

export function sizeOf(mask: number): number {
  return POPCOUNT[mask & ALL_DIGITS_MASK]!;
}

/** The digit of a one-digit mask, else 0. */
export function onlyDigit(mask: number): number {
  return mask !== 0 && (mask & (mask - 1)) === 0 ? 31 - Math.clz32(mask) : 0;
}

export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

export function maskOf(digits: readonly number[]): number {
  let mask = 0;
  for (const d of digits) mask |= 1 << d;
  return mask;
}
