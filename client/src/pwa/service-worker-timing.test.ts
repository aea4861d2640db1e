import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_AFTER_LOAD_MS, type SettlingPage, whenSettled } from './service-worker-timing';

/** A page whose load event and idle moments the test sets off, on Vitest's fake clock. */
function fakePage(loaded: boolean) {
  const onLoad: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const page: SettlingPage = {
    loaded: () => loaded,
    onLoad: (run) => onLoad.push(run),
    after: (ms, run) => setTimeout(run, ms),
    whenIdle: (run) => idle.push(run),
  };
  return {
    page,
    load: () => {
      for (const run of onLoad.splice(0)) run();
    },
    goIdle: () => {
      for (const run of idle.splice(0)) run();
    },
  };
}

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers only after the load event, the delay and an idle moment, in that order', () => {
    const register = vi.fn();
    const fake = fakePage(false);
    whenSettled(register, fake.page);
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS * 2);
    fake.goIdle();
    expect(register).not.toHaveBeenCalled();
    fake.load();
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS - 1);
    fake.goIdle();
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).not.toHaveBeenCalled();
    fake.goIdle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has already loaded', () => {
    const register = vi.fn();
    const fake = fakePage(true);
    whenSettled(register, fake.page);
    vi.advanceTimersByTime(REGISTER_AFTER_LOAD_MS);
    fake.goIdle();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
