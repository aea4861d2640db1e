import { limitSeconds } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { nextTickAt, secondsLeft } from './session-clock';
import { playAll, T0, testGame } from './test-game';

describe('the session clock', () => {
  const game = testGame('single-pair', 1);
  const limit = limitSeconds(game.state);

  it('ticks once the time limit has passed, pauses included', () => {
    expect(nextTickAt(game.state)).toBe(T0 + limit * 1000 + 1);
    const paused = playAll(game, [{ type: 'pause' }, { type: 'resume' }]);
    // Paused from T0+1 s to T0+2 s: the limit moves one second.
    expect(nextTickAt(paused.state)).toBe(T0 + 1000 + limit * 1000 + 1);
    expect(nextTickAt(playAll(game, [{ type: 'pause' }]).state)).toBeUndefined();
  });

  it('needs no tick once timed out or finished', () => {
    const late = playAll(game, [{ type: 'tick' }], T0 + limit * 1000);
    expect(late.state.timedOut).toBe(true);
    expect(nextTickAt(late.state)).toBeUndefined();
  });

  it('counts the seconds left down from the limit, frozen while paused', () => {
    expect(secondsLeft(game.state, T0 + 4000)).toBe(limit - 4);
    const paused = playAll(game, [{ type: 'pause' }]);
    expect(secondsLeft(paused.state, T0 + 60_000)).toBe(limit - 1);
  });
});
