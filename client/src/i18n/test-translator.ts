// i18next with the real locale files, for unit tests of words on screen (hints, the accessible board).

import i18next, { type TFunction } from 'i18next';
import en from './locales/en.json';
import no from './locales/no.json';

export function translator(lng: 'en' | 'no'): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, no: { translation: no } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}
