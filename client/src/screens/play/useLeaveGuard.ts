// Leaving /play before the puzzle is finished (spec section 4, "Exit and welcome"): the exit
// confirmation opens and the puzzle pauses. Exit Puzzle lets the navigation go on (the puzzle's
// progress is lost); Continue Play stays and resumes. Without the land's tutorial seen there is
// nothing to lose yet, so the player leaves at once. The router holds the move; the play
// controller decides whether to and does the pausing.

import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';
import { playController } from '../../play/app-play-controller';

export function useLeaveGuard(): Blocker {
  // Only a move off /play is guarded: ?id= and modal hashes stay on the page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && playController.leaveGuarded(),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') playController.askToLeave();
  }, [blocker.state]);
  return blocker;
}

/** Exit Puzzle: the puzzle stops and the navigation goes on. */
export function confirmLeave(blocker: Blocker): void {
  playController.confirmLeave();
  if (blocker.state === 'blocked') blocker.proceed();
}

/** Continue Play: back to the puzzle, the clock running again. */
export function cancelLeave(blocker: Blocker): void {
  playController.cancelLeave();
  if (blocker.state === 'blocked') blocker.reset();
}
