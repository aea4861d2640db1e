// A land's welcome comes from HTML and CSS, before the entry script has run (issue 17): opened
// straight at /play the first time in the puzzle's land, the first-paint script draws the welcome
// (client/src/boot/first-paint-welcome.ts), the page's largest paint there, and the app's welcome
// takes its place when the puzzle has come, with nothing moving. A Play tapped before that counts.

import { PUZZLE_PHASES } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { PHONE, UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { holdEntryScript } from './support/hold-entry';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { openPlayer, type PuzzlePlayer } from './support/puzzle/player';
import { DIALOG, focusGoesInto } from './support/puzzle/prompts';

const game = useGameBrowser();
const keep = closedAfterEach();

/** A 6-squares puzzle: Winterland's (the puzzle Lighthouse measures, e2e/support/lighthouse-bench.ts). */
const WINTER_PUZZLE = '/play?id=B9L4-16';
const FIRST_PAINT = '#first-paint-welcome [role="dialog"]';

async function winterPlayer(seen: boolean): Promise<PuzzlePlayer> {
  return keep(
    await openPlayer(game.browser, {
      selection: { level: 1, slot: 1, difficulty: 1 },
      seenTutorial: { 3: seen },
      viewport: PHONE,
      realTime: true,
    }),
  );
}

/** The dialog's card: where it stands and what it says. */
const card = (page: Page, selector: string) =>
  page.$eval(selector, (dialog) => {
    const box = dialog.getBoundingClientRect();
    return {
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      text: (dialog as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      classes: dialog.className,
    };
  });

describe("a land's welcome at the first paint", () => {
  it('is drawn before any module has run, and the app puts its own in its place, with nothing moving', async () => {
    const { page, errors } = await winterPlayer(false);
    const held = await holdEntryScript(page);
    void page.goto(`${game.game.base}${WINTER_PUZZLE}`).catch(() => undefined);
    await page.waitForSelector(FIRST_PAINT, { timeout: UI_WAIT_MS });
    const drawn = await card(page, FIRST_PAINT);
    const title = en.playPrompts.welcome.title.replace('{{land}}', en.lands.winterland);
    expect(drawn.text).toContain(title);
    expect(drawn.text).toContain(en.playPrompts.welcome.teaches.winterland);
    expect(drawn.classes).toContain('play-prompt--winter');
    expect(await page.evaluate(() => document.querySelector('.loader') !== null), 'over the loader').toBe(
      true,
    );

    await held.release();
    expect(await focusGoesInto(page, DIALOG), "the app's welcome takes the focus").toBe(true);
    expect(await page.$$eval('[role="dialog"]', (all) => all.length), 'one welcome').toBe(1);
    expect(await page.$('#first-paint-welcome'), "the first paint's is gone").toBeNull();
    const shown = await card(page, DIALOG);
    expect(shown.text).toBe(drawn.text);
    expect(shown.box, 'in the same place').toEqual(drawn.box);
    expect(errors).toEqual([]);
  });

  it('keeps a Play tapped before the app has loaded: the game begins once it has', async () => {
    const { page, errors } = await winterPlayer(false);
    const held = await holdEntryScript(page);
    void page.goto(`${game.game.base}${WINTER_PUZZLE}`).catch(() => undefined);
    await page.waitForSelector(FIRST_PAINT, { timeout: UI_WAIT_MS });
    await page.click(`${FIRST_PAINT} [data-main]`);
    await held.release();
    // Past the welcome: the countdown (the puzzle's phase "starting") or play.
    await page.waitForFunction(
      (starting: number) =>
        Number(document.querySelector<HTMLElement>('[data-testid="puzzle-box"]')?.dataset.phase) >= starting,
      { timeout: UI_WAIT_MS },
      PUZZLE_PHASES.starting,
    );
    expect(await page.$$('[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is not drawn where the land was seen already', async () => {
    const { page, errors } = await winterPlayer(true);
    await page.goto(`${game.game.base}${WINTER_PUZZLE}`);
    await page.waitForSelector('[data-testid="puzzle-box"][data-puzzle-id]', { timeout: UI_WAIT_MS });
    expect(await page.$('#first-paint-welcome')).toBeNull();
    expect(await page.$$('[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
