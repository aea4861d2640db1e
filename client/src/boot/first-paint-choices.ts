// What the first paint must already know, read the way the app reads it: the language (?lang=
// first, then the stored choice, then the browser's), the land the player last chose (its sky
// colours the backdrop), the light or dark theme, and whether the intro was seen. Only pure helpers are imported, so the
// first-paint script stays a few kB and never starts a store.

import { isLandLevel } from '@numberland/engine';
import { type LandId, landIdOf } from '../app/paths';
import { browserLanguage, isLanguage, type Language } from '../i18n/languages';
import { PERSISTED, readStored } from '../state/persisted';
import type { KeyValueStore } from '../state/storage';
import { isThemeChoice, type Theme, themeOf } from '../state/theme';

export interface FirstPaintChoices {
  readonly language: Language;
  readonly land: LandId;
  readonly theme: Theme;
  /** Whether the intro has been seen: `/` shows it until then (app/paths.ts rootScreen). */
  readonly seenIntro: boolean;
}

export interface FirstPaintSources {
  readonly storage: KeyValueStore;
  readonly search: string;
  readonly browserLanguages: readonly string[];
  readonly prefersDark: boolean;
}

export function firstPaintChoices(sources: FirstPaintSources): FirstPaintChoices {
  const settings = readStored(sources.storage, PERSISTED.settings.key);
  const selection = readStored(sources.storage, PERSISTED.selection.key);
  const asked = new URLSearchParams(sources.search).get('lang');
  const language = isLanguage(asked)
    ? asked
    : isLanguage(settings.language)
      ? settings.language
      : browserLanguage(sources.browserLanguages);
  return {
    language,
    land: landIdOf(isLandLevel(selection.level) ? selection.level : 1),
    theme: themeOf(isThemeChoice(settings.theme) ? settings.theme : 'system', sources.prefersDark),
    // As the settings store reads a flag: a stored boolean, else the default (not seen).
    seenIntro: settings.seenIntro === true,
  };
}
