// Every modal the URL hash names opens as a labelled dialog with the focus inside, and Escape
// closes it, clearing the hash and giving the focus back.

import { PUZZLE_PHASES } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { MODAL_NAMES } from '../client/src/routing/hash-modals';
import { UI_WAIT_MS } from './support/browser';
import { clickButton } from './support/forms';
import { useGameBrowser, waitForAddress } from './support/game-browser';
import { boxInPhase } from './support/puzzle/board';
import { focusGoesInto } from './support/puzzle/prompts';

const game = useGameBrowser();

/** Modals a guest is not shown: each leads elsewhere (here, the profile asks to sign in first). */
const SIGNED_IN_ONLY = new Set<string>(['profile']);

async function signedInToken(): Promise<string> {
  const name = `modal${Math.random().toString(36).slice(2, 8)}`;
  const answer = await game.game.request('/api/auth/register', {
    method: 'POST',
    json: {
      email: `${name}@example.com`,
      username: name,
      password: 'secret-1',
      password2: 'secret-1',
      GDPRConfirmed: true,
    },
  });
  if (answer.status !== 200) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
  // Today's reward taken: closing the profile would otherwise open #daily (spec section 4).
  const claimed = await game.game.request('/api/user/claim-daily', {
    headers: { authorization: `Bearer ${answer.body.token}` },
  });
  if (claimed.status !== 200) throw new Error(`claim-daily: ${claimed.status}`);
  return answer.body.token;
}

describe('hash modals', () => {
  it.each(MODAL_NAMES.map((name) => [name]))(
    '#%s opens, holds the focus, and closes with Escape',
    async (name) => {
      const { page, errors } = await game.player();
      if (SIGNED_IN_ONLY.has(name)) {
        const token = await signedInToken();
        await page.evaluateOnNewDocument((t: string) => {
          localStorage.setItem('numberland:auth:v1', JSON.stringify({ token: t }));
        }, token);
      }
      await page.goto(`${game.game.base}/home#${name}`);
      const dialog = await page.waitForSelector('[role="dialog"][aria-modal="true"]', {
        timeout: UI_WAIT_MS,
      });
      const focusInside = await focusGoesInto(page, dialog!);
      const labelled = await dialog!.evaluate((d) => {
        const title = document.getElementById(d.getAttribute('aria-labelledby') ?? '');
        return { title: title?.textContent?.trim() ?? '' };
      });
      expect(focusInside, `#${name} takes the focus`).toBe(true);
      expect(labelled.title.length, `#${name} has a title`).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: UI_WAIT_MS });
      await waitForAddress(page, (a) => !a.includes('#'));
      expect(errors).toEqual([]);
    },
  );
});

describe('menus', () => {
  const entries = (page: import('puppeteer-core').Page) =>
    page.$$eval('[role="dialog"] .side-menu__item', (items) => items.map((i) => i.textContent?.trim()));

  it('during a puzzle the menu holds the in-game entries, by login state', async () => {
    const guest = await game.player();
    await guest.page.goto(`${game.game.base}/play#sideMenu`);
    await guest.page.waitForSelector('[role="dialog"] .side-menu__item');
    expect(await entries(guest.page)).toEqual([
      en.menu.home,
      en.menu.rules,
      en.menu.tutorial,
      en.lessons.menuArithmetic,
    ]);

    const player = await game.player();
    const token = await signedInToken();
    await player.page.evaluateOnNewDocument((t: string) => {
      localStorage.setItem('numberland:auth:v1', JSON.stringify({ token: t }));
    }, token);
    await player.page.goto(`${game.game.base}/play#sideMenu`);
    await player.page.waitForFunction(
      () => document.querySelectorAll('[role="dialog"] .side-menu__item').length === 6,
    );
    expect(await entries(player.page)).toEqual([
      en.menu.home,
      en.menu.profile,
      en.menu.rules,
      en.menu.tutorial,
      en.lessons.menuArithmetic,
      en.menu.logout,
    ]);
  });

  it('on home the side menu offers signing in to a guest', async () => {
    const { page } = await game.player();
    await page.goto(`${game.game.base}/home#sideMenu`);
    await page.waitForSelector('[role="dialog"] .side-menu__item');
    const shown = await entries(page);
    expect(shown).toEqual(
      expect.arrayContaining([
        en.menu.home,
        en.menu.about,
        en.lessons.menuLessons,
        en.menu.login,
        en.menu.register,
      ]),
    );
    expect(shown).not.toContain(en.menu.logout);
  });

  it('the side menu prints the puzzle played last, or asks to allow pop-ups when the window is blocked', async () => {
    const { page, context } = await game.player();
    await page.goto(`${game.game.base}/play?id=B9L4-16`);
    await page.waitForSelector('.play__id');
    // A first visit to Winterland: its welcome, then the puzzle begins.
    await clickButton(page, en.playPrompts.welcome.play);
    await page.waitForSelector(`${boxInPhase(PUZZLE_PHASES.starting)}, ${boxInPhase(PUZZLE_PHASES.playing)}`);
    // During the puzzle the in-game menu has no print entry; home, reached inside the app, has.
    await page.click('.top-bar .round-button');
    await page.waitForSelector('[role="dialog"] .side-menu__item');
    expect(await entries(page)).not.toContain(en.menu.print);
    await clickButton(page, en.menu.home);
    // Leaving a puzzle in play asks first.
    await page.waitForFunction(
      (title: string) =>
        [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes(title)),
      {},
      en.playPrompts.exit.title,
    );
    // The prompt lies over the side menu, which is still open behind it.
    await page.evaluate((label: string) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')];
      buttons.find((b) => b.textContent?.trim() === label)?.click();
    }, en.playPrompts.exit.leave);
    await page.waitForSelector('.home');
    await page.click('.top-bar .round-button');
    await page.waitForSelector('[role="dialog"] .side-menu__item');
    const sheetOpened = context.waitForTarget((t) => t.opener() === page.target(), { timeout: UI_WAIT_MS });
    await clickButton(page, en.menu.print);
    const sheet = await (await sheetOpened).page();
    await sheet!.waitForSelector('svg');
    expect(await sheet!.$$eval('rect.mystery', (r) => r.length)).toBe(12);
    expect(await sheet!.title()).toContain('Everest');
    await sheet!.close();

    await page.evaluate(() => {
      window.open = () => null;
    });
    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.dismiss();
      });
    });
    await clickButton(page, en.menu.print);
    expect(await alerted).toBe(en.print.blocked);
  });
});
