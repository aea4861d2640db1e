// The puzzle scene draws only while something changes (client/src/game/puzzle/frame-sleeper.ts):
// with the board still, the page asks for no animation frames; a tap wakes it, what the tap
// changed is drawn, an animation runs frame by frame, and then the frames stop again.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { PHONE, UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { BOX, centreOf, readLayout } from './support/puzzle/board';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { openPlayer } from './support/puzzle/player';

const game = useGameBrowser();
const keep = closedAfterEach();

/** Counts every requestAnimationFrame the page asks for, from before its first script. */
async function countFrames(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __frames: number };
    w.__frames = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      w.__frames++;
      return request(callback);
    };
  });
}

const framesSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames);

/** Frames asked for during `ms` of real time. */
async function framesDuring(page: Page, ms: number): Promise<number> {
  const before = await framesSoFar(page);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (await framesSoFar(page)) - before;
}

/** Waits (real time) until the page has asked for no frame during a whole `quietMs`. */
async function waitForStill(page: Page, quietMs = 500): Promise<void> {
  const deadline = Date.now() + UI_WAIT_MS;
  while (Date.now() < deadline) if ((await framesDuring(page, quietMs)) === 0) return;
  throw new Error(`The page still draws frames after ${UI_WAIT_MS} ms`);
}

const boxPicture = async (page: Page) => {
  const box = await page.$(BOX);
  return Buffer.from((await box!.screenshot({ type: 'png' })) as Uint8Array).toString('base64');
};

describe('the puzzle scene draws only while something changes', () => {
  it('sleeps while the board is still, and wakes for a tap and an animation', async () => {
    const p = keep(
      await openPlayer(game.browser, {
        selection: { level: 1, slot: 1, difficulty: 1 },
        viewport: PHONE,
        motion: true,
        realTime: true,
      }),
    );
    const { page } = p;
    await countFrames(page);
    await page.goto(`${game.game.base}/play`);
    await page.waitForFunction(
      (box: string) =>
        JSON.parse(document.querySelector<HTMLElement>(box)?.dataset.layout || '{}').keys?.length > 0,
      { timeout: UI_WAIT_MS },
      BOX,
    );
    // The board and pad are drawn: nothing moves, so no frame is asked for (a running loop asks
    // for about 60 a second).
    await waitForStill(page);
    expect(await framesDuring(page, 1000)).toBe(0);

    // A tap on an empty cell selects it: the frames that draw the selection, then stillness again.
    const layout = await readLayout(page);
    const clues = new Set(layout.halves.map((h) => h.cell));
    const cell = layout.cells.find((c) => !clues.has(c.cell))!;
    const before = await boxPicture(page);
    const at = await centreOf(page, cell);
    await page.mouse.click(at.x, at.y);
    await waitForStill(page);
    expect(await boxPicture(page)).not.toBe(before);

    // A digit plays the pad's press animation and the answer's feedback: many frames, then none.
    const key = (await readLayout(page)).keys.find((k) => k.key === '1')!;
    const keyAt = await centreOf(page, key);
    const start = await framesSoFar(page);
    await page.mouse.click(keyAt.x, keyAt.y);
    await waitForStill(page);
    expect((await framesSoFar(page)) - start).toBeGreaterThan(5);
    expect(await framesDuring(page, 1000)).toBe(0);
    expect(p.errors).toEqual([]);
  });
});
