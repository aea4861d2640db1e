// bench:client's frames per second (e2e/bench-client.ts, part 4): /play mid-game beside an empty
// Phaser scene in the same browser, the scene served by request interception so nothing is added
// to the client. Figures only.

import { PUZZLE_PHASES } from '@numberland/engine';
import type { Browser, Page } from 'puppeteer-core';
import { DESKTOP } from './browser';
import { BOX, waitForPhase } from './puzzle/board';
import { GameDriver } from './puzzle/driver';
import { openPlayer } from './puzzle/player';

const MEASURE_MS = 5000;
/** Before counting: chunks compiled, textures made, the first frames' work done. */
const SETTLE_MS = 2000;
const EMPTY_PAGE = '/__bench/empty-phaser-scene';

interface Frames {
  readonly fps: number;
  readonly frames: number;
  readonly p95Ms: number;
  readonly worstMs: number;
}

/** requestAnimationFrame callbacks counted over MEASURE_MS, after SETTLE_MS to settle. */
async function countFrames(page: Page): Promise<Frames> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return page.evaluate(`new Promise((resolve) => {
    const times = [];
    const frame = (t) => {
      times.push(t);
      if (t - times[0] < ${MEASURE_MS}) requestAnimationFrame(frame);
      else {
        const gaps = times.slice(1).map((v, i) => v - times[i]);
        const sorted = [...gaps].sort((a, b) => a - b);
        resolve({
          fps: (gaps.length * 1000) / (times.at(-1) - times[0]),
          frames: gaps.length,
          p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
          worstMs: sorted.at(-1) ?? 0,
        });
      }
    };
    requestAnimationFrame(frame);
  })`) as Promise<Frames>;
}

/** The puzzle mid-game; answers its frames, where its box is and the renderer it drew with. */
async function puzzleFrames(browser: Browser, base: string) {
  // A real player's page: motion on, every land's welcome seen, the biggest board.
  const player = await openPlayer(browser, {
    selection: { level: 3, slot: 4, difficulty: 4 },
    motion: true,
    realTime: true,
  });
  try {
    const driver = new GameDriver(player.page);
    const board = await driver.start(base);
    await driver.select(board.open[Math.floor(board.open.length / 2)]!);
    const frames = await countFrames(player.page);
    await waitForPhase(player.page, PUZZLE_PHASES.playing, 1000);
    const box = await player.page.$eval(BOX, (el) => {
      const r = el.getBoundingClientRect();
      const canvas = el.querySelector('canvas');
      // A canvas with a WebGL context has no 2D one (and asking does not make one).
      const renderer = canvas ? (canvas.getContext('2d') ? 'canvas' : 'webgl') : 'none';
      return { left: r.left, top: r.top, width: r.width, height: r.height, renderer };
    });
    const phaser = await player.page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .find((p) => /\/assets\/phaser[^/]*\.js$/.test(p)) ?? '',
    );
    return { frames, box, phaser, puzzleId: board.puzzleId, errors: player.errors };
  } finally {
    await player.context.close();
  }
}

function emptySceneHtml(
  phaserPath: string,
  box: { left: number; top: number; width: number; height: number },
  renderer: string,
) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Empty Phaser scene</title>
<style>html,body{margin:0;height:100%;background:#203040}
#scene{position:absolute;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px}</style>
</head><body><div id="scene"></div>
<script type="module">
const chunk = await import(${JSON.stringify(phaserPath)});
// The chunk exports Phaser's namespace, or (a build of Phaser's CommonJS modules) a function that
// returns it.
const isPhaser = (v) => v && typeof v === 'object' && typeof v.Game === 'function' && typeof v.Scene === 'function';
const Phaser = Object.values(chunk).find(isPhaser) ??
  Object.values(chunk).filter((v) => typeof v === 'function' && v.length === 0).map((v) => { try { return v(); } catch { return undefined; } }).find(isPhaser);
class Empty extends Phaser.Scene {
  constructor() { super('Empty'); }
  create() { window.__emptySceneReady = true; }
}
// As PhaserGame makes the puzzle's game (client/src/game/PhaserGame.tsx), with the puzzle's config.
new Phaser.Game({
  type: ${renderer === 'canvas' ? 'Phaser.CANVAS' : 'Phaser.AUTO'},
  transparent: true,
  banner: false,
  autoFocus: false,
  render: { maxTextures: 1 },
  scale: { mode: Phaser.Scale.RESIZE, width: '100%', height: '100%', expandParent: false, parent: document.getElementById('scene') },
  scene: [Empty],
});
</script></body></html>`;
}

async function emptyFrames(browser: Browser, base: string, html: string): Promise<Frames> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(DESKTOP);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === EMPTY_PAGE)
        void request.respond({ status: 200, contentType: 'text/html', body: html });
      else void request.continue();
    });
    await page.goto(`${base}${EMPTY_PAGE}`);
    await page.waitForFunction(() => (window as { __emptySceneReady?: boolean }).__emptySceneReady === true, {
      timeout: 20_000,
    });
    return await countFrames(page);
  } finally {
    await context.close();
  }
}

export async function framesPerSecond(browser: Browser, base: string, rounds: number): Promise<void> {
  const line = (name: string, f: Frames) =>
    `  ${name.padEnd(40)} ${f.fps.toFixed(1).padStart(6)} fps  (${f.frames} frames; p95 ${f.p95Ms.toFixed(1)} ms, worst ${f.worstMs.toFixed(1)} ms)`;
  const puzzleFps: number[] = [];
  const emptyFps: number[] = [];
  // Rounds alternate the two, so neither always has the machine in the same state.
  for (let round = 1; round <= rounds; round++) {
    const puzzle = await puzzleFrames(browser, base);
    if (!puzzle.phaser) throw new Error('The /play page loaded no phaser chunk');
    const empty = await emptyFrames(
      browser,
      base,
      emptySceneHtml(puzzle.phaser, puzzle.box, puzzle.box.renderer),
    );
    if (round === 1)
      console.log(
        `\nFrames per second over ${MEASURE_MS / 1000} s, ${DESKTOP.width}x${DESKTOP.height}, ${puzzle.box.renderer} renderer, scene box ${puzzle.box.width.toFixed(0)}x${puzzle.box.height.toFixed(0)}, ${rounds} rounds:`,
      );
    console.log(line(`${round}. /play mid-game (${puzzle.puzzleId}, pad up)`, puzzle.frames));
    console.log(line(`${round}. empty Phaser scene (same chunk)`, empty));
    if (puzzle.errors.length > 0) console.log(`  page errors on /play: ${puzzle.errors.join(' | ')}`);
    puzzleFps.push(puzzle.frames.fps);
    emptyFps.push(empty.fps);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `  mean: puzzle ${mean(puzzleFps).toFixed(1)} fps, empty ${mean(emptyFps).toFixed(1)} fps, ratio ${((mean(puzzleFps) / mean(emptyFps)) * 100).toFixed(1)}% (goal: at least 90%)`,
  );
}
