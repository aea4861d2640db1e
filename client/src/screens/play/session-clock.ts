// When the session needs the clock: the engine never reads time, so the moments it must hear
// about are worked out here from its state.

import { limitSeconds, PUZZLE_PHASES, playStartsAt, type SessionState } from '@numberland/engine';

/** When the session next needs a tick, or undefined. */
export function nextTickAt(state: SessionState): number | undefined {
  if (state.pausedAt !== 0) return undefined;
  if (state.phase === PUZZLE_PHASES.starting) return playStartsAt(state);
  if (state.phase === PUZZLE_PHASES.playing && !state.timedOut)
    return state.startTime + state.pausedMs + limitSeconds(state) * 1000 + 1;
  return undefined;
}

/** Seconds left to play at `now` (negative when over time); the full limit before play. */
export function secondsLeft(state: SessionState, now: number): number {
  if (state.startTime === 0) return limitSeconds(state);
  const until = state.endTime || state.pausedAt || now;
  return limitSeconds(state) - (until - state.startTime - state.pausedMs) / 1000;
}
