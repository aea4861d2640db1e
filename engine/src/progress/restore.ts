// Reading progress back from storage. The client keeps ProgressState in local storage (spec section
// 3), which may be missing, from an older version or edited by hand; the other progress functions
// expect a valid state, so this is the one boundary where stored data is checked.

import { isDifficultyLevel, isSlotNumber } from '../lands';
import {
  initialProgress,
  type LastPuzzle,
  type ProgressState,
  STEP_COUNTERS,
  type StepCounter,
} from './state';
import { isStepIndex } from './steps';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function lastPuzzleOf(value: unknown): LastPuzzle | undefined {
  if (!isRecord(value) || typeof value.puzzleId !== 'string') return undefined;
  const flags = [value.timeStar, value.noerrorsStar, value.finishedStar, value.usedHints];
  if (!flags.every((f) => typeof f === 'boolean')) return undefined;
  return {
    puzzleId: value.puzzleId,
    timeStar: value.timeStar as boolean,
    noerrorsStar: value.noerrorsStar as boolean,
    finishedStar: value.finishedStar as boolean,
    usedHints: value.usedHints as boolean,
  };
}

/**
 * A valid ProgressState from whatever was stored, field by field: a field that is missing or wrong
 * falls back to its initial value and the rest are kept. When currentStep itself is unusable the
 * counters are dropped too, since they only mean something at their step.
 */
export function parseProgress(value: unknown): ProgressState {
  const initial = initialProgress();
  if (!isRecord(value)) return initial;
  const stepOk = typeof value.currentStep === 'number' && isStepIndex(value.currentStep);
  const counters = {} as Record<StepCounter, number>;
  for (const key of STEP_COUNTERS) counters[key] = stepOk ? count(value[key]) : 0;
  const lastPuzzle = lastPuzzleOf(value.lastPuzzle);
  return {
    ...counters,
    currentStep: stepOk ? (value.currentStep as number) : initial.currentStep,
    lastShape: isSlotNumber(value.lastShape) ? value.lastShape : 0,
    lastDifficulty: isDifficultyLevel(value.lastDifficulty) ? value.lastDifficulty : 0,
    ...(lastPuzzle === undefined ? {} : { lastPuzzle }),
    gameCount: count(value.gameCount),
  };
}
