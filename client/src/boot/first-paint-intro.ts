// The intro drawn by the first-paint script (issue 17): on a first visit to `/`, the intro's logo,
// text and "Play now" are the page's largest paint, so they are drawn from HTML and the style
// sheets before any module has run, with the markup and classes the app's Shell, Intro,
// LanguageToggle and BottomBar render. The choreography starts here (the logo at 300 ms, ...);
// the app's intro carries it on from the hand-off (boot/intro-handoff.ts), and a tap on "Play now"
// or the language toggle before the app has loaded is kept there for the app to honour.

import { documentLanguage, type Language, TOGGLE_LANGUAGES } from '../i18n/languages';
import {
  INTRO_PARTS,
  INTRO_SHOWN_CLASS,
  INTRO_TIMINGS,
  type IntroPart,
} from '../screens/intro/intro-timings';
import { canGoFullscreen } from '../ui/fullscreen';
import { FULLSCREEN_ICON } from '../ui/fullscreen-icon';
import { element, svgElement } from './first-paint-dom';
import type { FirstPaintWords } from './first-paint-words';
import { type IntroHandoff, publishIntroHandoff } from './intro-handoff';

export interface IntroChoices {
  readonly language: Language;
  readonly words: FirstPaintWords;
  readonly logoUrl: string;
}

/** The language toggle (ui/LanguageToggle.tsx); a pick is kept for the app. */
function languageToggle({ language, words }: IntroChoices, handoff: IntroHandoff) {
  const buttons = TOGGLE_LANGUAGES.map((code) =>
    element(
      'button',
      {
        type: 'button',
        lang: documentLanguage(code),
        class: 'language-toggle__option',
        'aria-pressed': String(code === language),
      },
      words.languages[code],
    ),
  );
  buttons.forEach((button, at) => {
    button.addEventListener('click', () => {
      handoff.pickedLanguage = TOGGLE_LANGUAGES[at];
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
    });
  });
  return element(
    'fieldset',
    { class: 'language-toggle' },
    element('legend', { class: 'visually-hidden' }, words.languages.choose),
    ...buttons,
  );
}

/** The bottom bar (ui/BottomBar.tsx) as it is on the intro: the fullscreen button, where there is one. */
function bottomBar(words: FirstPaintWords): HTMLElement[] {
  if (!canGoFullscreen()) return [];
  const size = String(FULLSCREEN_ICON.size);
  const icon = svgElement(
    'svg',
    {
      'aria-hidden': 'true',
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      focusable: 'false',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': FULLSCREEN_ICON.strokeWidth,
      'stroke-linecap': 'round',
    },
    svgElement('path', { d: FULLSCREEN_ICON.enter }),
  );
  // A tap before the app has loaded does nothing: fullscreen needs the tap's own moment.
  return [
    element(
      'footer',
      { class: 'bottom-bar' },
      element(
        'button',
        { type: 'button', class: 'round-button', 'aria-label': words.fullscreen, 'aria-pressed': 'false' },
        icon,
      ),
    ),
  ];
}

/** The intro's screen inside the shell (app/Shell.tsx), after the backdrop. */
export function drawIntro(choices: IntroChoices): Node[] {
  const { words } = choices;
  const handoff: IntroHandoff = {
    openedAt: performance.now(),
    fadeStartedAt: {},
    playTapped: false,
    taken: false,
  };
  const logo = element(
    'h1',
    { class: 'intro__logo intro-part' },
    element('img', { alt: words.appName, width: '560', height: '160', src: choices.logoUrl }),
  );
  const text = element('p', { class: 'intro__text intro-part' }, words.intro.text);
  const play = element(
    'button',
    { type: 'button', class: 'button button--play intro-part', disabled: '' },
    words.intro.playNow,
  ) as HTMLButtonElement;
  play.addEventListener('click', () => {
    handoff.playTapped = true;
  });
  const parts: Record<IntroPart, HTMLElement> = { logo, text, button: play };
  for (const part of INTRO_PARTS)
    setTimeout(() => {
      // Once the app has taken over, its own intro keeps the time.
      if (handoff.taken) return;
      parts[part].classList.add(INTRO_SHOWN_CLASS);
      if (part === 'button') play.disabled = false;
      // The timeline's time is the frame's; it has one once the page has drawn a frame.
      handoff.fadeStartedAt[part] = (document.timeline.currentTime as number | null) ?? performance.now();
    }, INTRO_TIMINGS[part]);
  publishIntroHandoff(handoff);
  return [
    element(
      'main',
      { class: 'shell__main' },
      element(
        'div',
        { class: 'shell__route' },
        element(
          'div',
          { class: 'intro' },
          element('div', { class: 'intro__language' }, languageToggle(choices, handoff)),
          element('div', { class: 'intro__center' }, logo, text, play),
        ),
      ),
    ),
    ...bottomBar(words),
  ];
}
