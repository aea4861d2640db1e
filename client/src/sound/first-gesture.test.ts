import { describe, expect, it, vi } from 'vitest';
import { watchGestures } from './first-gesture';

describe('watchGestures', () => {
  it('runs what waits once, at the first event that counts as a gesture', () => {
    const page = new EventTarget();
    const watch = watchGestures(page);
    const first = vi.fn();
    const second = vi.fn();
    watch.after(first);
    watch.after(second);
    for (const type of ['scroll', 'pointermove', 'focus', 'wheel']) page.dispatchEvent(new Event(type));
    expect(watch.happened()).toBe(false);
    expect(first).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('touchend'));
    expect(watch.happened()).toBe(true);
    page.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it.each(['pointerdown', 'pointerup', 'mousedown', 'touchend', 'keydown'])('counts %s', (type) => {
    const page = new EventTarget();
    const watch = watchGestures(page);
    page.dispatchEvent(new Event(type));
    expect(watch.happened()).toBe(true);
  });

  it('runs at once after a gesture, and believes the browser that one was made', () => {
    const page = new EventTarget();
    const activation = { hasBeenActive: false };
    const watch = watchGestures(page, activation);
    expect(watch.happened()).toBe(false);
    activation.hasBeenActive = true;
    const run = vi.fn();
    watch.after(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not run what was cancelled', () => {
    const page = new EventTarget();
    const watch = watchGestures(page);
    const run = vi.fn();
    watch.after(run)();
    page.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });

  it('stops listening after the first gesture', () => {
    const page = new EventTarget();
    const remove = vi.spyOn(page, 'removeEventListener');
    watchGestures(page);
    page.dispatchEvent(new Event('mousedown'));
    expect(remove).toHaveBeenCalledTimes(5);
  });
});
