import { useCallback, useEffect, useState } from 'react';
import { canGoFullscreen, isFullscreen, toggleFullscreen } from './fullscreen';

/** Whether fullscreen is possible here, whether it is on, and a toggle; follows Esc and F11 too. */
export function useFullscreen() {
  const [available] = useState(canGoFullscreen);
  const [on, setOn] = useState(isFullscreen);

  useEffect(() => {
    const sync = () => setOn(isFullscreen());
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = useCallback(() => {
    toggleFullscreen().catch(() => {
      // Refused (a frame without allow="fullscreen", or no user gesture): the page stays as it is.
    });
  }, []);

  return { available, on, toggle };
}
