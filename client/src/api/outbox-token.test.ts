import { describe, expect, it } from 'vitest';
import { PERSISTED } from '../state/persisted';
import { memoryStore } from '../state/storage';
import { createCalls } from './calls';
import { createApiClient } from './client';
import { type Answer, manualTimers, scriptedFetch } from './test-fetch';

const score = { id: 'game-0001', puzzleId: 'B1L1-1' } as never;

/** A client whose token the test changes, as signing out and in again does. */
function setup(answers: Answer[], storage = memoryStore()) {
  const { fetch, calls } = scriptedFetch(answers);
  let token: string | null = 'first-token';
  const client = createApiClient({
    fetch,
    token: () => token,
    sessionId: () => 'session-abcdef',
    tenant: 'main',
    storage,
    now: () => 5000,
    setTimer: manualTimers().setTimer,
  });
  return {
    api: createCalls(client),
    client,
    calls,
    storage,
    signInAs: (next: string | null) => {
      token = next;
    },
  };
}

describe('the outbox and tokens', () => {
  it("keeps no token in storage, and sends a waiting write with the current session's", async () => {
    const { api, client, calls, storage, signInAs } = setup([
      'network-down',
      { status: 200, body: { id: 'game-0001', verified: true, total: 10, prize: 0 } },
    ]);
    expect(await api.postScore(score)).toEqual({ status: 'queued' });
    expect(storage.getItem(PERSISTED.outbox.key) ?? '').not.toContain('first-token');
    signInAs('second-token');
    await client.outbox.flush();
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer first-token', 'Bearer second-token']);
  });

  it("a kept (refused) game is sent again with the current session's token", async () => {
    const { api, client, calls, storage, signInAs } = setup([
      { status: 401, body: { message: 'Sign in again.', code: 'sign-in-required' } },
      { status: 200, body: { id: 'game-0001', verified: true, total: 10, prize: 0 } },
    ]);
    await expect(api.postScore(score)).rejects.toMatchObject({ status: 401 });
    const kept = client.outbox.kept();
    expect(kept).toHaveLength(1);
    expect(storage.getItem(PERSISTED.outbox.key) ?? '').not.toContain('first-token');
    signInAs('second-token');
    await client.outbox.retry(kept[0]!.id);
    expect(calls.at(-1)!.headers.Authorization).toBe('Bearer second-token');
  });

  it('tokens an older version left in the stored outbox are removed when it loads', () => {
    const storage = memoryStore();
    const old = {
      entries: [
        {
          id: 'a-1',
          method: 'POST',
          path: '/game/score',
          body: {},
          headers: { Authorization: 'Bearer old-token', 'X-Session-Id': 'session-abcdef' },
          queuedAt: 1,
        },
      ],
      kept: [],
    };
    storage.setItem(PERSISTED.outbox.key, JSON.stringify(old));
    const { client } = setup([], storage);
    expect(client.outbox.entries()).toHaveLength(1);
    expect(storage.getItem(PERSISTED.outbox.key) ?? '').not.toContain('old-token');
  });
});
