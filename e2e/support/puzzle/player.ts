// A player: a browser context of its own (its own storage), its settings and selection written
// before the game's first script runs, and every page error it meets collected.

import type { LandLevel } from '@numberland/engine';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { DESKTOP } from '../browser';
import { installPageClock, type PageClock } from '../page-clock';
import type { Language } from './locale';
import type { SlotPick } from './slots';

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly deviceScaleFactor?: number;
  readonly isMobile?: boolean;
  readonly hasTouch?: boolean;
}

export interface PlayerSetup {
  /** What the home screen would have selected: /play fetches a puzzle of it. */
  readonly selection?: SlotPick;
  /** Lands whose welcome counts as seen (default: all three, so the grid shows at once). */
  readonly seenTutorial?: Partial<Record<LandLevel, boolean>>;
  /** The language the game shows (default English). */
  readonly language?: Language;
}

/** Writes the player's stored settings and selection before the game's first script runs, once. */
export async function prepareStorage(page: Page, setup: PlayerSetup = {}): Promise<void> {
  const seenTutorial = { 1: true, 2: true, 3: true, ...setup.seenTutorial };
  const selection = setup.selection
    ? { level: setup.selection.level, shape: setup.selection.slot, difficulty: setup.selection.difficulty }
    : undefined;
  await page.evaluateOnNewDocument(
    (settings: string, chosen: string | null) => {
      if (localStorage.getItem('numberland:e2e:prepared')) return;
      localStorage.setItem('numberland:e2e:prepared', '1');
      const stored = JSON.parse(localStorage.getItem('numberland:settings:v1') ?? '{}');
      localStorage.setItem('numberland:settings:v1', JSON.stringify({ ...stored, ...JSON.parse(settings) }));
      if (chosen) localStorage.setItem('numberland:selection:v1', chosen);
    },
    JSON.stringify({ seenIntro: true, language: setup.language ?? 'en', seenTutorial }),
    selection ? JSON.stringify(selection) : null,
  );
}

export interface PuzzlePlayer {
  readonly page: Page;
  /** The page's clock, when time there moves only as the test says (see page-clock.ts). */
  readonly clock: PageClock | undefined;
  readonly context: BrowserContext;
  readonly errors: string[];
  readonly touch: boolean;
  readonly language: Language;
}

/**
 * A fresh player (own storage) in `browser`, reduced motion unless `motion`. Time in the page
 * moves only as the game driver moves it (a fixed time per action), unless `realTime`: then a
 * slow machine cannot cost a star, and a game's score does not depend on the machine's speed.
 */
export async function openPlayer(
  browser: Browser,
  setup: PlayerSetup & { viewport?: Viewport; motion?: boolean; realTime?: boolean } = {},
): Promise<PuzzlePlayer> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const viewport: Viewport = setup.viewport ?? DESKTOP;
  await page.setViewport(viewport);
  if (!setup.motion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await prepareStorage(page, setup);
  const clock = setup.realTime ? undefined : await installPageClock(page);
  return {
    page,
    clock,
    context,
    errors,
    touch: viewport.hasTouch === true,
    language: setup.language ?? 'en',
  };
}
