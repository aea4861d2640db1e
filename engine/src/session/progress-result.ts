// What a finished session tells auto-progress (progress/record-finish).

import { slotOfShape } from '../lands';
import type { FinishResult } from '../progress/record-finish';
import { hintsUsed } from './create';
import type { SessionState } from './types';

/** The finish as auto-progress counts it; undefined while playing, after an exit, or off the land map. */
export function progressResultOf(state: SessionState): FinishResult | undefined {
  if (!state.finishType || state.abandoned) return undefined;
  const slot = slotOfShape(state.start.level, state.puzzle.layout.shape);
  if (slot === undefined) return undefined;
  return {
    puzzleId: state.start.puzzleId,
    level: state.start.level,
    shape: slot,
    difficulty: state.start.difficultyLevel,
    timeStar: state.stars.time,
    noerrorsStar: state.stars.noerrors,
    finishedStar: state.stars.finished,
    hintsUsed: hintsUsed(state),
  };
}
