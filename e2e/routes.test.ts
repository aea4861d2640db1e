// Every route of the spec's table and its redirects, in the built game against the real server.

import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { visibleText, waitForText } from './support/browser';
import { useGameBrowser, waitForAddress, where } from './support/game-browser';

const game = useGameBrowser();

describe('routes', () => {
  it('/ shows the intro on the first visit: Play now after 2 s leads home, and / is home after', async () => {
    const { page, errors } = await game.player({ seenIntro: false });
    await page.goto(`${game.game.base}/`);
    await waitForText(page, en.intro.playNow);
    const playNow = await page.waitForSelector('.intro .button--play');
    expect(await playNow!.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await page.waitForSelector('.intro .button--play:not([disabled])', { timeout: 5000 });
    await playNow!.click();
    await waitForAddress(page, (a) => a === '/home');
    await page.goto(`${game.game.base}/`);
    await page.waitForSelector('.home');
    expect(where(page)).toBe('/');
    expect(await page.$('.intro')).toBeNull();
    expect(errors).toEqual([]);
  });

  it.each([
    ['/nowhere/at/all', '/home'],
    ['/login', '/home#login'],
    ['/tutorial/winterland/9', '/tutorial/winterland/1'],
    ['/tutorial/autumnland/3', '/tutorial/autumnland/3'],
    ['/tutorial/moonland/2', '/tutorial/summerland/1'],
    ['/tutorial', '/tutorial/summerland/1'],
    ['/resetPassword/some-code', '/home#setpassword'],
  ])('%s leads to %s', async (from, to) => {
    const { page, errors } = await game.player();
    await page.goto(`${game.game.base}${from}`);
    await waitForAddress(page, (a) => a === to);
    expect(errors).toEqual([]);
  });

  it('/rules shows the four rules with their texts', async () => {
    const { page } = await game.player();
    await page.goto(`${game.game.base}/rules`);
    await waitForText(page, en.rules.rule4);
    const text = await visibleText(page);
    for (const rule of [en.rules.rule1, en.rules.rule2, en.rules.rule3, en.rules.rule4]) {
      expect(text).toContain(rule);
    }
  });

  it('/about shows the about page', async () => {
    const { page } = await game.player();
    await page.goto(`${game.game.base}/about`);
    await waitForText(page, en.about.title);
  });

  it('/play?id= plays exactly that puzzle, and its label puts the id in the address', async () => {
    const { page, errors } = await game.player();
    await page.goto(`${game.game.base}/play?id=B9L4-16`);
    await page.waitForSelector('.play__id');
    expect(await visibleText(page)).toContain('9L4-16');
    expect(where(page)).toBe('/play?id=B9L4-16');
    expect(errors).toEqual([]);
  });

  it('?lang=no shows the game in Norwegian, and the choice stays', async () => {
    const { page } = await game.player();
    await page.goto(`${game.game.base}/rules?lang=no`);
    const no = (await import('../client/src/i18n/locales/no.json')).default;
    await waitForText(page, no.rules.rule1);
    await page.goto(`${game.game.base}/about`);
    await waitForText(page, no.about.title);
  });
});
