// The words the first paint shows (the loader's, and the intro's with its bars), taken from the
// locale files themselves: named imports keep only the keys used (client/first-paint-plugin.ts).
// German and Swedish have the intro's words and fall back to English for the rest, as i18next does.

import type { Language } from '../i18n/languages';
import { bar as deBar, intro as deIntro } from '../i18n/locales/de.json';
import {
  app as enApp,
  bar as enBar,
  intro as enIntro,
  languages as enLanguages,
  loader as enLoader,
} from '../i18n/locales/en.json';
import {
  app as noApp,
  bar as noBar,
  intro as noIntro,
  languages as noLanguages,
  loader as noLoader,
} from '../i18n/locales/no.json';
import { bar as svBar, intro as svIntro } from '../i18n/locales/sv.json';

export interface FirstPaintWords {
  readonly loader: { readonly label: string; readonly percent: string };
  readonly appName: string;
  readonly intro: { readonly text: string; readonly playNow: string };
  /** The language toggle's legend and its languages' names. */
  readonly languages: { readonly choose: string; readonly en: string; readonly no: string };
  readonly fullscreen: string;
}

const EN: FirstPaintWords = {
  loader: enLoader,
  appName: enApp.name,
  intro: enIntro,
  languages: enLanguages,
  fullscreen: enBar.fullscreen,
};

export const FIRST_PAINT_WORDS: Readonly<Record<Language, FirstPaintWords>> = {
  en: EN,
  no: {
    loader: noLoader,
    appName: noApp.name,
    intro: noIntro,
    languages: noLanguages,
    fullscreen: noBar.fullscreen,
  },
  de: { ...EN, intro: deIntro, fullscreen: deBar.fullscreen },
  sv: { ...EN, intro: svIntro, fullscreen: svBar.fullscreen },
};
