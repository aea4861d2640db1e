// A clock the test controls, for the page's own timers: setTimeout, setInterval, Date and
// performance.now read virtual time that stands still until the test moves it. A test of
// "Play now after 2 s" or "the ad's X after 10 s" then checks each moment exactly, however slow
// the machine is, instead of racing the wall clock. requestAnimationFrame, network and
// rendering stay real: waiting for the page to show something costs no virtual time.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';

export interface PageClock {
  /** Move virtual time on by `ms`, firing each due timer in order and letting the page settle. */
  tick(ms: number): Promise<void>;
  /** Virtual milliseconds since the clock was installed. */
  elapsed(): Promise<number>;
  /**
   * Wait (in real time; no virtual time passes) until the page has set timers due in each of
   * `delays` ms from now: the moment its code has scheduled what the test is about to check.
   */
  waitForTimers(delays: readonly number[], timeout?: number): Promise<void>;
  /**
   * Move time on in `stepMs` steps until `test` holds in the page (no more than `maxMs` of
   * virtual time): for a moment the test does not know exactly, such as a throttled render.
   */
  tickUntil<A>(
    test: (arg: A) => boolean,
    arg: A,
    options?: { stepMs?: number; maxMs?: number },
  ): Promise<number>;
}

declare global {
  interface Window {
    __testClock?: { tick(ms: number): Promise<void>; elapsed(): number; pending(): number[] };
  }
}

/**
 * The page's side of the clock: plain JavaScript that defines window.__installTestClock. Read by
 * path: Vite takes `new URL(..., import.meta.url)` for an asset import, and a page-clock.js
 * beside this file would be what `./page-clock` resolves to.
 */
const IN_PAGE = readFileSync(join(import.meta.dirname, 'page-clock-in-page.js'), 'utf8');

/** Install the clock in `page` for every document it opens from now on (call before goto). */
export async function installPageClock(page: Page, startAt = Date.now()): Promise<PageClock> {
  await page.evaluateOnNewDocument(`${IN_PAGE}\nwindow.__installTestClock(${JSON.stringify(startAt)});`);
  const clock: PageClock = {
    async tick(ms) {
      await page.evaluate((n: number) => window.__testClock!.tick(n), ms);
    },
    elapsed: () => page.evaluate(() => window.__testClock!.elapsed()),
    async waitForTimers(delays, timeout = 10_000) {
      await page.waitForFunction(
        (wanted: number[]) => {
          const pending = window.__testClock?.pending() ?? [];
          return wanted.every((delay) => pending.includes(delay));
        },
        { timeout },
        [...delays],
      );
    },
    async tickUntil(test, arg, { stepMs = 50, maxMs = 10_000 } = {}) {
      for (let moved = 0; ; moved += stepMs) {
        // biome-ignore lint/suspicious/noExplicitAny: the page runs the test with its argument
        if (await page.evaluate(test as any, arg)) return moved;
        if (moved >= maxMs)
          throw new Error(`the page never met the condition within ${maxMs} ms of virtual time`);
        await clock.tick(stepMs);
      }
    },
  };
  return clock;
}
