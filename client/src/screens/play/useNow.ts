// The time now, renewed every `ms` while mounted: for displays only (the time left, the
// countdown). The session's own moments are timed by the play controller.

import { useEffect, useState } from 'react';

export function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
