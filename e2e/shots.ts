// Screenshots of the client's screens in English and Norwegian at phone and desktop sizes:
// `npm run shots [-- OUT_DIR]` (default shots/, git-ignored) builds the client, starts the whole
// game on an embedded PostgreSQL of its own, and photographs every screen. BASE_URL photographs a
// game already running instead. Debian's Chromium (CHROMIUM_PATH to override).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM } from './support/browser';
import { SHOTS_DIR } from './support/paths';
import { startStandaloneGame } from './support/standalone-game';

const OUT_DIR = process.argv[2] ?? SHOTS_DIR;

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;
const LANGUAGES = ['en', 'no'] as const;

interface Shot {
  readonly name: string;
  readonly path: string;
  /** A player who has seen the intro (stored settings), unless false. */
  readonly seenIntro?: boolean;
  /** What to do once the page is up, before the picture. */
  readonly act?: (page: Page) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const waitFor = (selector: string) => async (page: Page) => {
  await page.waitForSelector(selector, { timeout: 10_000 });
};

const SHOTS: readonly Shot[] = [
  { name: 'intro', path: '/', seenIntro: false, act: () => pause(2600) },
  { name: 'home', path: '/home' },
  {
    name: 'home-selected',
    path: '/home',
    act: async (page) => {
      await page.click('.slide--center');
      await pause(300);
    },
  },
  { name: 'options', path: '/home#options' },
  { name: 'side-menu', path: '/home#sideMenu' },
  { name: 'rules-modal', path: '/home#rules' },
  { name: 'about', path: '/about' },
  { name: 'rules', path: '/rules' },
  { name: 'play', path: '/play', act: waitFor('.play__id') },
  { name: 'tutorial', path: '/tutorial/autumnland/3' },
  { name: 'tutorial-last', path: '/tutorial/winterland/4' },
  { name: 'set-password', path: '/resetPassword/example-code' },
  { name: 'setalphapassword', path: '/setalphapassword?resetPasswordCode=example-code' },
];

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const running = process.env.BASE_URL ? undefined : await startStandaloneGame();
  const BASE_URL = process.env.BASE_URL ?? running!.base;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      for (const language of LANGUAGES) {
        for (const shot of SHOTS) {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          await page.setViewport(viewport);
          const settings = { language, seenIntro: shot.seenIntro ?? true };
          await page.evaluateOnNewDocument((stored: string) => {
            if (!localStorage.getItem('numberland:settings:v1'))
              localStorage.setItem('numberland:settings:v1', stored);
          }, JSON.stringify(settings));
          await page.goto(`${BASE_URL}${shot.path}`, { waitUntil: 'networkidle0' });
          await page.waitForSelector('.shell__main, .alpha-password', { timeout: 10_000 });
          await pause(400);
          if (shot.act) await shot.act(page);
          const file = join(OUT_DIR, `${shot.name}-${language}-${sizeName}.png`);
          await page.screenshot({ path: file as `${string}.png` });
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await running?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
