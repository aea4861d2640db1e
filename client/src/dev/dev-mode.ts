// Whether the development shortcuts may run: always in a development build, and in a built game
// only when the server says its cheats are on (GET /health: every environment but production).
// Asked once, and only when a shortcut is typed, so an ordinary visit never makes the call.

import { api } from '../api';

let asked: Promise<boolean> | null = null;

export function devShortcutsAllowed(): Promise<boolean> {
  if (import.meta.env.DEV) return Promise.resolve(true);
  asked ??= api.health().then(
    (health) => health.cheats,
    () => {
      // No answer: ask again next time rather than decide for the whole visit.
      asked = null;
      return false;
    },
  );
  return asked;
}
