// Which frame of a figure shows, and play / pause / replay / step: the caller's control over a
// figure. Frames advance on timers (the page's clock), each for its own `ms` or FRAME_MS. Under
// reduced motion nothing plays by itself and the script's still frame shows; the player can still
// step or press play, and the board then changes without moving.

import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '../ui/reduced-motion';
import { type FigureScript, FRAME_MS, stillFrame } from './figure-script';

export interface FigurePlayerOptions {
  /** Start playing on mount (not under reduced motion). */
  readonly autoplay?: boolean;
  /** Start again from the first frame after the last (a tutorial's illustration); else stop there. */
  readonly loop?: boolean;
}

export interface FigurePlayer {
  readonly frame: number;
  readonly count: number;
  readonly playing: boolean;
  /** Whether changes may move: false under reduced motion. */
  readonly animate: boolean;
  play(): void;
  pause(): void;
  /** From the first frame, playing. */
  replay(): void;
  /** Forward (1) or back (-1), pausing. */
  step(delta: number): void;
  goTo(frame: number): void;
}

/** How long the last frame of a looping figure holds before it starts again. */
export const LOOP_HOLD = 1.6;

export function useFigurePlayer(script: FigureScript, options: FigurePlayerOptions = {}): FigurePlayer {
  const { autoplay = false, loop = false } = options;
  const reduced = useReducedMotion();
  const count = script.frames.length;
  const [frame, setFrame] = useState(() => (autoplay && !reduced ? 0 : stillFrame(script)));
  const [playing, setPlaying] = useState(autoplay && !reduced && count > 1);

  // A new script starts over.
  useEffect(() => {
    setFrame(autoplay && !reduced ? 0 : stillFrame(script));
    setPlaying(autoplay && !reduced && script.frames.length > 1);
  }, [script, autoplay, reduced]);

  useEffect(() => {
    if (!playing) return;
    const last = frame >= count - 1;
    if (last && !loop) {
      setPlaying(false);
      return;
    }
    const ms = (script.frames[frame]?.ms ?? FRAME_MS) * (last ? LOOP_HOLD : 1);
    const timer = setTimeout(() => setFrame(last ? 0 : frame + 1), ms);
    return () => clearTimeout(timer);
  }, [playing, frame, count, loop, script]);

  const play = useCallback(() => {
    setFrame((f) => (f >= count - 1 ? 0 : f));
    setPlaying(count > 1);
  }, [count]);
  const pause = useCallback(() => setPlaying(false), []);
  const replay = useCallback(() => {
    setFrame(0);
    setPlaying(count > 1);
  }, [count]);
  const goTo = useCallback(
    (to: number) => {
      setPlaying(false);
      setFrame(Math.max(0, Math.min(count - 1, to)));
    },
    [count],
  );
  const step = useCallback(
    (delta: number) => {
      setPlaying(false);
      setFrame((f) => Math.max(0, Math.min(count - 1, f + delta)));
    },
    [count],
  );
  return { frame, count, playing, animate: !reduced, play, pause, replay, step, goTo };
}
