import { PUZZLE_PHASES } from '@numberland/engine';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../state/storage';
import { KEPT_GAME_KEY } from './tab-storage';
import { fakeTimersFromT0, NILE, NILE_QUERY, playHarness, settle } from './test-controller';

const query = NILE_QUERY;

fakeTimersFromT0();

/** A game under way on /play with one number found, then left for a lesson. */
async function keptGame(tab = memoryStore()) {
  const h = playHarness(NILE, { keptStore: tab });
  const detach = h.controller.attach();
  h.controller.request(query);
  await settle();
  vi.advanceTimersByTime(4000);
  const cell = h.state().puzzle.layout.mysteries[0]!;
  h.controller.dispatch({ type: 'select', cell });
  h.controller.dispatch({ type: 'digit', digit: h.state().solution[0]! });
  vi.advanceTimersByTime(5000);
  h.controller.keepForLesson();
  detach();
  return { h, tab };
}

describe('a puzzle kept for a lesson, after a reload', () => {
  it('comes back as the same game: same board, same number found, paused, the same time left', async () => {
    const { h: before, tab } = await keptGame();
    const kept = before.state();
    // The page reloads: a new controller and new stores, the same tab's session storage.
    vi.advanceTimersByTime(60_000);
    const after = playHarness(NILE, { keptStore: tab });
    expect(after.controller.hasKeptGame()).toBe(true);
    expect(after.controller.keptGamePath()).toBe(`/play?id=${NILE.puzzleId}`);
    after.controller.attach();
    after.controller.request({ ...query, id: NILE.puzzleId });
    await settle();
    // Nothing fetched: the board is the kept one, replayed from its record.
    expect(after.api.queries).toEqual([]);
    expect(after.state()).toEqual(kept);
    expect(after.game().record).toEqual(before.game().record);
    expect(after.stores.prompt.getState().prompt).toEqual({ kind: 'back-from-lesson' });
    expect(after.controller.hasKeptGame()).toBe(false);
    expect(tab.getItem(KEPT_GAME_KEY)).toBeNull();
    // Played on: the clock runs from where it stopped, not from the reload's minute.
    after.controller.playOn();
    expect(after.state().pausedAt).toBe(0);
    expect(after.state().phase).toBe(PUZZLE_PHASES.playing);
    expect(after.state().mysteries[0]!.value).toBe(after.state().solution[0]);
  });

  it('another puzzle asked for forgets it in the tab too', async () => {
    const { h, tab } = await keptGame();
    expect(tab.getItem(KEPT_GAME_KEY)).not.toBeNull();
    h.controller.attach();
    h.controller.request({ level: 1, shape: 3, difficulty: 1 });
    expect(tab.getItem(KEPT_GAME_KEY)).toBeNull();
    expect(playHarness(NILE, { keptStore: tab }).controller.hasKeptGame()).toBe(false);
  });

  it('what cannot be read is no kept game', () => {
    const tab = memoryStore();
    tab.setItem(KEPT_GAME_KEY, '{"wire":{"puzzleId":"nonsense"}}');
    expect(playHarness(NILE, { keptStore: tab }).controller.hasKeptGame()).toBe(false);
    expect(tab.getItem(KEPT_GAME_KEY)).toBeNull();
  });
});
