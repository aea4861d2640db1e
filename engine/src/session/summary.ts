// The score summary the client posts when a puzzle ends (spec section 7, POST /game/score). The
// server derives the same summary by replaying the game's actions and compares.

import { reductionPercent } from '../scoring/scoring';
import { playTimeMs } from './clock';
import { hintsUsed } from './create';
import { totalScore } from './finish';
import type { FinishType, SessionState } from './types';

export interface ScoreSummary {
  /** The client's id for the game: posting it twice counts once. */
  readonly id: string;
  readonly puzzleId: string;
  /** Seconds of play, pauses excluded, to the tenth. */
  readonly playTime: number;
  readonly score: {
    readonly total: number;
    /** Points from the cells found. */
    readonly cells: number;
    readonly timeBonus: number;
    readonly finalBonus: number;
    readonly specialSquareBonus: number;
    /** Reveals and smart hints used, and what they cost in percent. */
    readonly reveals: number;
    readonly hints: number;
    readonly reductionPercent: number;
  };
  readonly startTime: string;
  readonly endTime: string;
  readonly hintsUsed: number;
  readonly timeStar: boolean;
  readonly noerrorsStar: boolean;
  readonly finishedStar: boolean;
  readonly difficulty: number;
  readonly finishType: FinishType;
  readonly errorsMade: number;
}

/** The summary of a finished game; undefined while it is going on or when it was left. */
export function scoreSummary(state: SessionState): ScoreSummary | undefined {
  if (!state.finishType || state.abandoned) return undefined;
  return {
    id: state.start.id,
    puzzleId: state.start.puzzleId,
    playTime: Math.round(playTimeMs(state, state.endTime) / 100) / 10,
    score: {
      total: totalScore(state),
      cells: state.score,
      timeBonus: state.timeBonus,
      finalBonus: state.finalBonus,
      specialSquareBonus: state.specialSquareBonus,
      reveals: state.revealsUsed,
      hints: state.smartHintsUsed,
      reductionPercent: reductionPercent(hintsUsed(state)),
    },
    startTime: new Date(state.startTime).toISOString(),
    endTime: new Date(state.endTime).toISOString(),
    hintsUsed: hintsUsed(state),
    timeStar: state.stars.time,
    noerrorsStar: state.stars.noerrors,
    finishedStar: state.stars.finished,
    difficulty: state.start.difficulty,
    finishType: state.finishType,
    errorsMade: state.errorsMade,
  };
}
