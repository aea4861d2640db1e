import { describe, expect, it } from 'vitest';
import { PERSISTED } from '../state/persisted';
import { memoryStore } from '../state/storage';
import { ApiError } from './errors';
import { createOutbox, type Delivery, MAX_RETRY_MS, type OutboxRequest, retryDelayMs } from './outbox';
import { manualTimers } from './test-fetch';

const request = (path: string, body: unknown = {}): OutboxRequest => ({
  method: 'POST',
  path,
  body,
  headers: { 'X-Session-Id': 'session-abcdef' },
});

/** An outbox whose deliveries follow a script; each attempt is recorded by its body. */
function scripted(results: Delivery['kind'][], storage = memoryStore()) {
  const attempts: unknown[] = [];
  const settled: unknown[] = [];
  const timers = manualTimers();
  const outbox = createOutbox({
    storage,
    now: () => 1000,
    setTimer: timers.setTimer,
    deliver: async (r) => {
      attempts.push(r.body);
      const kind = results.shift() ?? 'delivered';
      if (kind === 'rejected') return { kind, error: new ApiError(409, 'id-taken', 'taken') };
      return kind === 'retry' ? { kind } : { kind, body: { ok: true } };
    },
    onSettled: (entry) => settled.push(entry.body),
  });
  return { outbox, attempts, settled, timers, storage };
}

describe('retryDelayMs', () => {
  it('doubles from a second up to a minute', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30)).toBe(MAX_RETRY_MS);
  });
});

describe('outbox', () => {
  it('tries again after a wait, backing off while the server stays away, until it answers', async () => {
    const { outbox, attempts, settled, timers } = scripted(['retry', 'retry', 'delivered']);
    outbox.add(request('/game/score', { id: 'a' }));
    expect(timers.pendingMs()).toBe(1000);
    timers.fire();
    await outbox.flush();
    expect(timers.pendingMs()).toBe(1000);
    timers.fire();
    await outbox.flush();
    expect(timers.pendingMs()).toBe(2000);
    timers.fire();
    await outbox.flush();
    expect(attempts).toHaveLength(3);
    expect(settled).toEqual([{ id: 'a' }]);
    expect(outbox.entries()).toHaveLength(0);
    expect(timers.pendingMs()).toBeUndefined();
  });

  it('sends in order and stops at the first that gets no answer', async () => {
    const { outbox, attempts } = scripted(['delivered', 'retry']);
    outbox.add(request('/analytics', 1));
    outbox.add(request('/analytics', 2));
    outbox.add(request('/analytics', 3));
    await outbox.flush();
    expect(attempts).toEqual([1, 2]);
    expect(outbox.entries().map((e) => e.body)).toEqual([2, 3]);
  });

  it('drops a write the server refuses (sending it again would not help)', async () => {
    const { outbox, settled } = scripted(['rejected']);
    outbox.add(request('/game/score', { id: 'b' }));
    await outbox.flush();
    expect(outbox.entries()).toHaveLength(0);
    expect(settled).toEqual([{ id: 'b' }]);
  });

  it('keeps waiting writes in storage, so a reload loses none', async () => {
    const storage = memoryStore();
    const first = scripted(['retry'], storage);
    first.outbox.add(request('/user/gems', { gems: 300 }));
    expect(JSON.parse(storage.getItem(PERSISTED.outbox.key)!).entries).toHaveLength(1);
    const after = scripted(['delivered'], storage);
    expect(after.outbox.entries().map((e) => e.body)).toEqual([{ gems: 300 }]);
    await after.outbox.flush();
    expect(after.attempts).toEqual([{ gems: 300 }]);
    expect(JSON.parse(storage.getItem(PERSISTED.outbox.key)!).entries).toEqual([]);
  });

  it('ignores stored entries it cannot read', () => {
    const storage = memoryStore();
    storage.setItem(
      PERSISTED.outbox.key,
      JSON.stringify({ entries: [{ id: 'x', method: 'DELETE', path: '/a' }, 'junk', null] }),
    );
    expect(scripted([], storage).outbox.entries()).toEqual([]);
  });

  it('a stream of new writes does not push a waiting round back', () => {
    const { outbox, timers } = scripted([]);
    outbox.add(request('/analytics', 1));
    const first = timers.pendingMs();
    outbox.add(request('/analytics', 2));
    expect(timers.pendingMs()).toBe(first);
    expect(outbox.hasPending('/analytics')).toBe(true);
    expect(outbox.hasPending('/game/score')).toBe(false);
  });
});
