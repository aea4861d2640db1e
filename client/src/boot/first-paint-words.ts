// The words the first paint shows (the loader's, the intro's with its bars, and a land's welcome on
// /play), taken from the locale files themselves: named imports keep only the keys used
// (client/first-paint-plugin.ts). German and Swedish have the intro's words and the lands' names,
// and fall back to English for the rest, as i18next does.

import type { LandId } from '../app/paths';
import type { Language } from '../i18n/languages';
import { bar as deBar, intro as deIntro, lands as deLands } from '../i18n/locales/de.json';
import {
  app as enApp,
  bar as enBar,
  intro as enIntro,
  lands as enLands,
  landThemes as enLandThemes,
  languages as enLanguages,
  loader as enLoader,
  playPrompts as enPlayPrompts,
} from '../i18n/locales/en.json';
import {
  app as noApp,
  bar as noBar,
  intro as noIntro,
  lands as noLands,
  landThemes as noLandThemes,
  languages as noLanguages,
  loader as noLoader,
  playPrompts as noPlayPrompts,
} from '../i18n/locales/no.json';
import { bar as svBar, intro as svIntro, lands as svLands } from '../i18n/locales/sv.json';

type ByLand = { readonly [land in LandId]: string };

export interface FirstPaintWords {
  readonly loader: { readonly label: string; readonly percent: string };
  readonly appName: string;
  readonly intro: { readonly text: string; readonly playNow: string };
  /** The language toggle's legend and its languages' names. */
  readonly languages: { readonly choose: string; readonly en: string; readonly no: string };
  readonly fullscreen: string;
  /** A land's welcome on /play (screens/play/prompts/WelcomePrompt.tsx). */
  readonly welcome: {
    readonly title: string;
    readonly teaches: ByLand;
    readonly tutorial: string;
    readonly play: string;
  };
  readonly landThemes: ByLand;
  readonly lands: ByLand;
}

const EN: FirstPaintWords = {
  loader: enLoader,
  appName: enApp.name,
  intro: enIntro,
  languages: enLanguages,
  fullscreen: enBar.fullscreen,
  welcome: enPlayPrompts.welcome,
  landThemes: enLandThemes,
  lands: enLands,
};

export const FIRST_PAINT_WORDS: Readonly<Record<Language, FirstPaintWords>> = {
  en: EN,
  no: {
    loader: noLoader,
    appName: noApp.name,
    intro: noIntro,
    languages: noLanguages,
    fullscreen: noBar.fullscreen,
    welcome: noPlayPrompts.welcome,
    landThemes: noLandThemes,
    lands: noLands,
  },
  de: { ...EN, intro: deIntro, fullscreen: deBar.fullscreen, lands: deLands },
  sv: { ...EN, intro: svIntro, fullscreen: svBar.fullscreen, lands: svLands },
};
