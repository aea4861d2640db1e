// The end screen's clock: ms since it appeared, updated every animation frame until `untilMs`, then
// left alone (nothing keeps running once the count-ups are done). Not running means "all done":
// the clock reads Infinity so every count-up shows its final value.

import { useEffect, useState } from 'react';

export function useElapsed(startedAt: number, untilMs: number, running: boolean): number {
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const tick = () => {
      const now = performance.now() - startedAt;
      setElapsed(now);
      if (now < untilMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [startedAt, untilMs, running]);

  return running ? elapsed : Number.POSITIVE_INFINITY;
}
