// The game with each renderer its build keeps (client/phaser-build, client/pixi-build): both are
// built from a part of their library's modules, so a module they need and lack fails only in the
// browser, and only on the renderer that needs it. Headless Chromium draws WebGL in software, so
// the game picks Phaser's Canvas renderer there (client/src/game/renderer.ts) and the other tests
// never run Phaser's WebGL renderer: here a GPU is faked to the game's probe. Without WebGL at
// all, Phaser draws on Canvas and the celebration takes pixi's canvas renderer.

import { PUZZLE_PHASES } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { waitForPhase } from './support/puzzle/board';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { GameDriver } from './support/puzzle/driver';
import { END } from './support/puzzle/end-screen';
import { openPlayer } from './support/puzzle/player';

const game = useGameBrowser();
const keep = closedAfterEach();

/** A GPU for the game's probe: WebGL contexts even with a performance caveat, a GPU's name. */
function fakeGpu(): void {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, attrs?: object) {
    const options = attrs ? { ...attrs, failIfMajorPerformanceCaveat: false } : attrs;
    return getContext.call(this, type as '2d', options as CanvasRenderingContext2DSettings);
  } as typeof getContext;
  // The GPU is faked on the page only: the probe's worker (client/src/game/renderer.ts) answers as
  // one that cannot make WebGL, so the page probes itself and meets the fake.
  window.Worker = new Proxy(window.Worker, {
    construct(RealWorker, [url, options]: [string | URL, WorkerOptions?]) {
      if (!String(url).includes('webgl-probe')) return new RealWorker(url, options);
      const withoutWebGL = {
        onmessage: null as ((event: { data: unknown }) => void) | null,
        onerror: null,
        terminate() {},
      };
      void Promise.resolve().then(() => withoutWebGL.onmessage?.({ data: null }));
      return withoutWebGL;
    },
  });
  const UNMASKED_RENDERER = 0x9246;
  const RENDERER = 0x1f01;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const getParameter = proto.getParameter;
    proto.getParameter = function (this: WebGLRenderingContext, name: number) {
      return name === UNMASKED_RENDERER || name === RENDERER
        ? 'A GPU (faked by the test)'
        : getParameter.call(this, name);
    };
  }
}

/** A browser without WebGL: every WebGL context is refused. */
function noWebGL(): void {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, attrs?: object) {
    if (type.includes('webgl')) return null;
    return getContext.call(this, type as '2d', attrs as CanvasRenderingContext2DSettings);
  } as typeof getContext;
}

/** Counts, on the page, the WebGL contexts asked of its canvases and the workers it starts. */
function countProbes(): void {
  const seen = { pageWebGL: 0, workers: [] as string[] };
  (window as unknown as { __probes: typeof seen }).__probes = seen;
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, attrs?: object) {
    if (type.includes('webgl')) seen.pageWebGL++;
    return getContext.call(this, type as '2d', attrs as CanvasRenderingContext2DSettings);
  } as typeof getContext;
  window.Worker = new Proxy(window.Worker, {
    construct(RealWorker, [url, options]: [string | URL, WorkerOptions?]) {
      seen.workers.push(String(url));
      return new RealWorker(url, options);
    },
  });
}

/** What `selector`'s canvas draws with: a canvas keeps the one kind of context it was made with. */
const contextOf = (page: Page, selector: string) =>
  page.$eval(selector, (canvas) => {
    const c = canvas as HTMLCanvasElement;
    if (c.getContext('webgl2') ?? c.getContext('webgl')) return 'webgl';
    return c.getContext('2d') ? '2d' : 'none';
  });

/**
 * Wait for the celebration's canvas; when it never comes, say what the end screen showed, so a
 * failure on a busy machine tells its cause (a chunk that failed, no particles, the layer gone).
 */
async function waitForCelebration(page: Page, errors: readonly string[], failedRequests: readonly string[]) {
  try {
    await page.waitForSelector('.end-celebration canvas', { timeout: 20_000 });
  } catch (error) {
    const shown = await page.evaluate(
      (end: string) => ({
        endScreen: document.querySelector(end) !== null,
        celebrationLayer: document.querySelector('.end-celebration') !== null,
        starsShown: document.querySelectorAll(`${end} [data-end-star]`).length,
        gemLine: document.querySelector(`${end} [data-end-gems]`)?.textContent ?? null,
        virtualMs: window.__testClock?.elapsed() ?? null,
      }),
      END,
    );
    const details = JSON.stringify({ shown, errors, failedRequests }, null, 2);
    throw new Error(`No celebration canvas within 20 s: ${details}`, { cause: error });
  }
}

async function playToTheCelebration(setup: () => void) {
  const player = keep(
    await openPlayer(game.browser, {
      selection: { level: 1, slot: 1, difficulty: 1 },
      viewport: DESKTOP,
      motion: true,
    }),
  );
  await player.page.evaluateOnNewDocument(setup);
  const failedRequests: string[] = [];
  player.page.on('requestfailed', (request) => failedRequests.push(`${request.url()}: failed`));
  player.page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.url()}: ${response.status()}`);
  });
  const driver = GameDriver.forPlayer(player);
  // Waits until the scene has drawn the board and reported its cells.
  await driver.start(game.game.base);
  const board = await contextOf(player.page, '.play__canvas canvas');
  await driver.solveAll();
  await waitForPhase(player.page, PUZZLE_PHASES.finished);
  // The end screen comes a moment after the finish; the celebration starts with it, and on the
  // test's clock it stays on its first frame until the test moves time on.
  await player.clock?.tickUntil((end: string) => document.querySelector(end) !== null, END, { stepMs: 100 });
  await waitForCelebration(player.page, player.errors, failedRequests);
  const celebration = await contextOf(player.page, '.end-celebration canvas');
  return { board, celebration, errors: player.errors };
}

describe("the renderer's probe", () => {
  it("runs in a worker: the page's main thread makes no WebGL context before the board is drawn", async () => {
    const player = keep(
      await openPlayer(game.browser, { selection: { level: 1, slot: 1, difficulty: 1 }, viewport: DESKTOP }),
    );
    await player.page.evaluateOnNewDocument(countProbes);
    await GameDriver.forPlayer(player).start(game.game.base);
    const seen = await player.page.evaluate(() => {
      const probes = (window as unknown as { __probes: { pageWebGL: number; workers: string[] } }).__probes;
      return {
        pageWebGL: probes.pageWebGL,
        probeWorker: probes.workers.some((url) => url.includes('webgl-probe')),
      };
    });
    // Headless Chromium draws WebGL in software: the worker says so, and Phaser draws on Canvas.
    expect({ ...seen, board: await contextOf(player.page, '.play__canvas canvas') }).toEqual({
      pageWebGL: 0,
      probeWorker: true,
      board: '2d',
    });
    expect(player.errors).toEqual([]);
  });
});

describe('the game draws with each renderer its build keeps', () => {
  it("with a GPU: Phaser's WebGL renderer draws the board, pixi's WebGL renderer the celebration", async () => {
    const drawn = await playToTheCelebration(fakeGpu);
    expect(drawn).toEqual({ board: 'webgl', celebration: 'webgl', errors: [] });
  });

  it("without WebGL: Phaser's Canvas renderer draws the board, pixi's canvas renderer the celebration", async () => {
    const drawn = await playToTheCelebration(noWebGL);
    expect(drawn).toEqual({ board: '2d', celebration: '2d', errors: [] });
  });
});
