// Continue happens by itself after 30 seconds unless the player touches the end screen: the first
// pointer, touch, wheel or key on it stops the countdown for good. After a lost game there is no
// countdown at all (`enabled` false): Continue then tries the same puzzle again, which the player
// chooses, and a clock that says "next puzzle" would not be true.

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_CONTINUE_SECONDS, isDue, secondsLeft } from './countdown';

const TOUCHES = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

export interface AutoContinue {
  /** Seconds left, or undefined once the countdown has stopped. */
  readonly seconds: number | undefined;
}

export function useAutoContinue(
  area: RefObject<HTMLElement | null>,
  onDue: () => void,
  enabled = true,
): AutoContinue {
  const [seconds, setSeconds] = useState<number | undefined>(enabled ? AUTO_CONTINUE_SECONDS : undefined);
  const running = seconds !== undefined;
  const due = useRef(onDue);
  due.current = onDue;
  const stop = useCallback(() => setSeconds(undefined), []);

  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      const elapsed = performance.now() - started;
      if (isDue(elapsed)) {
        window.clearInterval(timer);
        setSeconds(undefined);
        due.current();
      } else {
        setSeconds(secondsLeft(elapsed));
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    const element = area.current;
    if (!element || !running) return;
    for (const type of TOUCHES) element.addEventListener(type, stop, { capture: true, passive: true });
    return () => {
      for (const type of TOUCHES) element.removeEventListener(type, stop, { capture: true });
    };
  }, [area, running, stop]);

  return { seconds };
}
