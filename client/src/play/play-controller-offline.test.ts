// Issue 19, "playable offline": with no answer from the server, /play makes the chosen slot's
// puzzle on the device (the engine's generator, the server's id format), the game plays it fully,
// and its score post says it was made on the device. The controller's news (the embedder API's
// source) follows every game, served or not.

import { fromId, landSlot, PUZZLE_PHASES, parsePuzzleId, starCount } from '@numberland/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../api/errors';
import { devicePuzzle } from './device-puzzle';
import type { PlayNews } from './play-news';
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

async function playOut(
  h: ReturnType<typeof playHarness>,
  query = { level: 1, shape: 2, difficulty: 2 } as const,
) {
  h.controller.attach();
  h.controller.request(query);
  await settle();
  vi.advanceTimersByTime(STARTUP_DELAY_MS);
  for (const action of solveActions(h.game())) {
    vi.advanceTimersByTime(1000);
    h.controller.dispatch(action);
  }
  expect(h.state().phase).toBe(PUZZLE_PHASES.finished);
  await settle();
}

describe('devicePuzzle', () => {
  it("makes the slot's puzzle with an id the server regenerates to the same wire puzzle", () => {
    const made = devicePuzzle({ level: 2, shape: 3, difficulty: 3 }, 1234);
    if (!made.ok) throw new Error(made.error);
    const key = parsePuzzleId(made.value.puzzleId);
    expect(key).toMatchObject({
      ok: true,
      value: { shape: landSlot(2, 3).shape, difficulty: 3, seed: 1234 },
    });
    // The same wire puzzle GET /game serves for that id.
    expect(made.value).toEqual(servedPuzzle(2, 3, 3, 1234));
    expect(fromId(made.value.puzzleId).ok).toBe(true);
  });

  it("regenerates an address's id, and refuses what the server refuses", () => {
    const id = NILE.puzzleId;
    expect(devicePuzzle({ level: 1, shape: 2, difficulty: 2, id })).toEqual({ ok: true, value: NILE });
    expect(devicePuzzle({ level: 1, shape: 1, difficulty: 2, id }).ok).toBe(false);
    expect(devicePuzzle({ level: 1, shape: 2, difficulty: 4 }).ok).toBe(false);
    expect(devicePuzzle({ level: 1, shape: 2, difficulty: 2, id: 'nonsense' }).ok).toBe(false);
  });
});

describe('/play without a server', () => {
  it('plays a puzzle made on the device, and its score post says so', async () => {
    const h = playHarness(NILE);
    h.api.serve = () => Promise.reject(networkError());
    await playOut(h);
    const { load } = h.stores.load.getState();
    expect(load).toMatchObject({ status: 'ready', source: 'device' });
    if (load.status !== 'ready') return;
    expect(parsePuzzleId(load.wire.puzzleId)).toMatchObject({
      ok: true,
      value: { shape: landSlot(1, 2).shape },
    });
    expect(h.api.posts).toHaveLength(1);
    expect(h.api.posts[0]).toMatchObject({ puzzleId: load.wire.puzzleId, madeOnDevice: true });
  });

  it('a served puzzle is posted without the flag; a refusal (4xx) is shown, not replaced', async () => {
    const h = playHarness(NILE);
    await playOut(h);
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', source: 'server' });
    expect(h.api.posts[0]).not.toHaveProperty('madeOnDevice');

    const refused = playHarness(NILE);
    refused.api.serve = () => Promise.reject(new ApiError(400, 'bad-id', 'No such puzzle.'));
    refused.controller.attach();
    refused.controller.request({ level: 1, shape: 2, difficulty: 2 });
    await settle();
    expect(refused.stores.load.getState().load).toMatchObject({ status: 'failed' });
  });

  it('a server error (5xx) is as good as no server: the device makes the puzzle', async () => {
    const h = playHarness(NILE);
    h.api.serve = () => Promise.reject(new ApiError(503, 'unavailable', 'Down for a moment.'));
    h.controller.attach();
    h.controller.request({ level: 3, shape: 4, difficulty: 4 });
    await settle();
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', source: 'device' });
  });
});

describe('the controller news', () => {
  it('tells when a game begins (after the countdown) and ends, with the end screen numbers', async () => {
    const h = playHarness(NILE);
    const news: PlayNews[] = [];
    h.controller.onNews((n) => news.push(n));
    h.controller.attach();
    h.controller.request({ level: 1, shape: 2, difficulty: 2 });
    await settle();
    expect(news).toEqual([]);
    vi.advanceTimersByTime(STARTUP_DELAY_MS);
    expect(news).toEqual([
      {
        type: 'puzzle-started',
        puzzleId: NILE.puzzleId,
        land: 1,
        shape: landSlot(1, 2).shape,
        slot: 2,
        difficulty: 2,
      },
    ]);
    for (const action of solveActions(h.game())) {
      vi.advanceTimersByTime(1000);
      h.controller.dispatch(action);
    }
    const state = h.state();
    expect(news[1]).toEqual({
      type: 'puzzle-finished',
      puzzleId: NILE.puzzleId,
      stars: starCount(state.stars),
      score: h.api.posts[0]?.score.total,
      time: h.api.posts[0]?.playTime,
      solved: true,
    });
    expect(news[1]).toMatchObject({ stars: 3 });
    expect(news).toHaveLength(2);
  });
});
