// i18next for the whole client: English is the source of every key (locales/en.json, which also
// types `t`), Norwegian is complete, German and Swedish are partial and fall back to English.
//
// Each language's file is a chunk of its own, fetched when that language is first needed: a
// player downloads the language they read (and English, the fallback), not all four. The app is
// rendered only once the first language has arrived (main.tsx), so no key flashes on screen; a
// switch of language loads the new file before i18next changes language.

import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { documentLanguage, FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** Each language's file as its own chunk (Vite splits every dynamic import). */
export const LOCALE_FILES: Readonly<Record<Language, () => Promise<{ default: ResourceKey }>>> = {
  en: () => import('./locales/en.json'),
  no: () => import('./locales/no.json'),
  de: () => import('./locales/de.json'),
  sv: () => import('./locales/sv.json'),
};

/** An i18next backend that reads the locale chunks (i18next retries a failed read itself). */
export const localeChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    LOCALE_FILES[language]().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

function markDocument(language: Language) {
  document.documentElement.lang = documentLanguage(language);
}

/** Starts i18next in the given language; resolves when its file (and English's) has arrived. */
export async function initI18n(language: Language) {
  markDocument(language);
  await i18next
    .use(localeChunks)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // Our languages have no regions: 'no', never 'no-NO'.
      load: 'currentOnly',
      // React escapes what it renders; escaping here too would show &amp; to players.
      interpolation: { escapeValue: false },
      // Ask for the files now, not from a setTimeout(0): the first paint waits on them, and a page
      // whose timers stand still (the e2e tests' page clock) would otherwise never render.
      initAsync: false,
    });
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  // i18next loads the language's file before it switches, so the screen never shows keys.
  await i18next.changeLanguage(language);
  markDocument(language);
}
