import { describe, expect, it } from 'vitest';
import { PERSISTED } from '../state/persisted';
import { memoryStore } from '../state/storage';
import { createCalls } from './calls';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { type Answer, manualTimers, scriptedFetch } from './test-fetch';

function setup(answers: Answer[], token: string | null = null) {
  const { fetch, calls } = scriptedFetch(answers);
  const storage = memoryStore();
  const timers = manualTimers();
  const client = createApiClient({
    fetch,
    token: () => token,
    sessionId: () => 'session-abcdef',
    tenant: 'games.example.org',
    storage,
    now: () => 5000,
    setTimer: timers.setTimer,
  });
  return { api: createCalls(client), client, calls, storage, timers };
}

const score = { id: 'game-0001', puzzleId: 'B1L1-1' } as never;

describe('api client', () => {
  it('sends the headers of every call, and the token when signed in', async () => {
    const guest = setup([{ status: 200, body: { ok: true } }]);
    await guest.api.health();
    expect(guest.calls[0]).toMatchObject({ url: '/api/health', method: 'GET' });
    expect(guest.calls[0]!.headers).toMatchObject({
      'X-Session-Id': 'session-abcdef',
      'X-Tenant': 'games.example.org',
    });
    expect(guest.calls[0]!.headers.Authorization).toBeUndefined();

    const player = setup([{ status: 200, body: { gems: 1300 } }], 'tok');
    await player.api.claimAd('ad-1');
    expect(player.calls[0]).toMatchObject({
      url: '/api/user/ad/claim',
      method: 'POST',
      body: { adId: 'ad-1' },
    });
    expect(player.calls[0]!.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('puts query values in the address and leaves out the ones not given', async () => {
    const { api, calls } = setup([
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    await api.game({ level: 2, shape: 3, difficulty: 1 });
    await api.game({ level: 3, shape: 4, difficulty: 4, id: 'B9L4-16' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/game?level=2&shape=3&difficulty=1',
      '/api/game?level=3&shape=4&difficulty=4&id=B9L4-16',
    ]);
  });

  it('turns an error answer into the text the player should see', async () => {
    const { api } = setup([
      { status: 401, body: { message: 'Wrong username or password.', code: 'error-login-wrongcredentials' } },
    ]);
    const failure = await api.login('a@example.org', 'nope').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'error-login-wrongcredentials' });
  });

  it('an interactive call without an answer fails as a network error and is not queued', async () => {
    const { api, client } = setup(['network-down']);
    await expect(api.login('a@example.org', 'pw')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(client.outbox.entries()).toHaveLength(0);
  });

  it('a score that cannot be sent waits in the outbox with its headers and goes when the server is back', async () => {
    const { api, client, calls, storage, timers } = setup(
      [
        'network-down',
        { status: 503, body: { message: 'down', code: 'internal' } },
        { status: 200, body: { id: 'game-0001' } },
      ],
      'tok',
    );
    expect(await api.postScore(score)).toEqual({ status: 'queued' });
    // Kept with its session and tenant, not its token: it goes with the token of the moment.
    const stored = JSON.parse(storage.getItem(PERSISTED.outbox.key)!).entries[0];
    expect(stored).toMatchObject({ path: '/game/score', headers: { 'X-Session-Id': 'session-abcdef' } });
    expect(stored.headers.Authorization).toBeUndefined();
    timers.fire();
    await client.outbox.flush();
    expect(client.outbox.entries()).toHaveLength(1);
    timers.fire();
    await client.outbox.flush();
    expect(client.outbox.entries()).toHaveLength(0);
    expect(calls.map((c) => c.body)).toEqual([score, score, score]);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(Array(3).fill('Bearer tok'));
  });

  it('a 5xx answer to a write queues it too; a 4xx answer throws', async () => {
    const down = setup([{ status: 500, body: { message: 'Error. Please try again.', code: 'internal' } }]);
    expect(await down.api.setGems(300, 500)).toEqual({ status: 'queued' });
    const refused = setup([
      { status: 422, body: { message: 'Score does not match', code: 'score-mismatch' } },
    ]);
    await expect(refused.api.postScore(score)).rejects.toMatchObject({ code: 'score-mismatch' });
    expect(refused.client.outbox.entries()).toHaveLength(0);
  });

  it('a write to a path with one waiting goes behind it, not ahead', async () => {
    const { api, client, calls } = setup(['network-down']);
    await api.setGems(400, 500);
    expect(await api.setGems(300, 400)).toEqual({ status: 'queued' });
    expect(calls).toHaveLength(1);
    await client.outbox.flush();
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { gems: 400, from: 500 },
      { gems: 300, from: 400 },
    ]);
  });

  it("a game's post goes behind a gem total still waiting in the outbox", async () => {
    const { api, client, calls } = setup(['network-down']);
    await api.setGems(300, 500);
    expect(await api.postScore(score)).toEqual({ status: 'queued' });
    expect(calls).toHaveLength(1);
    await client.outbox.flush();
    expect(calls.slice(1).map((c) => c.url)).toEqual(['/api/user/gems', '/api/game/score']);
  });

  it("a game's post waits for a gem total on its way, and goes after its answer", async () => {
    const order: string[] = [];
    let answerGems: () => void = () => undefined;
    const client = createApiClient({
      fetch: (url) => {
        order.push(`sent ${url}`);
        const reply = () => {
          order.push(`answered ${url}`);
          return new Response(JSON.stringify({ gems: 300 }), { status: 200 });
        };
        if (url.endsWith('/user/gems')) return new Promise((done) => (answerGems = () => done(reply())));
        return Promise.resolve(reply());
      },
      token: () => 'tok',
      sessionId: () => 'session-abcdef',
      tenant: 'main',
      storage: memoryStore(),
    });
    const api = createCalls(client);
    const gems = api.setGems(300, 500);
    const posted = api.postScore(score);
    await Promise.resolve();
    expect(order).toEqual(['sent /api/user/gems']);
    answerGems();
    await Promise.all([gems, posted]);
    expect(order).toEqual([
      'sent /api/user/gems',
      'answered /api/user/gems',
      'sent /api/game/score',
      'answered /api/game/score',
    ]);
  });

  it('sends answered writes straight back', async () => {
    const { api } = setup([{ status: 200, body: { stored: 1 } }]);
    const sent = await api.analytics([{ eventName: 'session_start', ID: 'session-abcdef' }]);
    expect(sent).toEqual({ status: 'sent', value: { stored: 1 } });
  });
});
