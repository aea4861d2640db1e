// On a first visit to `/` the first-paint script draws the intro itself (issue 17), so its logo,
// the page's largest paint, does not wait for the entry and React: in the player's language, with
// the choreography started. React's intro then takes it over: nothing moves, one intro, the fades
// carried on where they were (not started again, not jumped to their end), and a tap on Play now
// or the language toggle made before the app had loaded is honoured.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import no from '../client/src/i18n/locales/no.json';
import { PHONE, UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { holdEntryScript } from './support/hold-entry';
import { installPageClock } from './support/page-clock';

const game = useGameBrowser();

/**
 * Holds the entry script back until `release`, and records the page's layout shifts, its largest
 * paints, every intro text shown and whether a loader ever showed.
 */
async function holdEntry(page: Page) {
  const held = await holdEntryScript(page);
  await page.evaluateOnNewDocument(() => {
    const seen = { shifts: [] as number[], largest: [] as string[], texts: [] as string[], loader: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      const text = document.querySelector('.intro__text')?.textContent;
      if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
      if (document.querySelector('.loader')) seen.loader = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
        seen.largest.push(
          entry.element?.closest('.intro__logo') ? 'logo' : (entry.element?.className ?? 'none'),
        );
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return held;
}

const seen = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __seen: { shifts: number[]; largest: string[]; texts: string[]; loader: boolean };
        }
      ).__seen,
  );

/** The intro as it stands: its words, where its parts are, and whether React drew it. */
const introNow = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height];
    };
    const intro = document.querySelector('.intro')!;
    return {
      intros: document.querySelectorAll('.intro').length,
      logos: document.querySelectorAll('.intro__logo img').length,
      byReact: Object.keys(intro).some((key) => key.startsWith('__reactFiber')),
      lang: document.documentElement.lang,
      alt: document.querySelector('.intro__logo img')?.getAttribute('alt'),
      text: document.querySelector('.intro__text')?.textContent,
      play: document.querySelector('.button--play')?.textContent,
      toggle: [...document.querySelectorAll('.language-toggle__option')].map(
        (b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`,
      ),
      boxes: ['.intro__logo', '.intro__text', '.button--play', '.language-toggle', '.bottom-bar'].map(box),
    };
  });

const takenOver = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document.querySelector('.intro') ?? {}).some((key) => key.startsWith('__reactFiber')),
    { timeout: UI_WAIT_MS },
  );

/** The logo's opacity now, and how far on its running fade is (ms), if one runs. */
const logoFade = (page: Page) =>
  page.$eval('.intro__logo', (logo) => ({
    opacity: Number(getComputedStyle(logo).opacity),
    fadeAt: logo.getAnimations()[0]?.currentTime ?? null,
  }));

describe('the first paint of the intro', () => {
  it.each([
    ['en', en, 'en'],
    ['no', no, 'nb'],
  ] as const)(
    'in %s, draws the intro before any module has run, the logo its largest paint, and React takes it over without a move',
    async (language, words, lang) => {
      const { page, errors } = await game.player({ viewport: PHONE, seenIntro: false, language });
      const entry = await holdEntry(page);
      await installPageClock(page);
      // Not awaited: the page's load waits for what is held back.
      void page.goto(`${game.game.base}/`).catch(() => undefined);
      await page.waitForSelector('.intro', { timeout: UI_WAIT_MS });
      await page.waitForFunction(
        () => (window as unknown as { __seen: { largest: string[] } }).__seen.largest.includes('logo'),
        {
          timeout: UI_WAIT_MS,
        },
      );
      const before = await introNow(page);
      expect(before).toMatchObject({
        intros: 1,
        byReact: false,
        lang,
        alt: words.app.name,
        text: words.intro.text,
        play: words.intro.playNow,
        toggle: [`${words.languages.en}:${language === 'en'}`, `${words.languages.no}:${language === 'no'}`],
      });
      await entry.release();
      await takenOver(page);
      const after = await introNow(page);
      expect(after).toEqual({ ...before, byReact: true });
      const { shifts, texts, loader } = await seen(page);
      expect(shifts).toEqual([]);
      expect(texts).toEqual([words.intro.text]);
      expect(loader).toBe(false);
      expect(errors).toEqual([]);
    },
  );

  it('carries a fade under way on at the take-over: not started again, not jumped to its end', async () => {
    const { page, errors } = await game.player({ viewport: PHONE, seenIntro: false });
    const entry = await holdEntry(page);
    const clock = await installPageClock(page);
    void page.goto(`${game.game.base}/`).catch(() => undefined);
    await page.waitForSelector('.intro', { timeout: UI_WAIT_MS });
    // A fade slow enough to be under way whenever React comes, however slow the machine.
    await page.addStyleTag({ content: '.intro-part { transition: opacity 20s linear !important; }' });
    await clock.tick(300);
    await page.waitForFunction(
      () => Number(getComputedStyle(document.querySelector('.intro__logo')!).opacity) > 0.02,
      {
        timeout: UI_WAIT_MS,
      },
    );
    const before = await logoFade(page);
    await entry.release();
    await takenOver(page);
    const after = await logoFade(page);
    expect(after.opacity).toBeGreaterThanOrEqual(before.opacity);
    expect(after.opacity).toBeLessThan(0.5);
    expect(after.fadeAt).toBeGreaterThanOrEqual(Number(before.fadeAt));
    expect((await seen(page)).shifts).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('honours a tap on the toggle and on Play now made before the app had loaded', async () => {
    const { page, errors } = await game.player({ viewport: PHONE, seenIntro: false, language: 'en' });
    const entry = await holdEntry(page);
    const clock = await installPageClock(page);
    void page.goto(`${game.game.base}/`).catch(() => undefined);
    await page.waitForSelector('.intro', { timeout: UI_WAIT_MS });
    // Play now is not there to tap before its moment, as in the app.
    expect(await page.$eval('.button--play', (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await clock.tick(2000);
    expect(await page.$eval('.button--play', (button) => (button as HTMLButtonElement).disabled)).toBe(false);
    await page.click('.language-toggle__option[lang="nb"]');
    await page.click('.button--play');
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await entry.release();
    await page.waitForFunction(() => location.pathname === '/home', { timeout: UI_WAIT_MS });
    await page.waitForFunction(() => document.documentElement.lang === 'nb', { timeout: UI_WAIT_MS });
    const settings = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('numberland:settings:v1') ?? '{}'),
    );
    expect(settings).toMatchObject({ seenIntro: true, language: 'no' });
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
