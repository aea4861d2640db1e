import { lessonPractice, PUZZLE_PHASES } from '@numberland/engine';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersFromT0, NILE, NILE_QUERY, playHarness, settle } from './test-controller';

const query = NILE_QUERY;

fakeTimersFromT0();

describe('lesson mode', () => {
  it('plays a practice board from the engine: at once, hints free with no gems, nothing posted', async () => {
    const h = playHarness(NILE, { gems: 0 });
    const detach = h.controller.attach({ lesson: 'add-multiply', board: 0 });
    const { puzzle, solution } = lessonPractice('add-multiply')[0]!;
    const state = h.state();
    expect(state.phase).toBe(PUZZLE_PHASES.playing);
    expect(state.start).toMatchObject({
      practice: true,
      errorAssist: true,
      puzzleId: 'lesson-add-multiply-1',
    });
    expect(h.api.queries).toEqual([]);
    expect(h.controller.leaveGuarded()).toBe(false);
    h.controller.requestAssist('smart-hint');
    expect(h.stores.game.getState().hint?.full.type).toBe('hint');
    expect(h.stores.prompt.getState().prompt).toBeUndefined();
    // Solved: finished, but no score post, no progress counted, no prize.
    const progressBefore = h.stores.progress.getState().progress;
    puzzle.layout.mysteries.forEach((cell, m) => {
      if (puzzle.givens[m] !== 0) return;
      h.controller.dispatch({ type: 'select', cell });
      h.controller.dispatch({ type: 'digit', digit: solution[m]! });
    });
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.finished, finishType: 'success' });
    await settle();
    expect(h.api.posts).toEqual([]);
    expect(h.stores.progress.getState().progress).toBe(progressBefore);
    expect(h.stores.auth.getState().gems).toBe(0);
    detach();
  });

  it('out of lives, the same board again as a new game', () => {
    const h = playHarness(NILE);
    h.controller.attach({ lesson: 'subtract-divide', board: 1 });
    const first = h.state().start.id;
    const { puzzle, solution } = lessonPractice('subtract-divide')[1]!;
    const m = puzzle.givens.indexOf(0);
    h.controller.dispatch({ type: 'select', cell: puzzle.layout.mysteries[m]! });
    for (const digit of [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== solution[m]).slice(0, 4))
      h.controller.dispatch({ type: 'digit', digit });
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.finished, finishType: 'errors_fail' });
    h.controller.replayLesson();
    expect(h.state().start.id).not.toBe(first);
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.playing, errors: 3 });
    expect(h.state().start.puzzleId).toBe('lesson-subtract-divide-2');
  });

  it('a missing board is unplayable, not a crash', () => {
    const h = playHarness(NILE);
    h.controller.attach({ lesson: 'add-multiply', board: 7 });
    expect(h.stores.load.getState().load.status).toBe('unplayable');
  });
});

describe('a puzzle kept for a lesson', () => {
  it('pauses, survives leaving /play and a practice game, and comes back paused where it was', async () => {
    const h = playHarness(NILE);
    let detach = h.controller.attach();
    h.controller.request(query);
    await settle();
    vi.advanceTimersByTime(4000);
    expect(h.state().phase).toBe(PUZZLE_PHASES.playing);
    const cell = h.state().puzzle.layout.mysteries[0]!;
    h.controller.dispatch({ type: 'select', cell });
    h.controller.dispatch({ type: 'digit', digit: h.state().solution[0]! });
    const id = h.state().start.id;
    h.controller.keepForLesson();
    expect(h.state().pausedAt).not.toBe(0);
    expect(h.controller.leaveGuarded()).toBe(false);
    expect(h.controller.keptGamePath()).toBe(`/play?id=${NILE.puzzleId}`);
    detach();
    // Not ended on leaving: no exit, nothing posted.
    expect(h.state().abandoned).toBe(false);
    // A practice board in between.
    const practice = h.controller.attach({ lesson: 'central-square-box', board: 1 });
    expect(h.state().start.practice).toBe(true);
    practice();
    // Back on /play: the same game, paused, its number kept, and the prompt to play on.
    vi.advanceTimersByTime(60_000);
    detach = h.controller.attach();
    h.controller.request({ ...query, id: NILE.puzzleId });
    await settle();
    expect(h.api.queries).toHaveLength(1);
    expect(h.state().start.id).toBe(id);
    expect(h.state().mysteries[0]!.value).toBe(h.state().solution[0]);
    expect(h.state().pausedAt).not.toBe(0);
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'back-from-lesson' });
    expect(h.controller.hasKeptGame()).toBe(false);
    h.controller.playOn();
    expect(h.state().pausedAt).toBe(0);
    expect(h.stores.prompt.getState().prompt).toBeUndefined();
    detach();
  });

  it('another puzzle asked for drops the kept one', async () => {
    const h = playHarness(NILE);
    h.controller.attach();
    h.controller.request(query);
    await settle();
    vi.advanceTimersByTime(4000);
    h.controller.keepForLesson();
    h.controller.request({ level: 1, shape: 3, difficulty: 1 });
    expect(h.controller.hasKeptGame()).toBe(false);
  });
});
