// The controller with the real API client over a scripted fetch: a score post that finds no
// server waits in the outbox, and its answer, when it comes, still reaches the end screen.

import { PUZZLE_PHASES } from '@numberland/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCalls } from '../api/calls';
import { createApiClient } from '../api/client';
import { type Answer, manualTimers, scriptedFetch } from '../api/test-fetch';
import { memoryStore } from '../state/storage';
import { STARTUP_DELAY_MS } from './puzzle-setup';
import { playHarness, servedPuzzle, settle } from './test-controller';
import { solveActions, T0 } from './test-game';

const NILE = servedPuzzle(1, 2, 2);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

function withClient(answers: Answer[]) {
  const { fetch, calls } = scriptedFetch(answers);
  const outboxTimers = manualTimers();
  let client: ReturnType<typeof createApiClient> | undefined;
  const h = playHarness(NILE, {
    token: 'tok-a',
    api: (stores) => {
      client = createApiClient({
        fetch,
        token: () => stores.auth.getState().token,
        sessionId: () => stores.auth.getState().sessionId,
        tenant: 'main',
        storage: memoryStore(),
        setTimer: outboxTimers.setTimer,
      });
      return createCalls(client);
    },
  });
  if (!client) throw new Error('no client');
  return { ...h, client, calls, outboxTimers };
}

async function playedToTheEnd(h: ReturnType<typeof withClient>) {
  h.controller.attach();
  h.controller.hearLateScores();
  h.controller.request({ level: 1, shape: 2, difficulty: 2 });
  await settle();
  vi.advanceTimersByTime(STARTUP_DELAY_MS);
  for (const action of solveActions(h.game())) {
    vi.advanceTimersByTime(1000);
    h.controller.dispatch(action);
  }
  expect(h.state().phase).toBe(PUZZLE_PHASES.finished);
  await settle();
}

describe('a score post without a server', () => {
  it('waits in the outbox, and its late answer brings the balance and the prize', async () => {
    const answer = { id: 'game-1', verified: true, total: 900, prize: 200, gems: 900 };
    const h = withClient([{ status: 200, body: NILE }, 'network-down', { status: 200, body: answer }]);
    await playedToTheEnd(h);
    expect(h.client.outbox.entries()).toEqual([
      expect.objectContaining({ path: '/game/score', tag: { kind: 'score', id: 'game-1' } }),
    ]);
    expect(h.stores.game.getState().finish).toMatchObject({ prize: 0, score: { kind: 'waiting' } });
    expect(h.stores.auth.getState().gems).toBe(500);

    h.outboxTimers.fire();
    await h.client.outbox.flush();
    expect(h.client.outbox.entries()).toEqual([]);
    expect(h.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/game?level=1&shape=2&difficulty=2',
      'POST /api/game/score',
      'POST /api/game/score',
    ]);
    expect(h.stores.auth.getState().gems).toBe(900);
    expect(h.stores.game.getState().finish).toMatchObject({ prize: 200, score: { kind: 'saved' } });
  });

  it('a refusal when it is sent again is kept for the player, shown and reported', async () => {
    const h = withClient([
      { status: 200, body: NILE },
      'network-down',
      { status: 422, body: { message: 'The posted score do not match.', code: 'score-mismatch' } },
    ]);
    await playedToTheEnd(h);
    h.outboxTimers.fire();
    await h.client.outbox.flush();
    expect(h.client.outbox.kept()).toEqual([
      expect.objectContaining({ status: 422, code: 'score-mismatch' }),
    ]);
    expect(h.stores.game.getState().finish).toMatchObject({
      score: { kind: 'refused', code: 'score-mismatch' },
    });
    expect(h.reports.map((r) => r.details)).toEqual([
      { gameId: 'game-1', status: 422, code: 'score-mismatch', message: 'The posted score do not match.' },
    ]);
  });
});
