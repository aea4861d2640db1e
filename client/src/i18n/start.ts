// The entry's first import (main.tsx): it settles the language (?lang= wins over the stored choice
// and is kept) and starts i18next, which asks for that language's file, as soon as the entry's
// code has been evaluated. The app renders when `i18nReady` resolves.

import { nextTask } from '../app/next-task';
import { useSettings } from '../state/settings';
import { changeLanguage, initI18n } from './i18n';
import { isLanguage } from './languages';

const lang = new URLSearchParams(window.location.search).get('lang');
if (isLanguage(lang)) useSettings.getState().update({ language: lang });

// Started in a task after the one that evaluates the entry's modules: i18next's start (its
// translator, formatters and plural rules) was a third of that task, 80 ms at a 4x slowdown
// (issue 17). The language's file is on its way already meanwhile: index.html preloads English's,
// the first-paint script the player's own (boot/first-paint.ts).
export const i18nReady = nextTask().then(() => initI18n(useSettings.getState().language));

useSettings.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18nReady.then(() => changeLanguage(state.language));
});
