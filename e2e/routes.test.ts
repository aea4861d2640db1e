// Every route of the spec's table and its redirects, in the built game against the real server.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import no from '../client/src/i18n/locales/no.json';
import { UI_WAIT_MS, visibleText, waitForText } from './support/browser';
import { useGameBrowser, waitForAddress, where } from './support/game-browser';
import { installPageClock } from './support/page-clock';

/** The intro's moments (spec section 2): the logo, the text, then Play now, in ms. */
const INTRO = { logo: 300, text: 1000, button: 2000 } as const;

interface IntroShown {
  readonly logo: boolean;
  readonly text: boolean;
  readonly button: boolean;
  readonly playNowEnabled: boolean;
}

/**
 * Wait until the intro shows `expected` (which parts show, whether Play now can be pressed) and
 * answer what it shows. No virtual time passes while waiting: only rendering is waited for.
 */
async function introShows(page: Page, expected: IntroShown): Promise<IntroShown> {
  const read = await page.evaluateHandle(() => (): IntroShown => {
    const shown = (selector: string) =>
      document.querySelector(`.intro ${selector}`)?.classList.contains('intro-part--shown') ?? false;
    const button = document.querySelector<HTMLButtonElement>('.intro .button--play');
    return {
      logo: shown('.intro__logo'),
      text: shown('.intro__text'),
      button: shown('.button--play'),
      playNowEnabled: button !== null && !button.disabled,
    };
  });
  await page
    .waitForFunction(
      (r, want) => JSON.stringify(r()) === JSON.stringify(want),
      { timeout: UI_WAIT_MS },
      read,
      expected,
    )
    .catch(() => undefined);
  return page.evaluate((r) => r(), read);
}

const game = useGameBrowser();

describe('routes', () => {
  it('/ shows the intro on the first visit: the logo at 300 ms, the text at 1 s, Play now at 2 s, which leads home; / is home after', async () => {
    const { page, errors } = await game.player({ seenIntro: false });
    const clock = await installPageClock(page);
    await page.goto(`${game.game.base}/`);
    await waitForText(page, en.intro.playNow);
    // The intro has set its three timers: from here only the test's clock moves time.
    await clock.waitForTimers([INTRO.logo, INTRO.text, INTRO.button]);
    const none = { logo: false, text: false, button: false, playNowEnabled: false };
    expect(await introShows(page, none)).toEqual(none);
    await clock.tick(INTRO.logo - 1);
    expect(await introShows(page, none)).toEqual(none);
    await clock.tick(1);
    expect(await introShows(page, { ...none, logo: true })).toEqual({ ...none, logo: true });
    await clock.tick(INTRO.text - INTRO.logo - 1);
    expect(await introShows(page, { ...none, logo: true })).toEqual({ ...none, logo: true });
    await clock.tick(1);
    expect(await introShows(page, { ...none, logo: true, text: true })).toEqual({
      ...none,
      logo: true,
      text: true,
    });
    await clock.tick(INTRO.button - INTRO.text - 1);
    expect(await introShows(page, { ...none, logo: true, text: true })).toEqual({
      ...none,
      logo: true,
      text: true,
    });
    await clock.tick(1);
    expect(await introShows(page, { logo: true, text: true, button: true, playNowEnabled: true })).toEqual({
      logo: true,
      text: true,
      button: true,
      playNowEnabled: true,
    });

    await page.click('.intro .button--play');
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
    ['/home?tablogin=googlelogin&tenant=school', '/home?tenant=school#googlelogin'],
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

  it("/play?id= asks for its puzzle once, before the play controller's code has loaded (issue 17)", async () => {
    const { page, errors } = await game.player();
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/game')
        seen.push(`${request.method()} ${url.pathname} ${url.searchParams.get('id')}`);
    });
    page.on('requestfinished', (request) => {
      if (/\/app-play-controller-[^/]+\.js$/.test(new URL(request.url()).pathname))
        seen.push('controller loaded');
    });
    await page.goto(`${game.game.base}/play?id=B9L4-16`);
    await page.waitForSelector('.play__id');
    // The entry asked; the controller, once here, used that answer instead of asking again.
    expect(seen).toEqual(['GET /api/game B9L4-16', 'controller loaded']);
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

type Locale = typeof en;

/**
 * Every route of the spec's table (section 2): where it leads, with the query the address keeps
 * (`?` stands for it; a redirect to another path keeps none), and a text of the screen it shows.
 */
const ROUTE_TABLE: readonly (readonly [string, string, (t: Locale) => string])[] = [
  ['/', '/?', (t) => t.home.title],
  ['/home', '/home?', (t) => t.home.title],
  ['/resetPassword/some-code', '/home#setpassword', (t) => t.setPassword.title],
  ['/nowhere', '/home', (t) => t.home.title],
  ['/nowhere/at/all', '/home', (t) => t.home.title],
  ['/about', '/about?', (t) => t.about.title],
  ['/rules', '/rules?', (t) => t.rules.rule1],
  ['/login', '/home#login', (t) => t.login.lead],
  ['/play?id=B9L4-16', '/play?id=B9L4-16', (t) => t.lands.winterland],
  ['/tutorial', '/tutorial/summerland/1', (t) => t.tutorial.summerland[1].title],
  ['/tutorial/summerland/6', '/tutorial/summerland/6?', (t) => t.tutorial.summerland[6].title],
  ['/tutorial/autumnland/3', '/tutorial/autumnland/3?', (t) => t.tutorial.autumnland[3].title],
  ['/tutorial/winterland/4', '/tutorial/winterland/4?', (t) => t.tutorial.winterland[4].title],
];

/** Query strings around the language: alone, first, last. */
const QUERIES: readonly (readonly [string, Locale, string])[] = [
  ['lang=no', no, ''],
  ['lang=en&x=1', en, 'x=1'],
  ['x=1&lang=no', no, 'x=1'],
];

describe('every route with a query string', () => {
  it.each(ROUTE_TABLE)('%s shows its screen (%s) whatever the query', async (path, to, textOf) => {
    const { page, errors } = await game.player();
    for (const [query, locale, kept] of QUERIES) {
      const joined = path.includes('?') ? `${path}&${query}` : `${path}?${query}`;
      await page.goto(`${game.game.base}${joined}`);
      await waitForText(page, textOf(locale));
      const expected = to.endsWith('?')
        ? `${to.slice(0, -1)}${kept ? `?${kept}` : ''}`
        : `${to}${to.includes('?') && kept ? `&${kept}` : ''}`;
      await waitForAddress(page, (address) => address === expected);
      if (path.startsWith('/play')) {
        // The first paint shows the land's welcome before the screen: wait for the screen's own.
        await page.waitForSelector('.play__id');
        expect(await visibleText(page), joined).toContain('9L4-16');
      }
    }
    expect(errors).toEqual([]);
  });
});
