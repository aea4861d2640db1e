// The video ad's countdown (spec sections 4 and 9): 10 seconds, then a close X. A pure function of
// the clock, so the overlay just re-renders on a timer and the tests need no timers at all.

import { AD_COUNTDOWN_SECONDS } from '@numberland/engine';

export type AdCountdown =
  /** Waiting for the server to start the ad (POST /user/ad/start); the countdown has not begun. */
  | { readonly kind: 'waiting' }
  /** Counting down: the number shown in the corner. */
  | { readonly kind: 'counting'; readonly secondsLeft: number; readonly progress: number }
  /** Time is up: the X shows and the reward can be taken. */
  | { readonly kind: 'closable' };

/**
 * Where the countdown is at `now` (ms) for an ad that began at `startedAt` (ms, or null when it
 * has not begun). Seconds are rounded up, so it reads 10 at the start and 1 in the last second,
 * never 0 before the X appears. `progress` runs from 0 to 1, for a ring around the number.
 */
export function adCountdown(
  startedAt: number | null,
  now: number,
  seconds: number = AD_COUNTDOWN_SECONDS,
): AdCountdown {
  if (startedAt === null) return { kind: 'waiting' };
  const total = Math.max(0, seconds) * 1000;
  const elapsed = Math.max(0, now - startedAt);
  if (elapsed >= total) return { kind: 'closable' };
  return {
    kind: 'counting',
    secondsLeft: Math.ceil((total - elapsed) / 1000),
    progress: elapsed / total,
  };
}
