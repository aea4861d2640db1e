// The tutorial mode display (spec section 9): what the top bar shows on a tutorial page that
// explains play, as a still example rather than a running game.

export const TUTORIAL_DISPLAY = {
  /** Seconds on the clock. */
  time: 100,
  /** Errors the player may still make. */
  errors: 3,
  lives: 1,
  /** How far through the puzzle, in percent. */
  progress: 75,
} as const;
