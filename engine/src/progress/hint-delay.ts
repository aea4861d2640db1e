// The smart-hint reminder delay per step (spec section 9: "The 36 steps carry paired smart-hint
// delays of 5 to 10 s base. The delay is 1000 times the next step's value plus 23000 ms.").

import { SMART_HINT_DELAY_BASE_MS } from '../constants';
import { LAST_STEP_INDEX } from './steps';

/**
 * Seconds of base delay per step, our table: the spec gives only the range (5 to 10) and that the
 * values come in pairs. Later steps are harder puzzles, so the player gets longer to think before the
 * reminder bubble nudges them: the values rise along the sequence, two steps at a time, one second
 * every three pairs, so the 18 pairs spread evenly over 5..10 (steps 0-5 -> 5 s, ..., 30-35 -> 10 s).
 */
// biome-ignore format: one row per value (three pairs of steps) keeps the table readable
export const SMART_HINT_DELAY_VALUES: readonly number[] = [
  5, 5, 5, 5, 5, 5,
  6, 6, 6, 6, 6, 6,
  7, 7, 7, 7, 7, 7,
  8, 8, 8, 8, 8, 8,
  9, 9, 9, 9, 9, 9,
  10, 10, 10, 10, 10, 10,
];

/**
 * Milliseconds before the smart-hint reminder at a step: 1000 x the next step's value + 23000 ms.
 * The last step has no next step and uses its own value. An index outside the sequence (such as
 * stepIndexOf's -1 for a puzzle off the sequence) is clamped into it rather than failing: a reminder
 * a few seconds early or late is harmless.
 */
export function smartHintDelayMs(stepIndex: number): number {
  const index = Number.isFinite(stepIndex)
    ? Math.min(Math.max(Math.trunc(stepIndex), 0), LAST_STEP_INDEX)
    : 0;
  const valueIndex = Math.min(index + 1, LAST_STEP_INDEX);
  return 1000 * SMART_HINT_DELAY_VALUES[valueIndex]! + SMART_HINT_DELAY_BASE_MS;
}
