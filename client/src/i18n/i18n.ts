// i18next for the whole client: English is the source of every key (locales/en.json, which also
// types `t`), Norwegian is complete, German and Swedish are partial and fall back to English.

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages';
import de from './locales/de.json';
import en from './locales/en.json';
import no from './locales/no.json';
import sv from './locales/sv.json';

export const resources = {
  en: { translation: en },
  no: { translation: no },
  de: { translation: de },
  sv: { translation: sv },
} as const;

export function initI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // React escapes what it renders; escaping here too would show &amp; to players.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language === 'no' ? 'nb' : language;
  return i18next;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language === 'no' ? 'nb' : language;
}
