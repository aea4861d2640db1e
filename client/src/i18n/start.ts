// The entry's first import (main.tsx): it settles the language (?lang= wins over the stored choice
// and is kept) and sends for that language's file at once, so the file is on its way while the
// rest of the app's code is still being evaluated. The app renders when `i18nReady` resolves.

import { useSettings } from '../state/settings';
import { changeLanguage, initI18n } from './i18n';
import { isLanguage } from './languages';

const lang = new URLSearchParams(window.location.search).get('lang');
if (isLanguage(lang)) useSettings.getState().update({ language: lang });

export const i18nReady = initI18n(useSettings.getState().language);

useSettings.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18nReady.then(() => changeLanguage(state.language));
});
