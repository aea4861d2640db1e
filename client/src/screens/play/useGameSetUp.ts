// A new game each time a puzzle is ready or the player plays it again: the session is built from
// the served puzzle and the player's situation, and begins at once (with its countdown) unless
// the land's welcome has to be seen first.

import { isLandLevel, type LandLevel, PUZZLE_PHASES, sessionStart } from '@numberland/engine';
import { useEffect, useState } from 'react';
import { useAuth } from '../../state/auth';
import { useGame } from '../../state/game';
import { newSessionId } from '../../state/session-id';
import { useSettings } from '../../state/settings';
import { dispatch } from './dispatch';
import { usePlayPrompt } from './play-prompts';
import type { PuzzleLoad } from './usePuzzle';

/** "Game will start in 3, 2, 1, Go" (the spec leaves the length open). */
export const STARTUP_DELAY_MS = 3000;

/** Sets up a game for `load` whenever it or `round` changes; answers an error text key, if any. */
export function useGameSetUp(load: PuzzleLoad, round: number): string | undefined {
  const [failed, setFailed] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round of the same load is a new game.
  useEffect(() => {
    if (load.status !== 'ready') return;
    const made = sessionStart(
      load.puzzle,
      { ...load.info, puzzleId: load.wire.puzzleId },
      {
        id: newSessionId(),
        gems: useAuth.getState().gems,
        startupDelayMs: STARTUP_DELAY_MS,
        errorAssist: useSettings.getState().showErrorAssist,
      },
    );
    if (!made.ok) {
      setFailed(made.error);
      return;
    }
    setFailed(undefined);
    useGame.getState().setUp(made.value, Date.now());
    usePlayPrompt.getState().close();
    if (needsWelcome(made.value.level)) usePlayPrompt.getState().open({ kind: 'welcome' });
    else dispatch({ type: 'begin' });
    return () => {
      // Leaving /play (or loading another puzzle) ends this game: an unfinished one is lost.
      const state = useGame.getState().game?.state;
      if (state && state.phase !== PUZZLE_PHASES.finished) dispatch({ type: 'exit' });
    };
  }, [load, round]);
  return failed;
}

function needsWelcome(level: LandLevel): boolean {
  return isLandLevel(level) && !useSettings.getState().seenTutorial[level];
}

/** The welcome's Play: the land's tutorial counts as seen, and the puzzle begins. */
export function playAfterWelcome(): void {
  const state = useGame.getState().game?.state;
  if (!state) return;
  useSettings.getState().markTutorialSeen(state.start.level);
  usePlayPrompt.getState().close();
  dispatch({ type: 'begin' });
}
