// Switching the language changes every visible string: on each screen, nothing of the other
// language's messages is left in sight.

import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import no from '../client/src/i18n/locales/no.json';
import { visibleText, waitForText } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { ENGLISH_ONLY, NORWEGIAN_ONLY } from './support/locale-strings';
import { installPageClock } from './support/page-clock';

const game = useGameBrowser();

/** Screens and open modals, each with a string to wait for (the key, read in each language). */
const SCREENS = [
  { path: '/home', ready: (l: typeof en) => l.lands.summerland },
  { path: '/home#options', ready: (l: typeof en) => l.options.title },
  { path: '/home#sideMenu', ready: (l: typeof en) => l.menu.title },
  { path: '/home#rules', ready: (l: typeof en) => l.rules.rule1 },
  { path: '/rules', ready: (l: typeof en) => l.rules.rule4 },
  { path: '/about', ready: (l: typeof en) => l.about.title },
  { path: '/tutorial/autumnland/2', ready: (l: typeof en) => l.lands.autumnland },
  { path: '/resetPassword/code-1', ready: (l: typeof en) => l.setPassword.title },
] as const;

const leftOver = (text: string, foreign: readonly string[]) => foreign.filter((s) => text.includes(s));

describe('languages', () => {
  it('the intro toggle switches every string at once, both ways', async () => {
    const { page } = await game.player({ seenIntro: false });
    const clock = await installPageClock(page);
    await page.goto(`${game.game.base}/?lang=en`);
    await page.waitForSelector('.intro .button--play');
    // Every part of the intro in sight: Play now is the last, 2 s in.
    await clock.waitForTimers([2000]);
    await clock.tick(2000);
    await page.waitForSelector('.intro .button--play:not([disabled])');
    expect(leftOver(await visibleText(page), NORWEGIAN_ONLY)).toEqual([]);
    await page.click('.language-toggle__option[lang="nb"]');
    await waitForText(page, no.intro.playNow);
    expect(leftOver(await visibleText(page), ENGLISH_ONLY)).toEqual([]);
    await page.click('.language-toggle__option[lang="en"]');
    await waitForText(page, en.intro.playNow);
    expect(leftOver(await visibleText(page), NORWEGIAN_ONLY)).toEqual([]);
  });

  it.each(SCREENS)('$path shows nothing of the other language', async ({ path, ready }) => {
    for (const [language, strings, foreign] of [
      ['en', en, NORWEGIAN_ONLY],
      ['no', no, ENGLISH_ONLY],
    ] as const) {
      const { page } = await game.player({ language });
      await page.goto(`${game.game.base}${path}`);
      await waitForText(page, ready(strings as typeof en));
      expect(leftOver(await visibleText(page), foreign), `${path} in ${language}`).toEqual([]);
    }
  });
});
