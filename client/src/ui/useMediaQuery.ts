// Whether a CSS media query matches now, kept up as it changes (a phone turned, a window resized).

import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
