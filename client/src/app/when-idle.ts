// Work the first screen does not need, put off until the page is idle (issue 17): on a phone the
// first seconds' main thread belongs to the first paint, React's first render and the planet, and
// each task that is not among them but lands between them makes a long task longer.

/** At the latest after this long (ms), idle or not, so that nothing waits for ever on a busy page. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once the page is idle; the function returned cancels it if it has not run. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a macrotask at least leaves the current one short.
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/** Resolves once the page is idle (at the latest after IDLE_TIMEOUT_MS). */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve);
  });
}

/** Resolves once the page's load event has passed (at once if it has). */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
