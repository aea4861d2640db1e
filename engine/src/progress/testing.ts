// Test helpers for the progress module: finish results and states in a line.

import type { FinishResult } from './record-finish';
import { initialProgress, type ProgressState } from './state';
import { PROGRESS_STEPS } from './steps';

export type Outcome = 'perfect' | 'hinted' | 'two-star' | 'one-star' | 'failed';

/** A finished puzzle at step `step` (default 0) with the given outcome and id. */
export function finish(outcome: Outcome, puzzleId: string, step = 0): FinishResult {
  const { level, shape, difficulty } = PROGRESS_STEPS[step]!;
  const base = { puzzleId, level, shape, difficulty };
  switch (outcome) {
    case 'perfect':
      return { ...base, timeStar: true, noerrorsStar: true, finishedStar: true, hintsUsed: 0 };
    case 'hinted':
      return { ...base, timeStar: true, noerrorsStar: true, finishedStar: true, hintsUsed: 2 };
    case 'two-star':
      return { ...base, timeStar: false, noerrorsStar: true, finishedStar: true, hintsUsed: 0 };
    case 'one-star':
      return { ...base, timeStar: false, noerrorsStar: false, finishedStar: true, hintsUsed: 0 };
    case 'failed':
      return { ...base, timeStar: false, noerrorsStar: false, finishedStar: false, hintsUsed: 1 };
  }
}

/** A state at `currentStep` with the given counters, the rest initial. */
export function stateAt(currentStep: number, fields: Partial<ProgressState> = {}): ProgressState {
  return { ...initialProgress(), currentStep, ...fields };
}
