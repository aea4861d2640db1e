import { describe, expect, it } from 'vitest';
import { manualTimers } from '../../api/test-fetch';
import { PRELOAD_TIMEOUT_MS, preload } from './preload';

describe('preload', () => {
  it('reports progress image by image, failed ones included, and ends when all are done', async () => {
    const progress: string[] = [];
    const timers = manualTimers();
    const outcome = await preload({
      urls: ['a.svg', 'b.svg', 'broken.svg'],
      load: (url) => (url === 'broken.svg' ? Promise.reject(new Error('404')) : Promise.resolve()),
      onProgress: (done, total) => progress.push(`${done}/${total}`),
      setTimer: timers.setTimer,
    });
    expect(outcome).toBe('loaded');
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(timers.pendingMs()).toBeUndefined();
  });

  it('gives up after 3000 ms', async () => {
    const timers = manualTimers();
    const done = preload({
      urls: ['slow.svg'],
      load: () => new Promise(() => undefined),
      onProgress: () => undefined,
      setTimer: timers.setTimer,
    });
    expect(timers.pendingMs()).toBe(PRELOAD_TIMEOUT_MS);
    expect(PRELOAD_TIMEOUT_MS).toBe(3000);
    timers.fire();
    expect(await done).toBe('timeout');
  });
});
