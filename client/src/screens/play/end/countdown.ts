// The countdown to the next puzzle: Continue happens by itself 30 seconds after the end screen
// appears, unless the player has touched the end screen (then it stops for good).

export const AUTO_CONTINUE_SECONDS = 30;

/** Whole seconds left to show, counting 30, 29, ... 1, then 0 when Continue is due. */
export function secondsLeft(elapsedMs: number, totalSeconds = AUTO_CONTINUE_SECONDS): number {
  return Math.max(0, Math.ceil((totalSeconds * 1000 - Math.max(0, elapsedMs)) / 1000));
}

export function isDue(elapsedMs: number, totalSeconds = AUTO_CONTINUE_SECONDS): boolean {
  return elapsedMs >= totalSeconds * 1000;
}
