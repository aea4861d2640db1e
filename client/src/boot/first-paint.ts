// The first paint, before the entry script has loaded (issue 17): this classic script, which
// index.html runs right after <div id="root"> (client/first-paint-plugin.ts builds it), draws the
// first frame in the player's language and land from HTML and the style sheets, as the app's
// Shell would draw it: on a first visit to `/` the intro itself (boot/first-paint-intro.ts), its
// logo being the page's largest paint; elsewhere the loader's first frame, as the Backdrop and
// Loader would draw it. React's first render replaces it with the same markup (createRoot clears
// the container in the commit that adds its own), so nothing moves. Opened at /play the first time
// in the puzzle's land, it also draws the land's welcome over the loader (boot/first-paint-welcome.ts),
// the page's largest paint there, which the app's welcome takes over.
// It also asks for the player's language file now, when it is not English (English is preloaded by
// index.html itself): otherwise that request would wait for the entry to run.

import { isAlphaPasswordPath, rootScreen } from '../app/paths';
import { documentLanguage, type Language } from '../i18n/languages';
import { KEPT_GAME_KEY, tabStorage } from '../play/tab-storage';
import type { KeyValueStore } from '../state/storage';
import { firstPaintChoices } from './first-paint-choices';
import { element } from './first-paint-dom';
import { drawIntro } from './first-paint-intro';
import { drawWelcome, firstPaintWelcomeLand } from './first-paint-welcome';
import { FIRST_PAINT_WORDS, type FirstPaintWords } from './first-paint-words';

/** The storage, or none where the browser refuses it (private modes, blocked cookies). */
function storage(): KeyValueStore {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

/** The loader's first frame (screens/loader/Loader.tsx), its bar empty. */
function loader(words: FirstPaintWords) {
  return element(
    'div',
    { class: 'loader' },
    element('p', { class: 'loader__label', id: 'loader-label' }, words.loader.label),
    element(
      'div',
      {
        class: 'loader__track',
        role: 'progressbar',
        'aria-labelledby': 'loader-label',
        'aria-valuemin': '0',
        'aria-valuemax': '100',
        'aria-valuenow': '0',
      },
      element('div', { class: 'loader__fill' }),
    ),
    element(
      'p',
      { class: 'loader__percent', 'aria-hidden': 'true' },
      words.loader.percent.replace('{{percent}}', '0'),
    ),
  );
}

function firstPaint(script: HTMLScriptElement | null) {
  const choices = firstPaintChoices({
    storage: storage(),
    search: window.location.search,
    browserLanguages: navigator.languages ?? [],
    prefersDark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
  });
  const root = document.documentElement;
  root.lang = documentLanguage(choices.language);
  root.dataset.theme = choices.theme;
  root.style.colorScheme = choices.theme;

  const locale = (JSON.parse(script?.dataset.locales ?? '{}') as Partial<Record<Language, string>>)[
    choices.language
  ];
  if (locale)
    document.head.append(
      element('link', { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: locale }),
    );

  // The set-password address shows no loader (app/Shell.tsx).
  const { pathname, search, hash } = window.location;
  if (isAlphaPasswordPath(pathname + search + hash)) return;
  const words = FIRST_PAINT_WORDS[choices.language];
  const logoUrl = script?.dataset.logo;
  // The intro needs no loader: its one picture is the logo, which index.html preloads first.
  const intro = pathname === '/' && rootScreen(choices.seenIntro) === 'intro' && logoUrl;
  document
    .getElementById('root')
    ?.append(
      element(
        'div',
        { class: 'shell' },
        element('div', { class: `backdrop backdrop--${choices.land}`, 'aria-hidden': 'true' }),
        ...(intro ? drawIntro({ language: choices.language, words, logoUrl }) : [loader(words)]),
      ),
    );
  const welcome = firstPaintWelcomeLand({
    pathname,
    search,
    hash,
    selectedLevel: choices.level,
    seenTutorial: choices.seenTutorial,
    keptGame: () => tabStorage.getItem(KEPT_GAME_KEY) !== null,
  });
  if (welcome !== undefined) document.body.append(drawWelcome(welcome, words));
}

firstPaint(document.currentScript as HTMLScriptElement | null);
