import { PUZZLE_PHASES } from '@numberland/engine';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { STARTUP_DELAY_MS } from './puzzle-setup';
import { fakeTimersFromT0, NILE, NILE_QUERY, playHarness, settle } from './test-controller';

const query = NILE_QUERY;

fakeTimersFromT0();

async function opened(options: Parameters<typeof playHarness>[1] = {}) {
  const h = playHarness(NILE, options);
  const detach = h.controller.attach();
  h.controller.request(query);
  await settle();
  return { ...h, detach };
}

describe('setting up a puzzle', () => {
  it('loads the puzzle asked for, makes it the selection, and begins its countdown', async () => {
    const h = await opened();
    expect(h.api.queries).toEqual([query]);
    expect(h.stores.load.getState().load.status).toBe('ready');
    expect(h.stores.selection.getState()).toMatchObject({ level: 1, shape: 2, difficulty: 1 });
    expect(h.stores.currentPuzzle.getState().current).toMatchObject({
      puzzleId: NILE.puzzleId,
      name: 'Nile',
    });
    const state = h.state();
    expect(state.phase).toBe(PUZZLE_PHASES.starting);
    expect(state.start).toMatchObject({
      id: 'game-1',
      puzzleId: NILE.puzzleId,
      startupDelayMs: STARTUP_DELAY_MS,
    });
    expect(h.sounds).toEqual(['countdown']);
    // The scene was told the new game (loading), then its countdown.
    const updates = h.emitted.filter((e) => e.name === 'puzzle:update');
    expect(updates.map((e) => (e.payload as { state: { phase: number } }).state.phase)).toEqual([0, 1]);
  });

  it('keeps the puzzle for the same query or for its own id; another puzzle is a new fetch', async () => {
    const h = await opened();
    h.controller.request({ ...query });
    h.controller.request({ ...query, id: NILE.puzzleId });
    await settle();
    expect(h.api.queries).toHaveLength(1);
    h.controller.newPuzzle();
    await settle();
    expect(h.api.queries).toEqual([query, query]);
    expect(h.state().start.id).toBe('game-2');
  });

  it('the first time in a land, waits for the welcome; its Play marks the land seen and begins', async () => {
    const h = await opened({ seen: false });
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'welcome' });
    expect(h.state().phase).toBe(PUZZLE_PHASES.loading);
    expect(vi.getTimerCount()).toBe(0);
    h.controller.playAfterWelcome();
    expect(h.stores.settings.getState().seenTutorial[1]).toBe(true);
    expect(h.stores.prompt.getState().prompt).toBeUndefined();
    expect(h.state().phase).toBe(PUZZLE_PHASES.starting);
  });

  it('plays the same puzzle again as a new game, without a fetch', async () => {
    const h = await opened();
    h.controller.dispatch({ type: 'exit' });
    h.controller.replay();
    expect(h.api.queries).toHaveLength(1);
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.starting, abandoned: false });
    expect(h.state().start).toMatchObject({ id: 'game-2', puzzleId: NILE.puzzleId });
  });

  it('leaving mid-game ends the game unposted, stops every timer, and loads afresh next time', async () => {
    const h = await opened();
    vi.advanceTimersByTime(STARTUP_DELAY_MS);
    expect(h.state().phase).toBe(PUZZLE_PHASES.playing);
    h.detach();
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.finished, abandoned: true });
    expect(h.api.posts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.stores.load.getState().load.status).toBe('loading');
    h.controller.attach();
    h.controller.request(query);
    await settle();
    expect(h.api.queries).toHaveLength(2);
  });

  it('loading another puzzle ends the unfinished game first', async () => {
    const h = await opened();
    const first = h.game();
    h.controller.newPuzzle();
    expect(h.state()).toMatchObject({ abandoned: true, phase: PUZZLE_PHASES.finished });
    expect(h.state().start.id).toBe(first.state.start.id);
    await settle();
    expect(h.state().start.id).toBe('game-2');
  });

  it('a failed fetch is shown as failed, and a later answer to an abandoned fetch is ignored', async () => {
    const h = playHarness(NILE);
    h.controller.attach();
    h.api.serve = () => Promise.reject(new ApiError(400, 'bad-id', 'No such puzzle.'));
    h.controller.request(query);
    await settle();
    expect(h.stores.load.getState().load).toMatchObject({ status: 'failed', error: { code: 'bad-id' } });

    let answer: (wire: typeof NILE) => void = () => undefined;
    h.api.serve = () => new Promise((done) => (answer = done));
    h.controller.newPuzzle();
    h.api.serve = async () => NILE;
    h.controller.request({ ...query, difficulty: 2 });
    await settle();
    answer(NILE);
    await settle();
    expect(h.api.queries).toHaveLength(3);
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', query: { difficulty: 2 } });
    expect(h.state().start.id).toBe('game-1');
  });

  it('comes in pieces, a task each: the stores hear of the puzzle only at the last, and a later request between them wins', async () => {
    // The page's tasks, run one at a time by the test.
    const turns: (() => void)[] = [];
    const nextTask = () => new Promise<void>((resolve) => turns.push(resolve));
    const turn = async () => {
      turns.shift()?.();
      await settle();
    };
    const h = playHarness(NILE, { nextTask });
    h.controller.attach();
    h.controller.request(query);
    await settle();
    // The answer came: parsed in the next task, the game made in the one after, then shown.
    for (const piece of ['parse', 'make the game']) {
      expect(turns, `waiting to ${piece}`).toHaveLength(1);
      expect(h.stores.load.getState().load.status).toBe('loading');
      expect(h.stores.game.getState().game).toBeUndefined();
      await turn();
    }
    expect(turns).toHaveLength(1);
    await turn();
    expect(turns).toHaveLength(0);
    expect(h.stores.load.getState().load.status).toBe('ready');
    expect(h.state().start).toMatchObject({ id: 'game-1', puzzleId: NILE.puzzleId });

    // Another puzzle asked while the first is between its pieces: the first's pieces stop.
    h.controller.newPuzzle();
    await settle();
    await turn();
    h.controller.request({ ...query, difficulty: 2 });
    await settle();
    while (turns.length > 0) await turn();
    expect(h.stores.load.getState().load).toMatchObject({ status: 'ready', query: { difficulty: 2 } });
    expect(h.state().start.id).toBe('game-2');
    expect(h.api.queries).toHaveLength(3);
  });

  it('a puzzle the engine cannot start is unplayable', async () => {
    // Every clue hidden: many solutions, so no session can start.
    const open = { ...NILE, data: NILE.data.map((v) => (v > 0 ? 0 : v)) };
    const h = playHarness(open);
    h.controller.attach();
    h.controller.request(query);
    await settle();
    expect(h.stores.load.getState().load.status).toBe('unplayable');
    expect(h.stores.game.getState().game).toBeUndefined();
  });
});
