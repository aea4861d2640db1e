// Nothing falls off the screen: at phone, tablet, laptop and desktop sizes, in English and
// Norwegian, every button and link of every tutorial page, and of the end screen after a won and a
// lost game, lies inside the window, none over another; on a phone the end screen's main choice
// and "Choose a puzzle" are in sight without scrolling, and "Change difficulty" opens its buttons
// where they can be seen. A lost game shows no countdown to a next puzzle.

import { PUZZLE_PHASES, TUTORIAL_PAGES } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { useGameBrowser } from './support/game-browser';
import { BOX } from './support/puzzle/board';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { GameDriver } from './support/puzzle/driver';
import { END } from './support/puzzle/end-screen';
import { loseOnErrors } from './support/puzzle/games';
import type { Language } from './support/puzzle/locale';
import { openPlayer } from './support/puzzle/player';
import { inSight, inside, overlapping, SCREEN_SIZES, type Sighted } from './support/screen-geometry';

const game = useGameBrowser();
const keep = closedAfterEach();

const SIZES = SCREEN_SIZES;

/** Every control: of the page, or (`over`) of what lies over it and the top bar. */
async function offScreen(page: Page, over?: string): Promise<string[]> {
  const all = await inSight(
    page,
    over ? `${over} button, ${over} a[href], .top-bar button` : 'button, a[href]',
  );
  const viewport = page.viewport()!;
  // A control its scrolling box hides in part cannot be pressed where it seems to be.
  const clipped = (c: Sighted) => c.seen.width < c.full.width - 1 || c.seen.height < c.full.height - 1;
  return [
    ...all.filter((c) => !inside(c.full, viewport) || clipped(c)).map((c) => `${c.name} off the screen`),
    ...overlapping(
      all.map((c) => c.full),
      all.map((c) => c.full),
    ),
  ];
}

const TUTORIALS = Object.entries(TUTORIAL_PAGES).flatMap(([land, count]) =>
  Array.from({ length: count }, (_, i) => `/tutorial/${land}/${i + 1}`),
);

describe('every tutorial page fits the screen', () => {
  for (const size of SIZES) {
    for (const language of ['en', 'no'] as const satisfies readonly Language[]) {
      it(`${size.name}, ${size.width}x${size.height}, ${language}`, async () => {
        const p = keep(await openPlayer(game.browser, { viewport: size, language, realTime: true }));
        const problems: string[] = [];
        for (const path of TUTORIALS) {
          await p.page.goto(`${game.game.base}${path}`);
          await p.page.waitForSelector('.tutorial__nav .tutorial__round--next', { timeout: 10_000 });
          // The figure draws in a frame or two; the page's boxes are set by then.
          await p.page.waitForSelector('.tutorial__figure canvas, .tutorial__figure svg, .tutorial__title');
          for (const problem of await offScreen(p.page)) problems.push(`${path}: ${problem}`);
        }
        expect(problems).toEqual([]);
        expect(p.errors).toEqual([]);
      });
    }
  }
});

describe('the end screen fits the screen', () => {
  for (const size of SIZES) {
    it(`after a win and after a loss: ${size.name}, ${size.width}x${size.height}`, async () => {
      const p = keep(
        await openPlayer(game.browser, { viewport: size, selection: { level: 1, slot: 2, difficulty: 1 } }),
      );
      const driver = GameDriver.forPlayer(p);
      await driver.start(game.game.base);
      await driver.solveAll();
      await driver.end();
      expect(await offScreen(p.page, END), 'won').toEqual([]);
      // The main choice and "Choose a puzzle" are in sight at once: each is the top element at its middle.
      const inSight = await p.page.evaluate(
        (end: string, choose: string) => {
          const hit = (e: Element | null | undefined) => {
            if (!e) return false;
            const r = e.getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return top === e || e.contains(top);
          };
          const buttons = [...document.querySelectorAll(`${end} button`)];
          return {
            main: hit(document.querySelector(`${end} .end-choices__continue`)),
            choose: hit(buttons.find((b) => b.textContent?.trim() === choose)),
          };
        },
        END,
        en.end.choices.selectLevel,
      );
      expect(inSight).toEqual({ main: true, choose: true });
      // Change difficulty opens its buttons in sight.
      const change = await p.page.evaluateHandle(
        (end: string, label: string) =>
          [...document.querySelectorAll(`${end} button`)].find((b) => b.textContent?.trim() === label),
        END,
        en.end.choices.changeDifficulty,
      );
      const button = change.asElement() as import('puppeteer-core').ElementHandle<HTMLButtonElement> | null;
      if (button) {
        await button.click();
        await p.page.waitForSelector(`${END} .end-choices__difficulties:not([hidden])`);
        expect(await offScreen(p.page, END), 'the difficulties open').toEqual([]);
      }

      // A lost game: Continue tries it again, and nothing counts down to a next puzzle.
      await p.page.click(`${END} .end-choices__continue`);
      // The next puzzle comes from the server in real time: wait for it before moving the clock.
      await p.page.waitForFunction(
        (box: string, finished: number) =>
          Number(document.querySelector<HTMLElement>(box)?.dataset.phase) < finished,
        { timeout: 20_000 },
        BOX,
        PUZZLE_PHASES.finished,
      );
      const board = await driver.waitForPlay();
      await loseOnErrors(driver, board);
      expect(await offScreen(p.page, END), 'lost').toEqual([]);
      const countdown = await p.page.$eval(`${END} .end-choices__countdown`, (e) => e.textContent ?? '');
      expect(countdown.trim()).toBe('');
      expect(p.errors).toEqual([]);
    });
  }
});
