// Time in play: the countdown, play time with pauses taken out, and the time limit.

import { PUZZLE_PHASES, TIME_LIMIT_GRACE_SECONDS } from '../constants';
import type { SessionState } from './types';

/** Play time in ms at `now`: from the start of play to the end (or now), pauses excluded. */
export function playTimeMs(state: SessionState, now: number): number {
  if (state.startTime === 0) return 0;
  const until = state.endTime || state.pausedAt || now;
  return Math.max(0, until - state.startTime - state.pausedMs);
}

export function playSeconds(state: SessionState, now: number): number {
  return playTimeMs(state, now) / 1000;
}

/** The timer's length: timeAllowed plus one second. */
export function limitSeconds(state: SessionState): number {
  return state.start.timeAllowed + TIME_LIMIT_GRACE_SECONDS;
}

/** When the countdown ends (ms). */
export function playStartsAt(state: SessionState): number {
  return state.createdAt + Math.max(0, state.start.startupDelayMs);
}

export function isPlaying(state: SessionState): boolean {
  return state.phase === PUZZLE_PHASES.playing && state.pausedAt === 0;
}
