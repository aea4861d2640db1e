// Whether the player asks for less motion: then the count-ups show their final values at once and
// the Pixi celebration is not drawn at all.

import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// The answer is kept and renewed only when the query's answer changes: React reads the snapshot on
// every render, and evaluating a media query there can force a style pass mid-render (issue 17).
let list: MediaQueryList | null | undefined;
let reduced: boolean | undefined;

function query(): MediaQueryList | null {
  if (list === undefined) {
    list =
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  }
  return list;
}

function subscribe(onChange: () => void): () => void {
  const media = query();
  const update = () => {
    reduced = media?.matches ?? false;
    onChange();
  };
  media?.addEventListener('change', update);
  return () => media?.removeEventListener('change', update);
}

function snapshot(): boolean {
  reduced ??= query()?.matches ?? false;
  return reduced;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
