// The page's side of the test clock (page-clock.ts): plain JavaScript, read from this file and
// run in the page before any of its scripts. Code meant for the page is never a Node function
// serialised into it: a compiler's helpers (such as the __name that tsx wraps named functions in)
// do not exist there.

window.__installTestClock = (startAt) => {
  const realSetTimeout = window.setTimeout.bind(window);
  const RealDate = Date;
  const perfStart = performance.now();
  let elapsed = 0;
  let nextId = 1;
  /** Timers by id: when each is due, its interval (undefined: once) and what it runs. */
  const timers = new Map();

  const schedule =
    (every) =>
    (handler, ms, ...args) => {
      const id = nextId++;
      const delay = Math.max(0, Number(ms) || 0);
      if (typeof handler !== 'function') throw new TypeError('the test clock runs function timers only');
      const run = () => handler(...args);
      timers.set(id, { at: elapsed + delay, every: every ? Math.max(1, delay) : undefined, run });
      return id;
    };
  const clear = (id) => {
    if (id !== undefined) timers.delete(id);
  };
  window.setTimeout = schedule(false);
  window.setInterval = schedule(true);
  window.clearTimeout = clear;
  window.clearInterval = clear;

  class VirtualDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(startAt + elapsed);
      else super(...args);
    }
    static now() {
      return startAt + elapsed;
    }
  }
  window.Date = VirtualDate;
  performance.now = () => perfStart + elapsed;

  // Real macrotasks let React commit and run effects (which may set new timers) between timers.
  const settle = () => new Promise((resolve) => realSetTimeout(() => realSetTimeout(resolve, 0), 0));

  window.__testClock = {
    elapsed: () => elapsed,
    pending: () => [...timers.values()].map((timer) => timer.at - elapsed),
    async tick(ms) {
      const until = elapsed + ms;
      for (;;) {
        let dueId;
        let due;
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
};
