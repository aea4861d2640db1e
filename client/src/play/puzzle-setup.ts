// Setting up a game of the loaded puzzle: the session's start from the served puzzle and the
// player's situation, whether the land's welcome comes first, and the selection that follows
// what is played.

import {
  isLandLevel,
  isSlotNumber,
  type LandLevel,
  landSlot,
  type Result,
  type SessionAction,
  type SessionStart,
  sessionStart,
} from '@numberland/engine';
import type { SettingsData } from '../state/settings';
import type { PlayDeps, PlayStores } from './ports';
import type { ReadyPuzzle } from './puzzle-load';

/** "Game will start in 3, 2, 1, Go" (the spec leaves the length open). */
export const STARTUP_DELAY_MS = 3000;

/** What setting up a game needs of the controller. */
export interface SetUpHooks {
  readonly dispatch: (action: SessionAction) => void;
  readonly closePrompt: () => void;
  readonly fitBoard: () => void;
}

/** A new game of the loaded puzzle: it begins at once (with its countdown), or after the land's welcome. */
export function setUpGame(deps: PlayDeps, ready: ReadyPuzzle, hooks: SetUpHooks): void {
  startGame(deps, sessionStartOf(deps, ready), hooks);
}

/**
 * A game of a session start made already (sessionStartOf, a task before: the engine's share of
 * setting up), or the load unplayable when none could be made.
 */
export function startGame(deps: PlayDeps, made: Result<SessionStart, string>, hooks: SetUpHooks): void {
  const { stores, clock } = deps;
  if (!made.ok) {
    stores.load.getState().set({ status: 'unplayable', reason: made.error });
    return;
  }
  stores.game.getState().setUp(made.value, clock.now());
  hooks.closePrompt();
  if (needsWelcome(stores.settings.getState(), made.value.level))
    stores.prompt.getState().open({ kind: 'welcome' });
  else hooks.dispatch({ type: 'begin' });
  hooks.fitBoard();
}

export function sessionStartOf(deps: PlayDeps, ready: ReadyPuzzle): Result<SessionStart, string> {
  return sessionStart(
    ready.puzzle,
    { ...ready.info, puzzleId: ready.wire.puzzleId },
    {
      id: deps.newSessionId(),
      gems: deps.stores.auth.getState().gems,
      startupDelayMs: STARTUP_DELAY_MS,
      errorAssist: deps.stores.settings.getState().showErrorAssist,
    },
  );
}

/** The first time in a land, its welcome shows before the puzzle begins. */
export function needsWelcome(settings: SettingsData, level: LandLevel): boolean {
  return isLandLevel(level) && !settings.seenTutorial[level];
}

/** What is played becomes the selection (home opens on it), and the puzzle the side menu prints. */
export function selectWhatIsPlayed(stores: PlayStores, ready: ReadyPuzzle): void {
  const { level, difficultyLevel } = ready.info;
  const { shape } = ready.query;
  if (!isSlotNumber(shape)) return;
  stores.selection.getState().select(level, shape, difficultyLevel);
  stores.currentPuzzle
    .getState()
    .setCurrent({ puzzle: ready.puzzle, puzzleId: ready.wire.puzzleId, name: landSlot(level, shape).name });
}
