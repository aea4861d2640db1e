// When the session needs the clock: the engine never reads time, so the moments it must hear
// about (and the sounds that mark time) are worked out here from its state.

import { isPlaying, limitSeconds, PUZZLE_PHASES, playStartsAt, type SessionState } from '@numberland/engine';

/** Spec section 9: the warning sounds when 11 to 10 seconds are left, above level 1. */
export const TIME_ALMOST_OUT_SECONDS = 11;

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

/** The countdown's first second (3 for a 3 s start): the engine's own event beeps it. */
export function firstCountdownSecond(state: SessionState): number {
  return Math.ceil(state.start.startupDelayMs / 1000);
}

/**
 * The next second the countdown shows below `below` (2, then 1), and when it shows, while the
 * countdown runs; undefined when no second is left to beep (Go is the engine's).
 */
export function nextCountdownSecond(
  state: SessionState,
  below: number,
): { readonly second: number; readonly at: number } | undefined {
  if (state.phase !== PUZZLE_PHASES.starting || state.pausedAt !== 0) return undefined;
  const second = below - 1;
  if (second < 1) return undefined;
  return { second, at: playStartsAt(state) - second * 1000 };
}

/** When the time-almost-out warning is due (11 s left, above level 1, while playing), or undefined. */
export function timeWarningAt(state: SessionState): number | undefined {
  if (state.start.level <= 1 || !isPlaying(state) || state.timedOut) return undefined;
  return state.startTime + state.pausedMs + (limitSeconds(state) - TIME_ALMOST_OUT_SECONDS) * 1000;
}

/** Whether the warning still fits at `now`: between 11 and 10 seconds left. */
export function timeWarningFits(state: SessionState, now: number): boolean {
  const left = secondsLeft(state, now);
  return left <= TIME_ALMOST_OUT_SECONDS && left > TIME_ALMOST_OUT_SECONDS - 1;
}
