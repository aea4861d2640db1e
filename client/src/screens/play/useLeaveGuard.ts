// Leaving /play before the puzzle is finished (spec section 4, "Exit and welcome"): the exit
// confirmation opens and the puzzle pauses. Exit Puzzle lets the navigation go on (the puzzle's
// progress is lost); Continue Play stays and resumes. Without the land's tutorial seen there is
// nothing to lose yet, so the player leaves at once.

import { PUZZLE_PHASES } from '@numberland/engine';
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';
import { useGame } from '../../state/game';
import { useSettings } from '../../state/settings';
import { dispatch } from './dispatch';
import { usePlayPrompt } from './play-prompts';

function guarded(): boolean {
  const state = useGame.getState().game?.state;
  if (!state || state.phase === PUZZLE_PHASES.finished || state.phase === PUZZLE_PHASES.loading) return false;
  return useSettings.getState().seenTutorial[state.start.level];
}

export function useLeaveGuard(): Blocker {
  // Only a move off /play is guarded: ?id= and modal hashes stay on the page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && guarded(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const state = useGame.getState().game?.state;
    if (state && state.pausedAt === 0) dispatch({ type: 'pause' });
    usePlayPrompt.getState().open({ kind: 'exit' });
  }, [blocker.state]);
  return blocker;
}

/** Exit Puzzle: the puzzle stops and the navigation goes on. */
export function confirmLeave(blocker: Blocker): void {
  usePlayPrompt.getState().close();
  dispatch({ type: 'exit' });
  if (blocker.state === 'blocked') blocker.proceed();
}

/** Continue Play: back to the puzzle, the clock running again. */
export function cancelLeave(blocker: Blocker): void {
  usePlayPrompt.getState().close();
  const state = useGame.getState().game?.state;
  if (state && state.pausedAt !== 0) dispatch({ type: 'resume' });
  if (blocker.state === 'blocked') blocker.reset();
}
