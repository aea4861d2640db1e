import { describe, expect, it } from 'vitest';
import { memoryStore } from '../state/storage';
import { createApiClient } from './client';
import type { LateScore } from './late-score';
import { onLateScore } from './late-score';
import { manualTimers, scriptedFetch } from './test-fetch';

function client(answers: Parameters<typeof scriptedFetch>[0]) {
  const { fetch } = scriptedFetch(answers);
  const timers = manualTimers();
  const made = createApiClient({
    fetch,
    token: () => 'tok',
    sessionId: () => 'session-abcdef',
    tenant: 'main',
    storage: memoryStore(),
    setTimer: timers.setTimer,
  });
  const heard: LateScore[] = [];
  onLateScore(made, (late) => heard.push(late));
  return { client: made, timers, heard };
}

const tag = { kind: 'score', id: 'game-7' } as const;

describe('late score answers', () => {
  it('a queued score post answered later is heard by its game id and token, typed', async () => {
    const answer = { id: 'game-7', verified: true, total: 10, prize: 0 };
    const { client: c, timers, heard } = client(['network-down', { status: 200, body: answer }]);
    expect(await c.write('/game/score', { id: 'game-7' }, { tag })).toEqual({ status: 'queued' });
    timers.fire();
    await c.outbox.flush();
    expect(heard).toEqual([{ gameId: 'game-7', token: 'tok', outcome: { kind: 'answered', answer } }]);
  });

  it('an answer that is not a score answer is heard as a refusal; untagged writes are not heard', async () => {
    const {
      client: c,
      timers,
      heard,
    } = client(['network-down', 'network-down', { status: 200, body: { ok: 1 } }]);
    await c.write('/user/gems', { gems: 3 });
    await c.write('/game/score', { id: 'game-7' }, { tag });
    timers.fire();
    await c.outbox.flush();
    expect(heard).toEqual([
      {
        gameId: 'game-7',
        token: 'tok',
        outcome: { kind: 'refused', error: expect.objectContaining({ code: 'bad-answer' }) },
      },
    ]);
  });
});
