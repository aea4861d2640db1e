// The session's clock: the engine never reads time, so the moments it must hear about are
// scheduled here. A tick is dispatched exactly when the countdown ends and when the time limit
// passes (not every frame: each tick is kept in the game's record). Also the 300 ms steps of a
// smart hint, the time-almost-out sound, and gems won outside the puzzle (an ad's reward)
// reaching the session.

import { HINT_STEP_MS, isPlaying, PUZZLE_PHASES } from '@numberland/engine';
import { useEffect, useState } from 'react';
import { useVideoAdStore } from '../../ads/useVideoAd';
import { emit } from '../../game/events';
import { useAuth } from '../../state/auth';
import { useGame } from '../../state/game';
import { dispatch } from './dispatch';
import { nextTickAt, secondsLeft } from './session-clock';

/** Spec section 9: the warning sounds when 11 to 10 seconds are left, above level 1. */
export const TIME_ALMOST_OUT_SECONDS = 11;

export function useSessionClock(): void {
  const version = useGame((s) => s.version);
  const hint = useGame((s) => s.hint);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rescheduled after every action.
  useEffect(() => {
    const state = useGame.getState().game?.state;
    const at = state && nextTickAt(state);
    if (at === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [version]);

  useEffect(() => {
    if (!hint || hint.step >= hint.record.steps.length - 1) return;
    const timer = setTimeout(() => useGame.getState().advanceHint(), HINT_STEP_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  useEffect(
    () =>
      useAuth.subscribe((auth) => {
        const state = useGame.getState().game?.state;
        if (state && state.phase !== PUZZLE_PHASES.finished && auth.gems !== state.gems)
          dispatch({ type: 'set-gems', gems: auth.gems });
      }),
    [],
  );

  useEffect(() => {
    let warned = false;
    const timer = setInterval(() => {
      const state = useGame.getState().game?.state;
      if (!state || state.start.level <= 1 || !isPlaying(state)) return;
      const left = secondsLeft(state, Date.now());
      if (left > TIME_ALMOST_OUT_SECONDS) warned = false;
      else if (!warned && left > TIME_ALMOST_OUT_SECONDS - 1) {
        warned = true;
        emit('sound:play', { sound: 'time-almost-out' });
      }
    }, 250);
    return () => clearInterval(timer);
  }, []);
}

/** The time now, renewed every `ms` while mounted (for displays only). */
export function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** An ad watched mid-puzzle (for gems) stops the clock while it plays. */
export function usePauseForAd(): void {
  const playing = useVideoAdStore((s) => s.show.kind !== 'idle');
  useEffect(() => {
    const state = useGame.getState().game?.state;
    if (!playing || !state || state.pausedAt !== 0 || state.phase !== PUZZLE_PHASES.playing) return;
    dispatch({ type: 'pause' });
    return () => {
      if (useGame.getState().game?.state.pausedAt) dispatch({ type: 'resume' });
    };
  }, [playing]);
}
