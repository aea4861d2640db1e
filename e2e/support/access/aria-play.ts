// Playing through the accessibility tree (issue 19): cells found by their words with puppeteer's
// ARIA selectors, focused as a screen reader's user moves to them, and numbers typed on the
// keyboard. Time in the page moves only on the test's clock.

import type { ElementHandle, Page } from 'puppeteer-core';
import { UI_WAIT_MS } from '../browser';
import type { PageClock } from '../page-clock';
import { type AriaCell, BOARD_NAME, readBoard, treeTexts } from './aria-board';

/** The cell the tree names `name` (its whole words), as a handle to focus. */
export async function cellNamed(page: Page, name: string): Promise<ElementHandle> {
  const handle = await page.waitForSelector(`aria/${name}[role="gridcell"]`, { timeout: UI_WAIT_MS });
  if (!handle) throw new Error(`No cell of the board is named "${name}"`);
  return handle;
}

/** The focused cell of the board, as the tree says. */
export async function focusedCell(page: Page): Promise<AriaCell | undefined> {
  return (await readBoard(page)).find((c) => c.focused);
}

/**
 * Wait until the tree shows the board (play has begun), moving the clock through the countdown.
 * The puzzle arrives over the network in real time: between the clock's steps the page gets a
 * real moment, so the countdown is not run through before the puzzle is even there.
 */
export async function waitForBoard(page: Page, clock: PageClock | undefined): Promise<void> {
  const until = Date.now() + UI_WAIT_MS;
  while (clock && !(await page.evaluate(() => document.querySelector('[role="grid"]') !== null))) {
    if (Date.now() > until) throw new Error('The board never showed in the accessibility tree');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await clock.tick(250);
  }
  await page.waitForSelector(`aria/${BOARD_NAME}[role="grid"]`, { timeout: UI_WAIT_MS });
}

/** Wait (real time, no clock) until some cell's words satisfy `test`. */
export async function waitForCell(
  page: Page,
  test: (cell: AriaCell) => boolean,
  what: string,
): Promise<AriaCell> {
  const until = Date.now() + UI_WAIT_MS;
  for (;;) {
    const cell = (await readBoard(page)).find(test);
    if (cell) return cell;
    if (Date.now() > until) throw new Error(`No cell of the board came to be ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Wait (real time) until the tree has a text that starts with `start` (the live region's words). */
export async function waitForSaid(page: Page, start: string): Promise<string> {
  const until = Date.now() + UI_WAIT_MS;
  for (;;) {
    const said = (await treeTexts(page)).find((text) => text.startsWith(start));
    if (said) return said;
    if (Date.now() > until) throw new Error(`The page never said "${start}..."`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Press OK in the assist's warning with the keyboard: focus it (by its name) and press Enter. */
export async function confirmWarning(page: Page, title: string): Promise<void> {
  await page.waitForSelector(`aria/${title}[role="heading"]`, { timeout: UI_WAIT_MS });
  const ok = await page.waitForSelector('aria/OK[role="button"]', { timeout: UI_WAIT_MS });
  await ok!.focus();
  await page.keyboard.press('Enter');
}
