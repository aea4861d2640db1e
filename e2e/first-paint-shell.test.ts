// The loader's first frame comes from HTML and CSS, before the entry script has run (issue 17):
// the first-paint script (client/src/boot/first-paint.ts) draws it in the player's language, land
// and theme, and React's first render puts the same markup in its place, with nothing moving and
// no word of another language on the way.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import no from '../client/src/i18n/locales/no.json';
import { PHONE, UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { holdEntryScript } from './support/hold-entry';
import { installPageClock } from './support/page-clock';

const game = useGameBrowser();

/** The images the loader waits for: held back, so the loader stays at its first frame. */
const LOADER_IMAGE = /\/assets\/(logo|land-[a-z]+)-[\w-]+\.svg$/;

/** Stores what a returning player chose, before the page's own scripts run. */
async function storeChoices(page: Page, settings: Record<string, unknown>, level: number) {
  await page.evaluateOnNewDocument(
    (stored: string, selection: string) => {
      localStorage.setItem('numberland:settings:v1', stored);
      localStorage.setItem('numberland:selection:v1', selection);
    },
    JSON.stringify({ seenIntro: true, ...settings }),
    JSON.stringify({ level, shape: 0, difficulty: 1 }),
  );
}

/**
 * Holds the entry script (until `release`) and the loader's images (for good), and records every
 * text the loader's label shows and every layout shift.
 */
async function holdEntry(page: Page) {
  const held = await holdEntryScript(page, LOADER_IMAGE);
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    const shifts: number[] = [];
    Object.assign(window, { __labels: seen, __shifts: shifts });
    new MutationObserver(() => {
      const text = document.querySelector('.loader__label')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return held;
}

/** The loader's markup and where its label stands. */
const loaderNow = (page: Page) =>
  page.$eval('#root', (root) => {
    const label = root.querySelector('.loader__label')!.getBoundingClientRect();
    return {
      html: root.innerHTML,
      label: [label.x, label.y, label.width, label.height],
      byReact: Object.keys(root.querySelector('.loader')!).some((key) => key.startsWith('__reactFiber')),
    };
  });

describe('the first paint', () => {
  it('draws the loader before any module has run: in Norwegian, in Autumnland, dark, and asks for the Norwegian file', async () => {
    const { page } = await game.player({ viewport: PHONE });
    await storeChoices(page, { language: 'no', theme: 'dark' }, 2);
    await holdEntry(page);
    // Not awaited: the page's load waits for what is held back.
    void page.goto(`${game.game.base}/home`).catch(() => undefined);
    await page.waitForSelector('.loader', { timeout: UI_WAIT_MS });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, {
      timeout: UI_WAIT_MS,
    });
    const shown = await page.evaluate(() => ({
      label: document.querySelector('.loader__label')?.textContent,
      percent: document.querySelector('.loader__percent')?.textContent,
      lang: document.documentElement.lang,
      theme: document.documentElement.dataset.theme,
      backdrop: document.querySelector('.backdrop')?.className,
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      // Nothing of the app: no module has been evaluated.
      reactRoot: Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')),
    }));
    expect(shown).toMatchObject({
      label: no.loader.label,
      percent: no.loader.percent.replace('{{percent}}', '0'),
      lang: 'nb',
      theme: 'dark',
      backdrop: 'backdrop backdrop--autumnland',
      reactRoot: false,
    });
    expect(shown.preloads.filter((path) => /^\/assets\/no-[\w-]+\.js$/.test(path))).toHaveLength(1);
  });

  it.each([
    ['en', en],
    ['no', no],
  ] as const)(
    'in %s, React takes the loader over with the same markup: nothing moves, no other words',
    async (language, words) => {
      const { page, errors } = await game.player({ viewport: PHONE, language });
      const entry = await holdEntry(page);
      await installPageClock(page);
      // Not awaited: the page's load waits for what is held back.
      void page.goto(`${game.game.base}/home`).catch(() => undefined);
      await page.waitForSelector('.loader', { timeout: UI_WAIT_MS });
      const before = await loaderNow(page);
      expect(before.byReact).toBe(false);
      await entry.release();
      await page.waitForFunction(
        () =>
          Object.keys(document.querySelector('.loader') ?? {}).some((key) => key.startsWith('__reactFiber')),
        { timeout: UI_WAIT_MS },
      );
      const after = await loaderNow(page);
      // React writes the bar's width as a style; the first frame's bar is empty by the style sheet.
      expect(after.html.replace(' style="width: 0%;"', '')).toBe(before.html);
      expect(after.label).toEqual(before.label);
      const { labels, shifts } = await page.evaluate(() => ({
        labels: (window as unknown as { __labels: string[] }).__labels,
        shifts: (window as unknown as { __shifts: number[] }).__shifts,
      }));
      expect(labels).toEqual([words.loader.label]);
      expect(shifts).toEqual([]);
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    },
  );
});
