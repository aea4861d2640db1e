// Whether the player asked the system for less motion: the one media query every part of the
// page reads (the puzzle scene's Boot, the page planet, the end screen, the teaching figures),
// and the React hook over it.

import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// The answer is kept and renewed only when the query's answer changes: React reads the snapshot on
// every render, and evaluating a media query there can force a style pass mid-render (issue 17).
// One listener, for the page's life, keeps it true while no component listens (a setting changed
// while no end screen was shown), and tells the components that do.
let list: MediaQueryList | null | undefined;
let reduced = false;
const listeners = new Set<() => void>();

function query(): MediaQueryList | null {
  if (list === undefined) {
    list =
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    reduced = list?.matches ?? false;
    list?.addEventListener('change', (event) => {
      reduced = event.matches;
      for (const listener of listeners) listener();
    });
  }
  return list;
}

export const reducedMotionStore = {
  subscribe(onChange: () => void): () => void {
    query();
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
  snapshot(): boolean {
    query();
    return reduced;
  },
};

export function useReducedMotion(): boolean {
  return useSyncExternalStore(reducedMotionStore.subscribe, reducedMotionStore.snapshot, () => false);
}
