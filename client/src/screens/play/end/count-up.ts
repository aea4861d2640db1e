// The count-ups of the end screen (spec section 9) as plain step sequences, so the numbers shown at
// any moment follow from the time alone: the score over 1500 ms in 20 ms steps, the gems 5 per
// 100 ms.

export const SCORE_COUNT_MS = 1500;
export const SCORE_STEP_MS = 20;
export const GEM_STEP_MS = 100;
export const GEMS_PER_STEP = 5;
/**
 * At 5 gems per 100 ms a 100-gem prize takes 2 s, but a 500-gem prize would take 10 s, long past
 * the celebration. The gem count-up is therefore capped at 3 s: past 30 steps the step size grows
 * (in multiples of 5) so the count still ends within the cap, still in 100 ms steps.
 */
export const MAX_GEM_COUNT_MS = 3000;

/** values[i] is what shows once (i + 1) steps have passed; before the first step it shows 0. */
export interface CountUp {
  readonly stepMs: number;
  readonly values: readonly number[];
}

/** The score from 0 to `total` in 75 steps of 20 ms, the last exactly `total`. */
export function scoreCountUp(total: number): CountUp {
  if (total <= 0) return { stepMs: SCORE_STEP_MS, values: [] };
  const steps = SCORE_COUNT_MS / SCORE_STEP_MS;
  const values = Array.from({ length: steps }, (_, i) =>
    i === steps - 1 ? total : Math.round((total * (i + 1)) / steps),
  );
  return { stepMs: SCORE_STEP_MS, values };
}

/** How many gems each 100 ms step adds: 5, or more for prizes that would outlast the cap. */
export function gemStepSize(prize: number): number {
  const maxSteps = MAX_GEM_COUNT_MS / GEM_STEP_MS;
  return GEMS_PER_STEP * Math.max(1, Math.ceil(prize / (GEMS_PER_STEP * maxSteps)));
}

/** The prize from 0 to `prize`, 5 (or a larger multiple of 5) per 100 ms step, the last exactly `prize`. */
export function gemCountUp(prize: number): CountUp {
  if (prize <= 0) return { stepMs: GEM_STEP_MS, values: [] };
  const size = gemStepSize(prize);
  const steps = Math.ceil(prize / size);
  const values = Array.from({ length: steps }, (_, i) => Math.min(prize, size * (i + 1)));
  return { stepMs: GEM_STEP_MS, values };
}

export function countUpDuration(count: CountUp): number {
  return count.values.length * count.stepMs;
}

/** What a count-up shows `elapsedMs` after it started: 0 before its first step, the last value after. */
export function countUpValue(count: CountUp, elapsedMs: number): number {
  const passed = Math.floor(elapsedMs / count.stepMs);
  if (passed <= 0) return 0;
  return count.values[Math.min(passed, count.values.length) - 1] ?? 0;
}
