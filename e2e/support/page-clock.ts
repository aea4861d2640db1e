// A clock the test controls, for the page's own timers: setTimeout, setInterval, Date and
// performance.now read virtual time that stands still until the test moves it. A test of
// "Play now after 2 s" or "the ad's X after 10 s" then checks each moment exactly, however slow
// the machine is, instead of racing the wall clock. requestAnimationFrame, network and
// rendering stay real: waiting for the page to show something costs no virtual time.

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

/** Runs in the page before any of its scripts. */
function installInPage(startAt: number): void {
  const realSetTimeout = window.setTimeout.bind(window);
  const RealDate = Date;
  const perfStart = performance.now();
  let elapsed = 0;
  let nextId = 1;
  interface Timer {
    at: number;
    every: number | undefined;
    run: () => void;
  }
  const timers = new Map<number, Timer>();

  const schedule =
    (every: boolean) =>
    (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = nextId++;
      const delay = Math.max(0, Number(ms) || 0);
      if (typeof handler !== 'function') throw new TypeError('the test clock runs function timers only');
      const run = () => handler(...args);
      timers.set(id, { at: elapsed + delay, every: every ? Math.max(1, delay) : undefined, run });
      return id;
    };
  const clear = (id?: number) => {
    if (id !== undefined) timers.delete(id);
  };
  window.setTimeout = schedule(false) as typeof window.setTimeout;
  window.setInterval = schedule(true) as typeof window.setInterval;
  window.clearTimeout = clear as typeof window.clearTimeout;
  window.clearInterval = clear as typeof window.clearInterval;

  class VirtualDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(startAt + elapsed);
      else super(...(args as [string]));
    }
    static override now() {
      return startAt + elapsed;
    }
  }
  window.Date = VirtualDate as DateConstructor;
  performance.now = () => perfStart + elapsed;

  // Real macrotasks let React commit and run effects (which may set new timers) between timers.
  const settle = () => new Promise<void>((resolve) => realSetTimeout(() => realSetTimeout(resolve, 0), 0));

  window.__testClock = {
    elapsed: () => elapsed,
    pending: () => [...timers.values()].map((timer) => timer.at - elapsed),
    async tick(ms: number) {
      const until = elapsed + ms;
      for (;;) {
        let dueId: number | undefined;
        let due: Timer | undefined;
        for (const [id, timer] of timers) {
          if (timer.at <= until && (!due || timer.at < due.at)) {
            dueId = id;
            due = timer;
          }
        }
        if (!due || dueId === undefined) break;
        elapsed = Math.max(elapsed, due.at);
        if (due.every === undefined) timers.delete(dueId);
        else due.at += due.every;
        try {
          due.run();
        } catch (error) {
          realSetTimeout(() => {
            throw error;
          }, 0);
        }
        await settle();
      }
      elapsed = until;
      await settle();
    },
  };
}

/** Install the clock in `page` for every document it opens from now on (call before goto). */
export async function installPageClock(page: Page, startAt = Date.now()): Promise<PageClock> {
  await page.evaluateOnNewDocument(installInPage, startAt);
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
