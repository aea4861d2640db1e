// Debian's Chromium, headless, driven by puppeteer-core: the package that never downloads a
// browser (.ci/run installs Chromium from Debian); CHROMIUM_PATH can point elsewhere.

import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a test waits for the page to show the effect of a step. A wait ends as soon as the
 * effect shows, so this only decides how long a broken page takes to fail: generous, because a
 * loaded machine (two cores, several browsers) can take seconds to render.
 */
export const UI_WAIT_MS = 20_000;

export const PHONE = { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
export const DESKTOP = { width: 1366, height: 768, deviceScaleFactor: 1 };

/**
 * Chromium 151 and later pre-render the address bar's popup (a WebUI page) at start, headless
 * too, in a renderer of its own that keeps running tasks: on this 2-core machine it took 2.8 s of
 * every 3.5 s of one core while a game page loaded, and made every task of the page's own 3-7
 * times longer by the wall's clock (Lighthouse's TBT on `/` read 2.1 s instead of 0.05 s).
 * Newer Puppeteer (its pull request 15278, in releases for Node 22) turns these features off
 * itself; 24.43.1, the last 24.x, which we pin for Node 20, does not.
 */
export const NO_OMNIBOX_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

/** Headless Chromium as every test, bench and screenshot script launches it; `args` add to ours. */
export async function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Tests run as root in CI, where Chromium's sandbox cannot start.
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--mute-audio',
      '--autoplay-policy=no-user-gesture-required',
      NO_OMNIBOX_POPUP,
      ...args,
    ],
  });
}

/** A page that fails the test on any uncaught error or console error the game makes. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** The page's visible text, whitespace collapsed: what a player can read. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim());
}

/** Wait until the page shows `text` somewhere (in any element's visible text). */
export async function waitForText(page: Page, text: string, timeout = UI_WAIT_MS): Promise<void> {
  await page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
}
