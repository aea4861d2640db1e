// The browser entry: the language first (?lang= wins over the stored choice and is kept), then
// i18n, then the app.

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { changeLanguage, initI18n } from './i18n/i18n';
import { isLanguage } from './i18n/languages';
import { useSettings } from './state/settings';
import './styles/global.css';

const lang = new URLSearchParams(window.location.search).get('lang');
if (isLanguage(lang)) useSettings.getState().update({ language: lang });
initI18n(useSettings.getState().language);
useSettings.subscribe((state, previous) => {
  if (state.language !== previous.language) void changeLanguage(state.language);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
