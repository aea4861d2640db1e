// The client's weight and speed: `npm run bench:client [-- --runs N --rounds M]` builds the
// client, then prints
//   1. the gzip size of every JS chunk of the build (client/dist/assets/*.js),
//   2. the time from navigation to a clickable "Play now" on the intro, over loopback (median of
//      --runs, default 7, each in a fresh browser context: empty cache and storage),
//   3. Lighthouse's figures (performance, FCP, LCP, TBT, CLS, bytes, SEO) of /, /home and
//      /play?id=... with its mobile and desktop presets, --lighthouse runs each (default 3; 0 skips
//      them), median and spread (support/lighthouse-bench.ts); --pages /play,/home measures only
//      the pages whose names begin so, --presets mobile only that preset; --against URL measures a
//      second game already running there too (say, a build of the commit before, started with
//      `PORT=3401 CLIENT_DIR=... npm start -w server`), its runs and this build's by turns,
//      side by side in one table,
//   4. the main thread's work after the first paint of the same pages at the phone's size, by the
//      wall's clock and by the thread's own (support/main-thread-bench.ts says why both), --mainthread
//      runs each (default 5; 0 skips them), --against too,
//   5. frames per second of /play mid-game (an expert Everest board, a cell selected, the pad
//      showing) over 5 s, beside an empty Phaser scene's in the same browser: a page this script
//      serves itself (request interception, so nothing is added to the client) that loads the same
//      built Phaser chunk with the puzzle game's config. The goal is at least 90% of the empty
//      scene's rate. --rounds (default 2) measures both that many times, alternating.
// --only chunks,playnow,lighthouse,mainthread,fps runs only those parts. It starts the whole game
// on an embedded PostgreSQL of its own; BASE_URL measures a game already
// running instead (with CLIENT_DIST pointing at the build it serves, for the chunk sizes). Figures
// only: nothing here passes or fails.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { median } from './support/bench-stats';
import { benchPages } from './support/bench-targets';
import { DESKTOP, launchBrowser } from './support/browser';
import { framesPerSecond } from './support/frames-bench';
import { inlineScriptsOf } from './support/inline-scripts';
import { lighthouseFigures, lighthousePresets } from './support/lighthouse-bench';
import { mainThreadFigures } from './support/main-thread-bench';
import { CLIENT_DIR } from './support/paths';
import { startStandaloneGame } from './support/standalone-game';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// ---------------------------------------------------------------------------------------------
// 1. Chunk sizes

function chunkSizes(dist: string): void {
  const assets = join(dist, 'assets');
  const rowOf = (name: string, content: Buffer) => ({
    name,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
  });
  const rows = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => rowOf(name, readFileSync(join(assets, name))))
    // The first-paint script, written into the page: JavaScript the first load carries too.
    .concat(
      inlineScriptsOf(dist).map((code, i) => rowOf(`index.html inline script ${i + 1}`, Buffer.from(code))),
    )
    .sort((a, b) => b.gzip - a.gzip);
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log('JS chunks (client/dist/assets, and the scripts written into index.html), gzip -9:');
  console.log(`  ${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(width)}  ${kB(r.raw).padStart(10)}  ${kB(r.gzip).padStart(10)}${r.name === entry ? '  (entry)' : ''}`,
    );
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(
    `  ${'all chunks'.padEnd(width)}  ${kB(total.raw).padStart(10)}  ${kB(total.gzip).padStart(10)}`,
  );
  if (!entry) return;
  // What the first paint waits for: the entry and every chunk it imports statically, however deep.
  const first = staticImports(assets, entry);
  const firstLoad = rows
    .filter((r) => first.has(r.name))
    .reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `  ${`entry + its static imports (${first.size} chunks)`.padEnd(width)}  ${kB(firstLoad.raw).padStart(10)}  ${kB(firstLoad.gzip).padStart(10)}`,
  );
}

/** `entry` and the chunks it imports statically (import ... from "./x.js"), transitively. */
function staticImports(assets: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(join(assets, name), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  visit(entry);
  return seen;
}

// ---------------------------------------------------------------------------------------------
// 2. Navigation to a clickable Play now

async function playNowTimes(browser: Browser, base: string, runs: number): Promise<void> {
  const rendered: number[] = [];
  const clickable: number[] = [];
  const loaded: number[] = [];
  const phaserRequested: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport(DESKTOP);
      // Noted the moment the DOM changes (a mutation observer's microtask), in performance.now()
      // time, which counts from the navigation's start.
      // (Page code as text: tsx would wrap named functions in a helper the page does not have.)
      await page.evaluateOnNewDocument(`{
        const seen = {};
        window.__playNow = seen;
        new MutationObserver(() => {
          const button = document.querySelector('.intro .button--play');
          if (!button) return;
          seen.rendered ??= performance.now();
          if (!button.disabled && button.classList.contains('intro-part--shown')) seen.clickable ??= performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true });
      }`);
      await page.goto(`${base}/`);
      const times = await page.waitForFunction(
        () => {
          const seen = (window as { __playNow?: { rendered?: number; clickable?: number } }).__playNow;
          return seen?.clickable ? seen : null;
        },
        { timeout: 30_000 },
      );
      const { rendered: shown, clickable: ready } = (await times.jsonValue()) as {
        rendered: number;
        clickable: number;
      };
      rendered.push(shown);
      clickable.push(ready);
      // Whether Phaser was asked for on the intro (it should not be: the planet is drawn without
      // it), looked at 3 s after the page's load event.
      const { phaserAt, loadAt } = (await page.evaluate(`new Promise((resolve) => {
        const look = () => {
          const nav = performance.getEntriesByType('navigation')[0];
          if (!nav || nav.loadEventEnd <= 0) return setTimeout(look, 50);
          setTimeout(() => {
            const phaser = performance.getEntriesByType('resource').find((e) => /\\/assets\\/phaser[^/]*\\.js$/.test(new URL(e.name).pathname));
            resolve({ phaserAt: phaser ? phaser.startTime : null, loadAt: nav.loadEventEnd });
          }, 3000);
        };
        look();
      })`)) as { phaserAt: number | null; loadAt: number };
      if (phaserAt !== null) phaserRequested.push(phaserAt);
      loaded.push(loadAt);
    } finally {
      await context.close();
    }
  }
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`\nNavigation to "Play now" on loopback, ${runs} runs, fresh context each (ms):`);
  console.log(`  in the page (disabled):  median ${median(rendered).toFixed(0)}  [${list(rendered)}]`);
  console.log(`  clickable:               median ${median(clickable).toFixed(0)}  [${list(clickable)}]`);
  console.log('  (the intro enables Play now 2000 ms after it opens, by design: spec section 2)');
  console.log(`  page's load event:       median ${median(loaded).toFixed(0)}  [${list(loaded)}]`);
  console.log(
    phaserRequested.length === 0
      ? '  Phaser chunk asked for:  never (within 3 s of the load event)'
      : `  Phaser chunk asked for:  median ${median(phaserRequested).toFixed(0)}  [${list(phaserRequested)}] in ${phaserRequested.length} of ${runs} runs`,
  );
}

async function main() {
  const runs = Math.max(1, Number(argument('--runs') ?? 7));
  const rounds = Math.max(1, Number(argument('--rounds') ?? 2));
  const lighthouseRuns = Math.max(0, Number(argument('--lighthouse') ?? 3));
  const mainThreadRuns = Math.max(0, Number(argument('--mainthread') ?? 5));
  const only = argument('--only')?.split(',');
  const part = (name: string) => !only || only.includes(name);
  if (part('chunks')) chunkSizes(process.env.CLIENT_DIST ?? CLIENT_DIR);
  const lighthouse = part('lighthouse') && lighthouseRuns > 0;
  const mainThread = part('mainthread') && mainThreadRuns > 0;
  if (!part('playnow') && !part('fps') && !lighthouse && !mainThread) return;
  const running = process.env.BASE_URL
    ? undefined
    : await startStandaloneGame(() => {}, { snapshotClient: true });
  const base = process.env.BASE_URL ?? running!.base;
  const browser = await launchBrowser();
  try {
    if (part('playnow')) await playNowTimes(browser, base, runs);
    const against = argument('--against');
    const targets = [
      { label: 'this build', base },
      ...(against ? [{ label: against, base: against.replace(/\/$/, '') }] : []),
    ];
    const pages = benchPages(argument('--pages'));
    if (lighthouse)
      await lighthouseFigures(targets, pages, lighthouseRuns, {
        presets: lighthousePresets(argument('--presets')),
      });
    if (mainThread) await mainThreadFigures(browser, targets, pages, mainThreadRuns);
    if (part('fps')) await framesPerSecond(browser, base, rounds);
  } finally {
    await browser.close();
    await running?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
