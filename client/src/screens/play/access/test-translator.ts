// i18next with the real locale files, for the accessible board's unit tests only.

import i18next, { type TFunction } from 'i18next';
import en from '../../../i18n/locales/en.json';
import no from '../../../i18n/locales/no.json';

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
