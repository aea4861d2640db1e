import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_AFTER_LOAD_MS, type SettlingPage, whenSettled } from './service-worker-timing';

/** A page whose load event and idle moments the test sets off, on Vitest's fake clock. */
function fakePage(loaded: boolean) {
  let load = () => {};
  const done = loaded ? Promise.resolve() : new Promise<void>((resolve) => (load = resolve));
  const idle: (() => void)[] = [];
  const page: SettlingPage = {
    loaded: () => done,
    after: (ms, run) => setTimeout(run, ms),
    whenIdle: (run) => idle.push(run),
  };
  return {
    page,
    /** Fires the load event, and lets the promise waiting on it go on. */
    load: async () => {
      load();
      await done;
    },
    goIdle: () => {
      for (const run of idle.splice(0)) run();
    },
  };
}

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers only after the load event, the delay and an idle moment, in that order', async () => {
    const register = vi.fn();
    const fake = fakePage(false);
    const settled = whenSettled(register, fake.page);
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS * 2);
    fake.goIdle();
    expect(register).not.toHaveBeenCalled();
    await fake.load();
    await settled;
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS - 1);
    fake.goIdle();
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).not.toHaveBeenCalled();
    fake.goIdle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has already loaded', async () => {
    const register = vi.fn();
    const fake = fakePage(true);
    await whenSettled(register, fake.page);
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    fake.goIdle();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
