// The tab's session storage, where a puzzle kept for a lesson survives a reload, and the key it
// is kept under. Apart from kept-game-storage.ts (which brings the engine's replay), so the
// page's entry can see that a kept game waits without loading that code.

import { openStorage } from '../state/storage';

export const KEPT_GAME_KEY = 'numberland:kept-game:v1';

export const tabStorage = openStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
