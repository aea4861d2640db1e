// The page's early ask for /play's puzzle (early-puzzle.ts), made as this module is evaluated:
// main.tsx imports it right after the language, before the app's routes ask for their chunks.

import { api } from '../api';
import { useAuth } from '../state/auth';
import { useSelection } from '../state/selection';
import { startEarlyPuzzle } from './early-puzzle';
import { KEPT_GAME_KEY, tabStorage } from './tab-storage';

export const earlyPuzzle = startEarlyPuzzle({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  selection: useSelection.getState(),
  keptGame: tabStorage.getItem(KEPT_GAME_KEY) !== null,
  game: api.game,
  asker: () => {
    const { token, sessionId } = useAuth.getState();
    return JSON.stringify([token, sessionId]);
  },
});
