// What /play fetches before the player's first tap. A new player meets the land's welcome, which
// hides the board: Phaser, the puzzle's scenes and the hint overlay (long tasks at a phone's
// speed) wait for the welcome's Play, as the modals' code waits for a first gesture; the
// countdown after Play covers Phaser's start, and the board is drawn.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { PHONE, UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { openPlayer } from './support/puzzle/player';
import { DIALOG, waitForDialog } from './support/puzzle/prompts';

const game = useGameBrowser();
const keep = closedAfterEach();

/** The build's chunks by the start of their names (client/dist/assets/<name>-<hash>.js). */
const BOARD_CHUNKS = ['phaser-entry', 'puzzle-scenes', 'hint-overlay'] as const;
const MODALS_CHUNK = 'ModalHost';

function chunksAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) asked.push(file);
  });
  return asked;
}

/** Resolves after the page has been idle `times` times in a row: it has nothing left to start. */
function idleTimes(page: Page, times: number): Promise<void> {
  return page.evaluate(async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestIdleCallback(() => resolve(null)));
  }, times);
}

describe('/play before the first tap', () => {
  it("behind a land's first welcome: no Phaser, scenes, hint overlay or modals until its Play", async () => {
    const p = keep(
      await openPlayer(game.browser, {
        selection: { level: 3, slot: 4, difficulty: 4 },
        seenTutorial: { 3: false },
        viewport: PHONE,
        realTime: true,
      }),
    );
    const { page } = p;
    const asked = chunksAsked(page);
    await page.goto(`${game.game.base}/play?id=B9L4-16`);
    await waitForDialog(page, 'Welcome');
    await idleTimes(page, 5);
    expect(asked).toContain('app-play-controller');
    for (const chunk of [...BOARD_CHUNKS, MODALS_CHUNK]) expect(asked, chunk).not.toContain(chunk);

    await page.click(`${DIALOG} [data-main]`);
    await page.waitForSelector('#puzzle-scene canvas', { timeout: UI_WAIT_MS });
    for (const chunk of [...BOARD_CHUNKS, MODALS_CHUNK]) expect(asked, chunk).toContain(chunk);
    expect(p.errors).toEqual([]);
  });

  it('where the land was seen already: the board is made at once, behind the countdown', async () => {
    const p = keep(
      await openPlayer(game.browser, {
        selection: { level: 3, slot: 4, difficulty: 4 },
        viewport: PHONE,
        realTime: true,
      }),
    );
    const asked = chunksAsked(p.page);
    await p.page.goto(`${game.game.base}/play?id=B9L4-16`);
    await p.page.waitForSelector('#puzzle-scene canvas', { timeout: UI_WAIT_MS });
    for (const chunk of BOARD_CHUNKS) expect(asked, chunk).toContain(chunk);
    expect(p.errors).toEqual([]);
  });
});
