// Screenshots of the client's screens in English and Norwegian at phone and desktop sizes:
// `npm run shots [-- OUT_DIR]` (default shots/, git-ignored) builds the client, starts the whole
// game on an embedded PostgreSQL of its own, and photographs every screen, then the play screen
// through real games (support/shots/play-shots.ts: every shape, a hint, the prompts, the end
// screens; a few minutes). BASE_URL photographs a game already running instead; SHOTS_ONLY takes
// only the pictures whose file name contains it (SHOTS_ONLY=end- for the end screens; several
// parts comma-separated). Debian's
// Chromium (CHROMIUM_PATH to override). Exits 1 when a play-screen picture could not be taken as
// meant (the log says why).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import en from '../client/src/i18n/locales/en.json';
import no from '../client/src/i18n/locales/no.json';
import { launchBrowser } from './support/browser';
import { SHOTS_DIR } from './support/paths';
import { takeLessonShots } from './support/shots/lesson-shots';
import { takePlayShots } from './support/shots/play-shots';
import { takeTeachingShots } from './support/shots/teaching-shots';
import { startStandaloneGame } from './support/standalone-game';

const OUT_DIR = process.argv[2] ?? SHOTS_DIR;
const ONLY = process.env.SHOTS_ONLY ?? '';
/** SHOTS_ONLY may name several parts, comma-separated: a picture is taken when its name has any. */
const wanted = (name: string) => ONLY.split(',').some((part) => name.includes(part));

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
  { name: 'tutorial-rule2', path: '/tutorial/summerland/5' },
  { name: 'tutorial-last', path: '/tutorial/winterland/4' },
  { name: 'set-password', path: '/resetPassword/example-code' },
  { name: 'setalphapassword', path: '/setalphapassword?resetPasswordCode=example-code' },
  // Every other modal a guest can open, and the in-game menu.
  { name: 'login', path: '/home#login' },
  { name: 'email-login', path: '/home#emaillogin' },
  { name: 'register', path: '/home#register' },
  { name: 'reset', path: '/home#reset' },
  { name: 'profile-guest', path: '/home#profile' },
  { name: 'register-reminder', path: '/home#register-reminder' },
  { name: 'daily-guest', path: '/home#daily' },
  { name: 'ad-reward', path: '/home#adreward' },
  { name: 'error-assist', path: '/home#errorAssistSettings' },
  { name: 'contact', path: '/home#contactus', act: () => pause(800) },
  { name: 'new-tab', path: '/home#newtab' },
  { name: 'in-game-menu', path: '/play#sideMenu', act: waitFor('.side-menu__item') },
  {
    name: 'video-ad',
    path: '/home#sideMenu',
    act: async (page) => {
      const labels = [en.videoAd.menu, no.videoAd.menu];
      await page.waitForSelector('.side-menu__item');
      for (const item of await page.$$('.side-menu__item')) {
        if (labels.includes(await item.evaluate((e) => e.textContent?.trim() ?? ''))) {
          await item.click();
          break;
        }
      }
      await pause(1500);
    },
  },
];

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const running = process.env.BASE_URL ? undefined : await startStandaloneGame();
  const BASE_URL = process.env.BASE_URL ?? running!.base;
  const browser = await launchBrowser(['--disable-gpu']);
  let problems: string[] = [];
  try {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      for (const language of LANGUAGES) {
        for (const shot of SHOTS) {
          const name = `${shot.name}-${language}-${sizeName}`;
          if (!wanted(name)) continue;
          const file = join(OUT_DIR, `${name}.png`);
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
          await page.screenshot({ path: file as `${string}.png` });
          console.log(file);
          await context.close();
        }
      }
    }
    problems = await takePlayShots(browser, BASE_URL, OUT_DIR, ONLY);
    problems.push(...(await takeTeachingShots(browser, BASE_URL, OUT_DIR, wanted)));
    problems.push(...(await takeLessonShots(browser, BASE_URL, OUT_DIR, wanted)));
  } finally {
    await browser.close();
    await running?.close();
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problems with the play-screen pictures:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
