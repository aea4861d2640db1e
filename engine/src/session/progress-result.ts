// What a finished session tells auto-progress (progress/record-finish).

import type { SlotNumber } from '../lands';
import { landOf } from '../lands';
import type { FinishResult } from '../progress/record-finish';
import { hintsUsed } from './create';
import type { SessionState } from './types';

/** The finish as auto-progress counts it; undefined while playing, after an exit, or off the land map. */
export function progressResultOf(state: SessionState): FinishResult | undefined {
  if (!state.finishType || state.abandoned) return undefined;
  const slot = landOf(state.start.level).slots.findIndex((s) => s.shape === state.puzzle.layout.shape) + 1;
  if (slot < 1) return undefined;
  return {
    puzzleId: state.start.puzzleId,
    level: state.start.level,
    shape: slot as SlotNumber,
    difficulty: state.start.difficultyLevel,
    timeStar: state.stars.time,
    noerrorsStar: state.stars.noerrors,
    finishedStar: state.stars.finished,
    hintsUsed: hintsUsed(state),
  };
}
