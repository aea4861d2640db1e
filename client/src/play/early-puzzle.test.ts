// Issue 17: /play opened from the address asks for its puzzle from the page's entry, and the play
// controller's first load uses that answer, once, for the same query and player only.

import type { WirePuzzle } from '@numberland/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCalls } from '../api/calls';
import { createApiClient } from '../api/client';
import { ApiError, networkError } from '../api/errors';
import { scriptedFetch } from '../api/test-fetch';
import type { Selected } from '../app/paths';
import { memoryStore } from '../state/storage';
import { type EarlyPuzzleDeps, startEarlyPuzzle } from './early-puzzle';
import type { PuzzleQuery } from './puzzle-query';
import { playHarness, servedPuzzle, settle } from './test-controller';
import { T0 } from './test-game';

const NILE = servedPuzzle(1, 2, 2);
const SERVED_LATER = servedPuzzle(1, 2, 2, 99);
/** What /play asks for at `/play?id=<NILE>`: the id's shape is slot 2 of summerland. */
const NILE_QUERY = { level: 1, shape: 2, difficulty: 2, id: NILE.puzzleId } as const;
/** What /play asks for with no id and nothing picked: slot 1 of the selected land. */
const SELECTION: Selected = { level: 1, shape: 0, difficulty: 2 };
const SELECTION_QUERY = { level: 1, shape: 1, difficulty: 2 } as const;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The page opened at `address`; GET /game answers with `answer`. */
function opened(
  address: string,
  answer: () => Promise<WirePuzzle> = async () => NILE,
  deps: Partial<EarlyPuzzleDeps> = {},
) {
  const url = new URL(address, 'https://numberland.example');
  const asked: PuzzleQuery[] = [];
  const early = startEarlyPuzzle({
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    selection: SELECTION,
    keptGame: false,
    game: (query) => {
      asked.push(query);
      return answer();
    },
    asker: () => 'guest session-1',
    ...deps,
  });
  return { early, asked };
}

describe('the early ask for /play', () => {
  it("goes out as the page starts, before any play code runs, for the Play screen's query", () => {
    expect(opened(`/play?id=${NILE.puzzleId}`).asked).toEqual([NILE_QUERY]);
    expect(opened('/play').asked).toEqual([SELECTION_QUERY]);
    expect(opened('/PLAY/?tenant=games.example.org').asked).toEqual([SELECTION_QUERY]);
  });

  it("carries the headers the play controller's own GET /game would", async () => {
    const { fetch, calls } = scriptedFetch([
      { status: 200, body: NILE },
      { status: 200, body: NILE },
    ]);
    const api = createCalls(
      createApiClient({
        fetch,
        token: () => 'token-1',
        sessionId: () => 'session-abcdef',
        tenant: 'games.example.org',
        storage: memoryStore(),
      }),
    );
    const { early } = opened(`/play?id=${NILE.puzzleId}`, undefined, { game: api.game });
    expect(calls).toHaveLength(1);
    await expect(early.take(NILE_QUERY)).resolves.toEqual(NILE);
    await api.game(NILE_QUERY);
    expect(calls[0]).toEqual(calls[1]);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `/api/game?level=1&shape=2&difficulty=2&id=${NILE.puzzleId}`,
    });
    expect(calls[0]!.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'X-Session-Id': 'session-abcdef',
      'X-Tenant': 'games.example.org',
    });
  });

  it('is not made away from /play, for an id /play refuses, or while a game kept for a lesson waits', () => {
    for (const address of ['/', '/home', '/lessons/sums/practice/1', '/player', '/play/extra']) {
      expect(opened(address).asked, address).toEqual([]);
    }
    // A bad id goes to /play without it; one no land offers shows a notice.
    expect(opened('/play?id=nonsense').asked).toEqual([]);
    expect(opened('/play?id=B1L4-1').asked).toEqual([]);
    // The alpha password screen shows instead of the route.
    expect(opened('/play?setalphapassword=abc').asked).toEqual([]);
    expect(opened(`/play?id=${NILE.puzzleId}`, undefined, { keptGame: true }).asked).toEqual([]);
    expect(opened('/home').early.take(SELECTION_QUERY)).toBeUndefined();
  });

  it('is given once, and only for the query and player it was asked for', async () => {
    const once = opened('/play').early;
    expect(once.take(SELECTION_QUERY)).toBeDefined();
    expect(once.take(SELECTION_QUERY)).toBeUndefined();

    const other = opened('/play').early;
    expect(other.take(NILE_QUERY)).toBeUndefined();
    // The first load took it, though it was for another query: a later one asks the server.
    expect(other.take(SELECTION_QUERY)).toBeUndefined();

    let player = 'guest session-1';
    const signedIn = opened('/play', undefined, { asker: () => player }).early;
    player = 'token-1 session-1';
    expect(signedIn.take(SELECTION_QUERY)).toBeUndefined();

    const left = opened('/play').early;
    left.giveUp();
    expect(left.take(SELECTION_QUERY)).toBeUndefined();
  });

  it('failing and never taken, is no unhandled rejection', async () => {
    const { early } = opened('/play', () => Promise.reject(networkError()));
    early.giveUp();
    await settle();
    expect(early.take(SELECTION_QUERY)).toBeUndefined();
  });
});

describe('the play controller with an early answer', () => {
  it('plays the early answer without asking again, and asks the server for every later puzzle', async () => {
    const { early, asked } = opened(`/play?id=${NILE.puzzleId}`);
    const h = playHarness(SERVED_LATER, { early });
    h.controller.attach();
    h.controller.request(NILE_QUERY);
    await settle();
    expect(asked).toHaveLength(1);
    expect(h.api.queries).toEqual([]);
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', source: 'server', wire: NILE });

    h.controller.newPuzzle();
    await settle();
    expect(h.api.queries).toHaveLength(1);
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', wire: SERVED_LATER });
  });

  it('asks the server itself when its first load is another query', async () => {
    const { early } = opened('/play');
    const h = playHarness(SERVED_LATER, { early });
    h.controller.attach();
    h.controller.request(NILE_QUERY);
    await settle();
    expect(h.api.queries).toEqual([NILE_QUERY]);
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', wire: SERVED_LATER });
  });

  it('meets an early failure as its own: offline, the puzzle is made on the device', async () => {
    const { early } = opened('/play', () => Promise.reject(networkError()));
    const h = playHarness(SERVED_LATER, { early });
    h.controller.attach();
    h.controller.request(SELECTION_QUERY);
    await settle();
    expect(h.api.queries).toEqual([]);
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', source: 'device' });
  });

  it("meets an early refusal as its own: the server's error is shown", async () => {
    const refusal = new ApiError(400, 'wrong-shape', 'Puzzle B9L4-16 is not of this slot.');
    const { early } = opened(`/play?id=${NILE.puzzleId}`, () => Promise.reject(refusal));
    const h = playHarness(SERVED_LATER, { early });
    h.controller.attach();
    h.controller.request(NILE_QUERY);
    await settle();
    expect(h.api.queries).toEqual([]);
    expect(h.stores.load.getState().load).toEqual({ status: 'failed', error: refusal });
  });
});
