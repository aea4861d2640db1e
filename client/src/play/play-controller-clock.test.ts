import { type LandLevel, limitSeconds, PUZZLE_PHASES } from '@numberland/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_DELAY_MS } from './puzzle-setup';
import { TIME_ALMOST_OUT_SECONDS } from './session-clock';
import { playHarness, servedPuzzle, settle } from './test-controller';
import { T0 } from './test-game';

const VOLGA = servedPuzzle(1, 1);
const ANGEL = servedPuzzle(2, 1);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

async function opened(wire = VOLGA, level: LandLevel = 1) {
  const h = playHarness(wire);
  h.controller.attach();
  h.controller.request({ level, shape: 1, difficulty: 1 });
  await settle();
  return h;
}

const ticks = (h: ReturnType<typeof playHarness>) =>
  h
    .game()
    .record.actions.filter((a) => a.action.type === 'tick')
    .map((a) => a.at);
const count = (sounds: readonly string[], name: string) => sounds.filter((s) => s === name).length;

describe('the session clock', () => {
  it('beeps each second of the countdown and ticks exactly when it ends', async () => {
    const h = await opened();
    expect(h.sounds).toEqual(['countdown']);
    vi.advanceTimersByTime(999);
    expect(h.sounds).toEqual(['countdown']);
    vi.advanceTimersByTime(1);
    expect(h.sounds).toEqual(['countdown', 'countdown']);
    vi.advanceTimersByTime(1000);
    expect(h.sounds).toEqual(['countdown', 'countdown', 'countdown']);
    vi.advanceTimersByTime(999);
    expect(h.state().phase).toBe(PUZZLE_PHASES.starting);
    vi.advanceTimersByTime(1);
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.playing, startTime: T0 + STARTUP_DELAY_MS });
    expect(h.sounds.at(-1)).toBe('go');
    expect(ticks(h)).toEqual([T0 + STARTUP_DELAY_MS]);
  });

  it('ticks once the time limit has passed, and then no more', async () => {
    const h = await opened();
    vi.advanceTimersByTime(STARTUP_DELAY_MS);
    const limitMs = limitSeconds(h.state()) * 1000;
    vi.advanceTimersByTime(limitMs);
    expect(h.state().timedOut).toBe(false);
    vi.advanceTimersByTime(1);
    expect(h.state().timedOut).toBe(true);
    expect(h.state().stars.time).toBe(false);
    expect(ticks(h)).toEqual([T0 + STARTUP_DELAY_MS, T0 + STARTUP_DELAY_MS + limitMs + 1]);
    vi.advanceTimersByTime(10 * limitMs);
    expect(ticks(h)).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sounds the time-almost-out warning once, at 11 s left, above level 1 only', async () => {
    const h = await opened(ANGEL, 2);
    vi.advanceTimersByTime(STARTUP_DELAY_MS);
    const warnIn = (limitSeconds(h.state()) - TIME_ALMOST_OUT_SECONDS) * 1000;
    vi.advanceTimersByTime(warnIn - 1);
    expect(count(h.sounds, 'time-almost-out')).toBe(0);
    vi.advanceTimersByTime(1);
    expect(count(h.sounds, 'time-almost-out')).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(count(h.sounds, 'time-almost-out')).toBe(1);

    const easy = await opened();
    vi.advanceTimersByTime(STARTUP_DELAY_MS + limitSeconds(easy.state()) * 1000 + 1);
    expect(easy.state().timedOut).toBe(true);
    expect(count(easy.sounds, 'time-almost-out')).toBe(0);
  });

  it('a video ad pauses the clock while it plays; its end resumes it, and the limit moves by the pause', async () => {
    const h = await opened();
    vi.advanceTimersByTime(STARTUP_DELAY_MS + 1000);
    h.stores.videoAd.setState({ show: { kind: 'playing' } });
    expect(h.state().pausedAt).toBe(T0 + STARTUP_DELAY_MS + 1000);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    h.stores.videoAd.setState({ show: { kind: 'idle' } });
    expect(h.state()).toMatchObject({ pausedAt: 0, pausedMs: 10_000 });
    const limitMs = limitSeconds(h.state()) * 1000;
    vi.advanceTimersByTime(limitMs - 1000);
    expect(h.state().timedOut).toBe(false);
    vi.advanceTimersByTime(1);
    expect(h.state().timedOut).toBe(true);
    expect(ticks(h).at(-1)).toBe(T0 + STARTUP_DELAY_MS + 10_000 + limitMs + 1);
  });

  it('an ad does not resume a puzzle it did not pause', async () => {
    const h = await opened();
    vi.advanceTimersByTime(STARTUP_DELAY_MS);
    h.controller.askToLeave();
    h.stores.videoAd.setState({ show: { kind: 'playing' } });
    h.stores.videoAd.setState({ show: { kind: 'idle' } });
    expect(h.state().pausedAt).not.toBe(0);
  });

  it('leaving is asked first: the puzzle pauses; Continue resumes it, Exit ends it', async () => {
    const h = await opened();
    expect(h.controller.leaveGuarded()).toBe(true);
    vi.advanceTimersByTime(1500);
    h.controller.askToLeave();
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'exit' });
    expect(h.state().pausedAt).toBe(T0 + 1500);
    // Paused in the countdown: neither beeps nor the tick come.
    vi.advanceTimersByTime(5000);
    expect(h.state().phase).toBe(PUZZLE_PHASES.starting);
    expect(count(h.sounds, 'countdown')).toBe(2);
    h.controller.cancelLeave();
    expect(h.stores.prompt.getState().prompt).toBeUndefined();
    expect(h.state().pausedAt).toBe(0);
    vi.advanceTimersByTime(1500);
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.playing, startTime: T0 + 8000 });
    expect(count(h.sounds, 'countdown')).toBe(3);

    h.controller.askToLeave();
    h.controller.confirmLeave();
    expect(h.state()).toMatchObject({ phase: PUZZLE_PHASES.finished, abandoned: true });
    expect(h.controller.leaveGuarded()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
