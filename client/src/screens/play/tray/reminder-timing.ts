// When the smart-hint reminder bubble comes (spec section 4, "Smart hint"; section 9): once a
// game, while reminders remain, after the step's delay of play (pauses do not count) in which no
// hint was used and none is on screen.

import { PUZZLE_PHASES, type SessionState } from '@numberland/engine';

/** The bubble closes by itself after this long. */
export const REMINDER_VISIBLE_MS = 8000;

export interface ReminderFacts {
  readonly state: Pick<
    SessionState,
    'phase' | 'pausedAt' | 'startTime' | 'pausedMs' | 'smartHintsUsed' | 'revealsUsed'
  >;
  /** settings.hintReminders: bubbles the player still gets. */
  readonly remindersLeft: number;
  readonly hintOnScreen: boolean;
  /** The bubble already came in this game. */
  readonly reminded: boolean;
  /** smartHintDelayMs of the player's current step. */
  readonly delayMs: number;
}

/**
 * The moment (ms, the session's clock) the bubble is due, or undefined when it is not to come
 * now. While play runs uninterrupted the moment stays the same; a pause moves it on by its length.
 */
export function reminderDueAt({
  state,
  remindersLeft,
  hintOnScreen,
  reminded,
  delayMs,
}: ReminderFacts): number | undefined {
  if (state.phase !== PUZZLE_PHASES.playing || state.pausedAt !== 0 || state.startTime === 0)
    return undefined;
  if (remindersLeft <= 0 || reminded || hintOnScreen) return undefined;
  // A reveal counts as a hint used (spec section 4, "Stars"): the player knows the assists.
  if (state.smartHintsUsed > 0 || state.revealsUsed > 0) return undefined;
  return state.startTime + state.pausedMs + delayMs;
}
