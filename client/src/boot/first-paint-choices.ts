// What the first paint must already know, read the way the app reads it: the language (?lang=
// first, then the stored choice, then the browser's), the land the player last chose (its sky
// colours the backdrop), the light or dark theme, whether the intro was seen, and which lands'
// tutorials were (a land's welcome on /play shows until then). Only pure helpers are imported, so the
// first-paint script stays a few kB and never starts a store.

import { isLandLevel, type LandLevel } from '@numberland/engine';
import { type LandId, landIdOf } from '../app/paths';
import { browserLanguage, isLanguage, type Language } from '../i18n/languages';
import { PERSISTED, readStored } from '../state/persisted';
import type { KeyValueStore } from '../state/storage';
import { isThemeChoice, type Theme, themeOf } from '../state/theme';

export interface FirstPaintChoices {
  readonly language: Language;
  readonly land: LandId;
  /** The land of the stored selection (`land` is its id). */
  readonly level: LandLevel;
  readonly theme: Theme;
  /** Whether the intro has been seen: `/` shows it until then (app/paths.ts rootScreen). */
  readonly seenIntro: boolean;
  /** The stored seenTutorial, as stored (boot/first-paint-welcome.ts reads it as the store would). */
  readonly seenTutorial: unknown;
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
  const level = isLandLevel(selection.level) ? selection.level : 1;
  return {
    language,
    land: landIdOf(level),
    level,
    theme: themeOf(isThemeChoice(settings.theme) ? settings.theme : 'system', sources.prefersDark),
    // As the settings store reads a flag: a stored boolean, else the default (not seen).
    seenIntro: settings.seenIntro === true,
    seenTutorial: settings.seenTutorial,
  };
}
