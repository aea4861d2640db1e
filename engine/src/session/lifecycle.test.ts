import { describe, expect, it } from 'vitest';
import { PUZZLE_PHASES } from '../constants';
import { playing, run, startFor, T0 } from '../testing/session-fixtures';
import { apply } from './apply';
import { playTimeMs } from './clock';
import { createSession } from './create';
import { scoreSummary } from './summary';

describe('lifecycle', () => {
  it('loads, then plays at once when the startup delay is 0 or less', () => {
    for (const startupDelayMs of [0, -500]) {
      const created = createSession(startFor('one-square', 1, 1, { startupDelayMs }), T0);
      expect(created.phase).toBe(PUZZLE_PHASES.loading);
      const step = apply(created, { type: 'begin' }, T0 + 100);
      expect(step.state.phase).toBe(PUZZLE_PHASES.playing);
      expect(step.state.startTime).toBe(T0 + 100);
      expect(step.events).toEqual([{ type: 'started' }]);
    }
  });

  it('counts down, then plays when the delay is over', () => {
    const created = createSession(startFor('one-square', 1, 1, { startupDelayMs: 3000 }), T0);
    const { state, events } = run(created, [
      [0, { type: 'begin' }],
      [1200, { type: 'tick' }],
      [3500, { type: 'tick' }],
    ]);
    expect(events).toEqual([
      { type: 'countdown', secondsLeft: 3 },
      { type: 'countdown', secondsLeft: 2 },
      { type: 'started' },
    ]);
    expect(state.phase).toBe(PUZZLE_PHASES.playing);
    expect(state.startTime).toBe(T0 + 3000);
  });

  it('does not take input before play', () => {
    const created = createSession(startFor('one-square'), T0);
    const step = apply(created, { type: 'select', cell: created.puzzle.layout.mysteries[0]! }, T0);
    expect(step.events).toEqual([{ type: 'refused', action: 'select', reason: 'not-playing' }]);
  });

  it('keeps paused time out of play time', () => {
    const state = playing(startFor('2-squares'));
    const { state: after } = run(state, [
      [10_000, { type: 'pause' }],
      [70_000, { type: 'resume' }],
    ]);
    expect(after.pausedMs).toBe(60_000);
    expect(playTimeMs(after, T0 + 80_000)).toBe(20_000);
    expect(playTimeMs(run(state, [[10_000, { type: 'pause' }]]).state, T0 + 50_000)).toBe(10_000);
  });

  it('refuses input while paused, and a second pause or a resume without one', () => {
    const state = playing(startFor('2-squares'));
    const { events } = run(state, [
      [0, { type: 'resume' }],
      [1000, { type: 'pause' }],
      [1000, { type: 'pause' }],
      [2000, { type: 'select', cell: state.puzzle.layout.mysteries[0]! }],
    ]);
    expect(events).toEqual([
      { type: 'refused', action: 'resume', reason: 'not-paused' },
      { type: 'paused' },
      { type: 'refused', action: 'pause', reason: 'already-paused' },
      { type: 'refused', action: 'select', reason: 'not-playing' },
    ]);
  });

  it('pausing during the countdown pushes the start back', () => {
    const created = createSession(startFor('one-square', 1, 1, { startupDelayMs: 3000 }), T0);
    const { state } = run(created, [
      [0, { type: 'begin' }],
      [1000, { type: 'pause' }],
      [6000, { type: 'resume' }],
      [7500, { type: 'tick' }],
      [8100, { type: 'tick' }],
    ]);
    expect(state.startTime).toBe(T0 + 8000);
  });

  it('times out once, after timeAllowed + 1 s of play, and loses the time star', () => {
    const state = playing(startFor('one-square'));
    const limitMs = (state.start.timeAllowed + 1) * 1000;
    const { state: after, events } = run(state, [
      [limitMs, { type: 'tick' }],
      [limitMs + 1, { type: 'tick' }],
      [limitMs + 5000, { type: 'tick' }],
    ]);
    expect(events).toEqual([{ type: 'time-up' }, { type: 'star-lost', star: 'time' }]);
    expect(after.timedOut).toBe(true);
    expect(after.stars.time).toBe(false);
    expect(after.phase).toBe(PUZZLE_PHASES.playing);
  });

  it('an exit stops the puzzle and leaves nothing to post', () => {
    const state = playing(startFor('one-square'));
    const { state: after, events } = run(state, [[5000, { type: 'exit' }]]);
    expect(events).toEqual([{ type: 'exited' }]);
    expect(after.phase).toBe(PUZZLE_PHASES.finished);
    expect(after.abandoned).toBe(true);
    expect(scoreSummary(after)).toBeUndefined();
  });
});
