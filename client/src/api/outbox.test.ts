import { describe, expect, it } from 'vitest';
import { PERSISTED } from '../state/persisted';
import { memoryStore } from '../state/storage';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  createOutbox,
  type Delivery,
  MAX_KEPT,
  MAX_RETRY_MS,
  type OutboxRequest,
  retryDelayMs,
} from './outbox';
import { manualTimers, scriptedFetch } from './test-fetch';

const request = (path: string, body: unknown = {}): OutboxRequest => ({
  method: 'POST',
  path,
  body,
  headers: { 'X-Session-Id': 'session-abcdef' },
});

/** An outbox whose deliveries follow a script; each attempt is recorded by its body. */
function scripted(
  results: Delivery['kind'][],
  storage = memoryStore(),
  keeps?: (request: OutboxRequest) => boolean,
) {
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
    ...(keeps ? { keeps } : {}),
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

  it('keeps a write the server refuses aside, with its answer, instead of dropping it', async () => {
    const { outbox, settled, storage } = scripted(['rejected', 'delivered']);
    let told = 0;
    outbox.subscribe(() => told++);
    outbox.add(request('/game/score', { id: 'b' }));
    outbox.add(request('/game/score', { id: 'c' }));
    await outbox.flush();
    // It does not hold up the writes behind it, and it is not sent again on its own.
    expect(outbox.entries()).toHaveLength(0);
    expect(settled).toEqual([{ id: 'b' }, { id: 'c' }]);
    expect(outbox.kept()).toEqual([
      expect.objectContaining({
        body: { id: 'b' },
        status: 409,
        code: 'id-taken',
        message: 'taken',
        refusedAt: 1000,
      }),
    ]);
    expect(told).toBe(1);
    // A reload still has it for the player to see.
    expect(JSON.parse(storage.getItem(PERSISTED.outbox.key)!).kept).toHaveLength(1);
    expect(
      scripted([], storage)
        .outbox.kept()
        .map((k) => k.body),
    ).toEqual([{ id: 'b' }]);
  });

  it.each([
    [400, 'bad-data'],
    [409, 'id-taken'],
    [422, 'implausible-times'],
  ])('a score post answered %i %s at its first attempt is kept and still throws', async (status, code) => {
    const { fetch } = scriptedFetch([{ status, body: { message: 'No.', code } }]);
    const client = createApiClient({
      fetch,
      token: () => null,
      sessionId: () => 'session-abcdef',
      tenant: 'main',
      storage: memoryStore(),
      now: () => 7000,
      setTimer: manualTimers().setTimer,
    });
    // A score post is known by its tag (api/calls.ts tags every one), not by its path.
    const tag = { kind: 'score', id: 'g' } as const;
    await expect(client.write('/game/score', { id: 'g' }, { tag })).rejects.toMatchObject({ status, code });
    expect(client.outbox.entries()).toHaveLength(0);
    expect(client.outbox.kept()).toEqual([
      expect.objectContaining({ body: { id: 'g' }, status, code, message: 'No.' }),
    ]);
  });

  it('drops a refused write that is not worth keeping (analytics, say)', async () => {
    const { outbox, settled } = scripted(['rejected'], memoryStore(), (r) => r.path === '/game/score');
    outbox.add(request('/analytics', 1));
    await outbox.flush();
    expect(settled).toEqual([1]);
    expect(outbox.kept()).toEqual([]);
  });

  it('a kept write can be let go, or sent again', async () => {
    const { outbox, attempts } = scripted(['rejected', 'rejected', 'delivered']);
    outbox.add(request('/game/score', { id: 'd' }));
    outbox.add(request('/game/score', { id: 'e' }));
    await outbox.flush();
    const [d, e] = outbox.kept();
    outbox.dismiss(d!.id);
    expect(outbox.kept().map((k) => k.body)).toEqual([{ id: 'e' }]);
    await outbox.retry(e!.id);
    expect(attempts).toEqual([{ id: 'd' }, { id: 'e' }, { id: 'e' }]);
    expect(outbox.kept()).toEqual([]);
  });

  it(`keeps the last ${MAX_KEPT} refused writes at most`, async () => {
    const { outbox } = scripted(Array.from({ length: MAX_KEPT + 5 }, () => 'rejected' as const));
    for (let i = 0; i < MAX_KEPT + 5; i++) outbox.add(request('/game/score', { id: i }));
    await outbox.flush();
    expect(outbox.kept()).toHaveLength(MAX_KEPT);
    expect(outbox.kept()[0]!.body).toEqual({ id: 5 });
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
