// One game server and one Chromium for a test file, with helpers to open fresh players' pages.

import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DESKTOP, launchBrowser, UI_WAIT_MS } from './browser';
import { type GameServer, startGame } from './game-server';

export interface Player {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Uncaught errors and console errors the game made on this page. */
  readonly errors: string[];
}

export interface GameBrowser {
  readonly game: GameServer;
  readonly browser: Browser;
  /**
   * A new player: own cookies and storage; `seenIntro` skips the intro as a returning player.
   * Players ask for reduced motion unless `motion` is set: the planet then stands still instead
   * of drawing 24 frames a second in software, which two cores running several browsers at once
   * cannot spare. Tests of animation ask for motion.
   */
  player(options?: {
    seenIntro?: boolean;
    viewport?: typeof DESKTOP;
    language?: string;
    motion?: boolean;
  }): Promise<Player>;
}

/** Start the game and the browser before the file's tests, and stop both after them. */
export function useGameBrowser(env: Record<string, string> = {}): GameBrowser {
  let game: GameServer | undefined;
  let browser: Browser | undefined;
  /** Each test's players, closed after it so pages do not pile up and keep running. */
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    [game, browser] = await Promise.all([startGame(env), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await game?.close();
  });
  return {
    get game() {
      if (!game) throw new Error('the game server has not started');
      return game;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started');
      return browser;
    },
    async player({ seenIntro = true, viewport = DESKTOP, language, motion = false } = {}) {
      if (!browser) throw new Error('the browser has not started');
      const context = await browser.createBrowserContext();
      open.push(context);
      const page = await context.newPage();
      await page.setViewport(viewport);
      if (!motion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      if (seenIntro || language) {
        const stored = JSON.stringify({ seenIntro, ...(language ? { language } : {}) });
        await page.evaluateOnNewDocument((value: string) => {
          if (!localStorage.getItem('numberland:settings:v1'))
            localStorage.setItem('numberland:settings:v1', value);
        }, stored);
      }
      return { page, context, errors };
    },
  };
}

/** The path, query and hash the page shows now. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Wait until the page's address (path, query and hash) satisfies `test`. */
export async function waitForAddress(page: Page, test: (address: string) => boolean, timeout = UI_WAIT_MS) {
  const started = Date.now();
  while (!test(where(page))) {
    if (Date.now() - started > timeout) throw new Error(`the address stayed ${where(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
