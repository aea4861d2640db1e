// Pictures of the dark theme (issue 19) on every screen, English and Norwegian, phone and desktop:
// `npx tsx e2e/support/shots/dark-shots.ts [OUT_DIR]` (default shots/dark/) builds nothing: it
// starts the game on the built client and an embedded PostgreSQL, and the device asks for dark
// colours. The play screen mid-game, with a smart hint and at the end is taken in English (its
// moments are reached by reading the board's English words).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dialog, ended, hinted, type Screen, selected } from '../access/moments';
import { DESKTOP, launchBrowser, PHONE } from '../browser';
import { SHOTS_DIR } from '../paths';
import { openPlayer, type PuzzlePlayer } from '../puzzle/player';
import { startStandaloneGame } from '../standalone-game';

/** The board in play, in any language (the grid is found by its role). */
const boardShown = async ({ page }: PuzzlePlayer) => {
  await page.waitForSelector('[role="grid"]', { timeout: 20_000 });
};

const OUT_DIR = process.argv[2] ?? join(SHOTS_DIR, 'dark');

/** A picture of a screen; `english` ones are taken in English only. */
interface Shot extends Screen {
  readonly english?: boolean;
}

const SHOTS: readonly Shot[] = [
  { name: 'intro', path: '/', fresh: true },
  { name: 'home', path: '/home' },
  { name: 'about', path: '/about' },
  { name: 'rules', path: '/rules' },
  { name: 'tutorial', path: '/tutorial/autumnland/3' },
  { name: 'set-password', path: '/resetPassword/example-code' },
  { name: 'options', path: '/home#options', act: dialog },
  { name: 'side-menu', path: '/home#sideMenu', act: dialog },
  { name: 'login', path: '/home#emaillogin', act: dialog },
  { name: 'register', path: '/home#register', act: dialog },
  { name: 'contact', path: '/home#contactus', act: dialog },
  { name: 'daily', path: '/home#daily', act: dialog },
  { name: 'play', path: '/play', act: boardShown },
  { name: 'play-selected', path: '/play', english: true, act: selected },
  { name: 'play-hint', path: '/play', english: true, act: hinted },
  { name: 'play-end', path: '/play', english: true, act: ended },
];

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const running = process.env.BASE_URL ? undefined : await startStandaloneGame();
  const base = process.env.BASE_URL ?? running!.base;
  const browser = await launchBrowser();
  try {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const language of ['en', 'no'] as const) {
        for (const shot of SHOTS.filter(
          (s) => (process.env.ONLY ?? '') === '' || s.name.startsWith(process.env.ONLY ?? ''),
        )) {
          if (shot.english && language !== 'en') continue;
          const p = await openPlayer(browser, {
            selection: { level: 2, slot: 2, difficulty: 2 },
            viewport,
            language,
            // The page's own clock: tsx, which runs this script, cannot put the test clock in the page.
            realTime: true,
          });
          try {
            await p.page.emulateMediaFeatures([
              { name: 'prefers-reduced-motion', value: 'reduce' },
              { name: 'prefers-color-scheme', value: 'dark' },
            ]);
            if (shot.fresh)
              await p.page.evaluateOnNewDocument(() => {
                const stored = JSON.parse(localStorage.getItem('numberland:settings:v1') ?? '{}');
                localStorage.setItem(
                  'numberland:settings:v1',
                  JSON.stringify({ ...stored, seenIntro: false }),
                );
              });
            await p.page.goto(`${base}${shot.path}`);
            await p.page.waitForSelector('main', { timeout: 20_000 });
            await new Promise((resolve) => setTimeout(resolve, 600));
            if (shot.act) await shot.act(p);
            await new Promise((resolve) => setTimeout(resolve, shot.name === 'play-end' ? 3000 : 700));
            const file = join(OUT_DIR, `${shot.name}-${language}-${size}.png`);
            await p.page.screenshot({ path: file as `${string}.png` });
            console.log(file);
          } catch (error) {
            console.error(`${shot.name}-${language}-${size}:`, error);
          } finally {
            await p.context.close();
          }
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
