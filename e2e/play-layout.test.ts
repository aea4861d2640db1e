// The play screen composed for each screen: at phone, tablet, laptop and large desktop sizes and in
// a 960x560 frame, the board keeps its size and place while the hint reminder, a smart hint and an
// error explanation open and close in the help tray, and nothing lies over anything else (the
// tray, its buttons, the bars, the pad's keys, the grid's cells) or off the screen. The reminder
// points at the Hint key without covering it, and tapping it asks for the hint.

import { generate, hint } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { useGameBrowser } from './support/game-browser';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { GameDriver } from './support/puzzle/driver';
import { openPlayer } from './support/puzzle/player';
import { confirmWarning } from './support/puzzle/prompts';
import {
  type Box,
  overlaps,
  type PlayGeometry,
  playGeometry,
  playScreenClashes,
  SCREEN_SIZES,
} from './support/screen-geometry';
import { explainedWrong } from './support/shots/shot-puzzles';

const game = useGameBrowser();
const keep = closedAfterEach();

/** Every screen size, and a game framed at 960x560 in a partner's page. */
const SIZES = [...SCREEN_SIZES, { name: 'frame', width: 960, height: 560 }];

/** Everest at expert whose first smart hint has reasoning steps: the largest board, a real hint. */
function everest(): string {
  for (let seed = 1; seed < 500; seed++) {
    const made = generate({ shape: '6-squares', orientation: 'landscape', difficulty: 4, seed });
    const record = hint({ puzzle: made.puzzle, values: made.puzzle.givens }, made.solution);
    if (record && record.steps.length >= 2 && !record.half) return made.id;
  }
  throw new Error('No Everest puzzle with a first hint of steps');
}
const PUZZLE = everest();

const HINT_PANEL = '[data-testid="hint-panel"]';

function sameBox(a: Box, b: Box): boolean {
  return ['x', 'y', 'width', 'height'].every((k) => Math.abs(a[k as 'x'] - b[k as 'x']) < 0.5);
}

async function checkScreen(page: Page, board: Box, moment: string): Promise<PlayGeometry> {
  const now = await playGeometry(page);
  expect(sameBox(now.plate, board), `${moment}: the board moved or changed size`).toBe(true);
  expect(playScreenClashes(now), `${moment}: things lie over each other or off the screen`).toEqual([]);
  return now;
}

describe('the play screen at every size', () => {
  for (const size of SIZES) {
    it(`keeps the board still and clear while help comes and goes: ${size.name}, ${size.width}x${size.height}`, async () => {
      const p = keep(
        await openPlayer(game.browser, { viewport: size, selection: { level: 3, slot: 4, difficulty: 4 } }),
      );
      const driver = GameDriver.forPlayer(p);
      const board = await driver.start(game.game.base, { path: `/play?id=${PUZZLE}` });
      const { page, clock } = p;
      const first = await playGeometry(page);
      expect(first.tray, 'the help tray is there from the start').toBeDefined();
      await checkScreen(page, first.plate, 'playing');

      // The reminder comes after its delay of play: it points at the Hint key, never over it.
      await clock!.tickUntil(
        () => document.querySelector('[data-testid="hint-reminder"]') !== null,
        undefined,
        {
          stepMs: 500,
          maxMs: 60_000,
        },
      );
      const reminded = await checkScreen(page, first.plate, 'the reminder showing');
      const hintKey = reminded.keys.find((k) => k.name === 'key hint');
      const bubble = reminded.help.find((h) => h.name === 'hint-reminder');
      expect(hintKey && bubble && !overlaps(hintKey, bubble), 'the bubble leaves the Hint key free').toBe(
        true,
      );
      // Tapping the bubble asks for the hint, as the key does (the first time, with its warning).
      await page.click('.hint-reminder__ask');
      await confirmWarning(
        page,
        en.playPrompts.smartHint.title,
        en.playPrompts.ok,
        async () => (await page.$(HINT_PANEL)) !== null,
      );
      await page.waitForSelector(HINT_PANEL, { timeout: 10_000 });
      await checkScreen(page, first.plate, 'the smart hint showing');
      // Deeper levels: the reasoning, then the answer.
      for (const level of [2, 3]) {
        await page.click('[data-testid="hint-deeper"]');
        await page.waitForFunction(
          (wanted: string) =>
            document.querySelector('[data-testid="hint-level"]')?.textContent?.includes(wanted),
          { timeout: 10_000 },
          String(level),
        );
        await checkScreen(page, first.plate, `the smart hint at level ${level}`);
      }
      await page.click('.hint-panel__done');
      await page.waitForSelector(HINT_PANEL, { hidden: true, timeout: 10_000 });
      await checkScreen(page, first.plate, 'the hint closed');

      // An error explanation, for a wrong number the engine explains.
      const wrong = explainedWrong(board);
      expect(wrong, 'the engine explains some wrong number here').toBeDefined();
      await driver.select(wrong!.m);
      await driver.enter(wrong!.digit, { right: false });
      await page.waitForSelector(HINT_PANEL, { timeout: 10_000 });
      await checkScreen(page, first.plate, 'an error explained');
      expect(p.errors).toEqual([]);
    });
  }
});
