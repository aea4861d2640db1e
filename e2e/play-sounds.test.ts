// The sounds wait for the player's first gesture (client/src/sound/first-gesture.ts): the
// puzzle's page fetches none of them while it loads and while the board stands untouched; the
// first tap asks for all 24, and its own sound is played by the page's player; once the files are
// in, the scene plays the next sounds through Web Audio.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { PHONE, UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { BOX, centreOf, readLayout } from './support/puzzle/board';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { openPlayer } from './support/puzzle/player';

const game = useGameBrowser();
const keep = closedAfterEach();

/** Counts what the page plays: audio elements (their files) and Web Audio buffers started. */
async function listenToPlayback(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __elements: string[]; __buffers: number };
    w.__elements = [];
    w.__buffers = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      w.__elements.push(new URL(this.currentSrc || this.src).pathname);
      return play.call(this);
    };
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (
      this: AudioBufferSourceNode,
      ...args: Parameters<AudioBufferSourceNode['start']>
    ) {
      w.__buffers++;
      return start.apply(this, args);
    };
  });
}

const played = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __elements: string[]; __buffers: number };
    return { elements: [...w.__elements], buffers: w.__buffers };
  });

describe('sounds on /play', () => {
  it('are fetched at the first tap, not before, and play from that tap on', async () => {
    const p = keep(
      await openPlayer(game.browser, {
        selection: { level: 1, slot: 1, difficulty: 1 },
        viewport: PHONE,
        realTime: true,
      }),
    );
    const { page } = p;
    const sounds: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/sounds/')) sounds.push(path);
    });
    await listenToPlayback(page);
    await page.goto(`${game.game.base}/play`);
    // The board is drawn: the scene reports its cells and the pad's keys. Looked at without
    // puppeteer's evaluate, which would count as a gesture (it runs its scripts as one).
    const cdp = await page.createCDPSession();
    const layoutNow = async () => {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `document.querySelector('${BOX}')?.dataset.layout ?? '{}'`,
        returnByValue: true,
      });
      return JSON.parse(String(result.value)) as { keys?: unknown[] };
    };
    await expect
      .poll(async () => (await layoutNow()).keys?.length ?? 0, { timeout: UI_WAIT_MS })
      .toBeGreaterThan(0);
    // The scene is made and the board drawn: the moment the files used to be asked for.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: UI_WAIT_MS });
    const gesture = await cdp.send('Runtime.evaluate', {
      expression: 'navigator.userActivation.hasBeenActive',
      returnByValue: true,
    });
    expect(gesture.result.value).toBe(false);
    expect(sounds).toEqual([]);

    const layout = await readLayout(page);
    const clues = new Set(layout.halves.map((h) => h.cell));
    const [first, second] = layout.cells.filter((c) => !clues.has(c.cell));
    const at = await centreOf(page, first!);
    await page.mouse.click(at.x, at.y);
    // All 24, in the format this browser plays (one file per sound).
    await expect.poll(() => new Set(sounds.filter((s) => s.endsWith('.opus'))).size).toBe(24);
    // The tap's own sound: the scene had no files yet, so the page's player played it.
    await expect.poll(async () => (await played(page)).elements).toContain('/sounds/select.opus');

    // Once the scene has decoded its files, a tap is heard through Web Audio (tapped until then:
    // each tap is heard, by the page's player while the scene cannot).
    const before = await played(page);
    const next = await centreOf(page, second!);
    await expect
      .poll(async () => {
        await page.mouse.click(next.x, next.y);
        return (await played(page)).buffers;
      })
      .toBeGreaterThan(before.buffers);
    expect(p.errors).toEqual([]);
  });
});
