// The screens axe checks (issue 19), and the check, for the two test files of the themes
// (accessibility-light.test.ts, accessibility-dark.test.ts): apart, the two themes run side by
// side (one file was the longest of the browser tests by far, 207 s, at the end of every run).
// The play screen is checked mid-game (with the accessible board), with a hint, with each prompt
// and at the end; there the bars stand on opaque panels, so axe can judge the contrast of every
// text over the canvas and leaves no contrast question open ("incomplete").

import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, UI_WAIT_MS } from '../browser';
import type { GameBrowser } from '../game-browser';
import { openPlayer, type PuzzlePlayer } from '../puzzle/player';
import { describeFindings, type Finding, runAxe } from './axe';
import { dialog, ended, hinted, leaving, type Screen, selected, warned } from './moments';

export type Theme = 'light' | 'dark';

const SCREENS: readonly Screen[] = [
  { name: 'intro', path: '/', fresh: true },
  { name: 'home', path: '/home' },
  { name: 'about', path: '/about' },
  { name: 'rules', path: '/rules' },
  { name: 'tutorial', path: '/tutorial/summerland/1' },
  { name: 'tutorial, rule 2', path: '/tutorial/summerland/5' },
  { name: 'set password', path: '/resetPassword/example-code' },
  { name: 'lessons', path: '/lessons' },
  { name: 'a lesson', path: '/lessons/try-and-check' },
  { name: 'a lesson practice board', path: '/lessons/pairs-only-once/practice/1' },
  ...[
    'sideMenu',
    'options',
    'rules',
    'daily',
    'adreward',
    'register-reminder',
    'errorAssistSettings',
    'newtab',
    'register',
    'login',
    'reset',
    'contactus',
    'emaillogin',
  ].map((hash) => ({ name: `#${hash}`, path: `/home#${hash}`, act: dialog })),
  { name: 'play, welcome', path: '/play', welcome: true, act: dialog },
  { name: 'play, a square selected', path: '/play', act: selected },
  { name: 'play, in-game menu', path: '/play#sideMenu', act: dialog },
  { name: 'play, smart hint', path: '/play', act: hinted },
  { name: 'play, reveal warning', path: '/play', act: warned },
  { name: 'play, leaving', path: '/play', act: leaving },
  { name: 'play, end screen', path: '/play', act: ended },
];

export async function open(
  game: GameBrowser,
  screen: Screen,
  theme: Theme,
  viewport = DESKTOP,
): Promise<PuzzlePlayer> {
  const p = await openPlayer(game.browser, {
    selection: { level: 1, slot: 2, difficulty: 2 },
    ...(screen.welcome ? { seenTutorial: { 1: false } } : {}),
    viewport,
  });
  await p.page.emulateMediaFeatures([
    { name: 'prefers-reduced-motion', value: 'reduce' },
    { name: 'prefers-color-scheme', value: theme },
  ]);
  if (screen.fresh)
    await p.page.evaluateOnNewDocument(() => {
      const stored = JSON.parse(localStorage.getItem('numberland:settings:v1') ?? '{}');
      localStorage.setItem('numberland:settings:v1', JSON.stringify({ ...stored, seenIntro: false }));
    });
  await p.page.goto(`${game.game.base}${screen.path}`);
  await p.page.waitForSelector('main', { timeout: UI_WAIT_MS });
  await p.clock?.tick(500);
  if (screen.act) await screen.act(p);
  const shown = await p.page.evaluate(() => document.documentElement.dataset.theme);
  expect(shown, 'the theme on the page').toBe(theme);
  return p;
}

/**
 * Contrast axe could not judge for want of a known background: text over a picture or the
 * canvas. (Axe also leaves out texts of one or two characters, such as a score of 0, whatever
 * they stand on; those stand on the same panels as the words beside them.)
 */
const contrastUnknown = (incomplete: readonly Finding[]) =>
  incomplete
    .filter((f) => f.id === 'color-contrast')
    .map((f) => ({ ...f, nodes: f.nodes.filter((n) => !n.why.includes('too short')) }))
    .filter((f) => f.nodes.length > 0);

export async function check(p: PuzzlePlayer): Promise<{ violations: string[]; contrast: string[] }> {
  const { violations, incomplete } = await runAxe(p.page, p.clock);
  return {
    violations: describeFindings(violations),
    contrast: describeFindings(contrastUnknown(incomplete)),
  };
}

/** Every screen in `theme`: no violation of any impact. */
export function describeAxe(game: GameBrowser, theme: Theme): void {
  describe(`axe, ${theme} theme`, () => {
    it.each(SCREENS.map((s) => [s.name, s] as const))('%s: no violations', async (_name, screen) => {
      const p = await open(game, screen, theme);
      try {
        const { violations, contrast } = await check(p);
        if (process.env.AXE_REPORT)
          appendFileSync(
            process.env.AXE_REPORT,
            `${theme} ${screen.name}\n${[...violations, ...contrast].join('\n')}\n\n`,
          );
        expect(violations).toEqual([]);
        if (screen.path.startsWith('/play')) expect(contrast, 'contrast over the canvas').toEqual([]);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    });
  });
}
