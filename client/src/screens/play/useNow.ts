// The time now, renewed every `ms` while mounted and `running`: for displays only (the time left,
// the countdown). The session's own moments are timed by the play controller. A display whose
// value stands still (a paused puzzle: a land's welcome, the exit prompt) passes running false:
// a re-render every 250 ms that changes nothing kept a phone's main thread busy behind the welcome.

import { useEffect, useState } from 'react';

export function useNow(ms: number, running = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    // Running again after a pause: from the time now, not the one before the pause.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, running]);
  return now;
}
