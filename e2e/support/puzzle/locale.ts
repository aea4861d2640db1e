// The words the driver looks for on screen (prompt titles, button labels), in the language the
// player's game shows.

import en from '../../../client/src/i18n/locales/en.json';
import no from '../../../client/src/i18n/locales/no.json';

export type Language = 'en' | 'no';
export type LocaleStrings = typeof en;

export const STRINGS: Readonly<Record<Language, LocaleStrings>> = { en, no };
