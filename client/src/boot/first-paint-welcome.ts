// The land's welcome drawn by the first-paint script (issue 17; boot/welcome-handoff.ts says why
// and how the app takes it over): opened straight at /play, the first time in the land the puzzle
// is of, the welcome (screens/play/prompts/WelcomePrompt.tsx in its PromptDialog) shows over the
// loader, with the same markup and classes, before the entry has loaded. The land is the one the
// screen will ask the server for (app/paths.ts playRequest); a kept game, a modal asked for by the
// address, or a land whose tutorial was seen show none, as the app would show none.

import { isLandLevel, type LandLevel, landOf } from '@numberland/engine';
import { isPlayPath, landIdOf, playRequest, tutorialPath } from '../app/paths';
import { element } from './first-paint-dom';
import type { FirstPaintWords } from './first-paint-words';
import { FIRST_PAINT_WELCOME_ID, publishWelcomeHandoff, type WelcomeHandoff } from './welcome-handoff';

export interface WelcomeSources {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The stored selection's land (the screen prefers it for a puzzle id that several lands offer). */
  readonly selectedLevel: LandLevel;
  /** The stored settings' seenTutorial, as stored (anything). */
  readonly seenTutorial: unknown;
  /**
   * Whether a game is kept in the tab's storage for a reload (play/tab-storage.ts): it is adopted,
   * no welcome. Asked only on a play address: the tab's storage is one more synchronous call to the
   * browser before the first paint (8-10 ms with the local storage's, traced under Lighthouse).
   */
  readonly keptGame: () => boolean;
}

/** The land whose welcome the app will show first on this page, or undefined when none. */
export function firstPaintWelcomeLand(sources: WelcomeSources): LandLevel | undefined {
  if (!isPlayPath(sources.pathname) || sources.hash !== '' || sources.keptGame()) return undefined;
  const id = new URLSearchParams(sources.search).get('id');
  const request = playRequest({ level: sources.selectedLevel, shape: 0, difficulty: 1 }, id);
  if (!request.ok) return undefined;
  const { level } = request.query;
  if (!isLandLevel(level)) return undefined;
  const seen = sources.seenTutorial as Record<string, unknown> | null | undefined;
  return typeof seen === 'object' && seen?.[level] === true ? undefined : level;
}

/** The welcome's layer, as PromptDialog portals it onto the body, with the welcome's words. */
export function drawWelcome(level: LandLevel, words: FirstPaintWords): HTMLElement {
  const land = landIdOf(level);
  const handoff: WelcomeHandoff = { playTapped: false };
  publishWelcomeHandoff(handoff);
  const play = element(
    'button',
    { type: 'button', class: 'button button--play', 'data-main': 'true' },
    words.welcome.play,
  );
  play.addEventListener('click', () => {
    handoff.playTapped = true;
  });
  return element(
    'div',
    { id: FIRST_PAINT_WELCOME_ID, class: 'modal-layer modal-layer--center play-prompt-layer' },
    element('div', { class: 'modal-backdrop' }),
    element(
      'div',
      {
        class: `modal modal--center play-prompt play-prompt--welcome play-prompt--${landOf(level).theme}`,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'first-paint-welcome-title',
        'aria-describedby': 'first-paint-welcome-text',
        tabindex: '-1',
      },
      element(
        'div',
        { class: 'modal__header' },
        element(
          'h2',
          { id: 'first-paint-welcome-title', class: 'modal__title' },
          element('span', { class: 'play-prompt__theme' }, words.landThemes[land]),
          words.welcome.title.replace('{{land}}', words.lands[land]),
        ),
      ),
      element(
        'div',
        { class: 'modal__body' },
        element(
          'div',
          { id: 'first-paint-welcome-text', class: 'play-prompt__text' },
          element('p', {}, words.welcome.teaches[land]),
        ),
        element(
          'div',
          { class: 'play-prompt__actions' },
          // A link, as the app's: a tap before the app has loaded opens the tutorial all the same.
          element(
            'a',
            { class: 'button button--quiet', href: tutorialPath(land, 1) },
            words.welcome.tutorial,
          ),
          play,
        ),
      ),
    ),
  );
}
