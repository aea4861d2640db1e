// The few words the scene writes itself, from the game's locale files like every other text, in
// the language i18next has chosen.

import i18next from 'i18next';

const KEYS = { specialSquare: 'play.specialSquare' } as const;

export type LabelKey = keyof typeof KEYS;

export function label(key: LabelKey): string {
  return i18next.t(KEYS[key]);
}
