import { afterEach, describe, expect, it, vi } from 'vitest';

/** A media query list whose answer the test sets, telling its listeners as a browser would. */
function fakeQuery(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list = {
    matches,
    addEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  const set = (value: boolean) => {
    list.matches = value;
    for (const listener of listeners) listener({ matches: value });
  };
  return { list, set, asked: vi.fn(() => list) };
}

/** The module afresh (its answer is kept at module level), over a window whose query is `fake`. */
async function freshStore(fake: ReturnType<typeof fakeQuery>) {
  vi.resetModules();
  vi.stubGlobal('window', { matchMedia: fake.asked });
  return (await import('./reduced-motion')).reducedMotionStore;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reduced-motion store', () => {
  it("answers the system's setting, and asks the browser once however often React reads it", async () => {
    const fake = fakeQuery(true);
    const store = await freshStore(fake);
    expect(store.snapshot()).toBe(true);
    expect(store.snapshot()).toBe(true);
    expect(fake.asked).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers when the setting changes, and stops telling one that left', async () => {
    const fake = fakeQuery(false);
    const store = await freshStore(fake);
    const told = vi.fn();
    const leave = store.subscribe(told);
    fake.set(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toBe(true);
    leave();
    fake.set(false);
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toBe(false);
  });

  it('follows a change made while no component listens (the next one mounted reads it)', async () => {
    const fake = fakeQuery(false);
    const store = await freshStore(fake);
    store.subscribe(() => {})();
    fake.set(true);
    expect(store.snapshot()).toBe(true);
  });

  it('answers no motion reduction where the browser has no media queries', async () => {
    vi.resetModules();
    vi.stubGlobal('window', {});
    const store = (await import('./reduced-motion')).reducedMotionStore;
    expect(store.snapshot()).toBe(false);
  });
});
