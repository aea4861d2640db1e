// The page's main-thread work after its first paint, for `npm run bench:client`, by the thread's
// own clock as well as the wall's. Lighthouse's TBT adds up the wall time of long tasks; on this
// shared 2-core machine the renderer is off the processor for much of a task (Chromium's browser
// process and network service, the game server and PostgreSQL all want the two cores), so its TBT
// swings between runs and says as much about the machine as about the page. The thread's clock (a
// trace event's `tdur`) leaves that waiting out: "blocking at 4x" is Lighthouse's rule (each
// task's time over 50 ms, at its 4x slowdown) applied to it. Read it as a lower bound, not the
// page's true cost: with Chromium 156 a 100 ms busy loop reads 57-76 ms on it. For where the wall
// time goes, each thread's run time and run-queue wait in /proc/<pid>/task/*/schedstat during a
// load tell CPU contention (a competing process) from work (how the service worker's install and
// the omnibox popup's WebUI were found, issue 17).
//
// Each run opens the page once in a fresh browser context at the phone's size, records a trace
// for a few seconds, and reads the renderer's main thread from the first contentful paint on.

import type { Browser } from 'puppeteer-core';
import { spread } from './bench-stats';
import { type BenchPage, type BenchTarget, byTurns } from './bench-targets';
import { PHONE } from './browser';
import { pageThread, type TraceEvent, traced } from './trace';

interface Figures {
  /** Tasks after the first contentful paint: wall time, and the thread's own time (ms). */
  readonly wallMs: number;
  readonly threadMs: number;
  /** Lighthouse's blocking rule at its 4x slowdown, by wall time and by the thread's time (ms). */
  readonly blockingWallMs: number;
  readonly blockingThreadMs: number;
}

/** How long a page is traced after its load event (ms): the puzzle arrives and Phaser starts. */
const TRACE_AFTER_LOAD_MS = 5000;
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];

function figuresOf(events: readonly TraceEvent[], origin: string): Figures {
  const { pid, tid } = pageThread(events, origin);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  if (fcp === undefined) throw new Error('the trace has no first contentful paint');
  const blocking = (ms: number) => Math.max(0, SLOWDOWN * ms - LONG_TASK_MS);
  const figures = { wallMs: 0, threadMs: 0, blockingWallMs: 0, blockingThreadMs: 0 };
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.name !== 'RunTask' || e.ts < fcp) continue;
    const wall = (e.dur ?? 0) / 1000;
    const thread = (e.tdur ?? e.dur ?? 0) / 1000;
    figures.wallMs += wall;
    figures.threadMs += thread;
    figures.blockingWallMs += blocking(wall);
    figures.blockingThreadMs += blocking(thread);
  }
  return figures;
}

async function measureOnce(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    const events = await traced(page, CATEGORIES, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, TRACE_AFTER_LOAD_MS));
    });
    return figuresOf(events, new URL(url).origin);
  } finally {
    await context.close();
  }
}

/** Prints each page's figures, median (min-max) of `runs`; with several targets, their runs by turns. */
export async function mainThreadFigures(
  browser: Browser,
  targets: readonly BenchTarget[],
  pages: readonly BenchPage[],
  runs: number,
): Promise<void> {
  console.log(
    `\nMain thread after the first contentful paint, phone size, ${runs} runs per row (median, min-max, ms);` +
      ' blocking = each task over 50 ms at a 4x slowdown, as Lighthouse counts TBT:',
  );
  console.log(
    '  | game | page | tasks, wall | tasks, thread | blocking at 4x, wall | blocking at 4x, thread |',
  );
  console.log('  |---|---|---|---|---|---|');
  for (const page of pages) {
    const results = await byTurns(targets, runs, (target) =>
      measureOnce(browser, `${target.base}${page.path}`),
    );
    for (const [i, target] of targets.entries()) {
      const of = (key: keyof Figures) =>
        spread(
          results[i]!.map((r) => r[key]),
          (v) => v.toFixed(0),
        );
      console.log(
        `  | ${target.label} | \`${page.name}\` | ${of('wallMs')} | ${of('threadMs')} | ${of('blockingWallMs')} | ${of('blockingThreadMs')} |`,
      );
    }
  }
}
