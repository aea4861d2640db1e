// The service worker (sw.ts) is registered in the built game only: the dev server has none (its
// files change under the same names). Registered once the page has settled: its install fetches
// and stores every file of the build (about 1.3 MB), and on a phone's few cores that work took
// the processor from the game's own start. Measured on a 2-core machine, registering at the load
// event cost `/` 1.2 s of extra CPU in the network and worker threads in its first seconds, the
// page's main thread waited twice as long for a core, and Lighthouse's TBT doubled (issue 17).
// Offline play only needs the cache by the player's next visit.

import { whenIdle } from '../app/when-idle';

export const SERVICE_WORKER_PATH = `${import.meta.env.BASE_URL}sw.js`;

/** How long after the page's load event the worker is registered, at the page's next idle moment (ms). */
export const REGISTER_AFTER_LOAD_MS = 5000;

/** What the registration's timing reads of the page, so a test can stand in for it. */
export interface SettlingPage {
  readonly loaded: () => boolean;
  readonly onLoad: (run: () => void) => void;
  readonly after: (ms: number, run: () => void) => void;
  readonly whenIdle: (run: () => void) => void;
}

/** Runs `register` REGISTER_AFTER_LOAD_MS after the page's load event (or now, if it has loaded), when idle. */
export function whenSettled(register: () => void, page: SettlingPage): void {
  const later = () => page.after(REGISTER_AFTER_LOAD_MS, () => page.whenIdle(register));
  if (page.loaded()) later();
  else page.onLoad(later);
}

const browserPage: SettlingPage = {
  loaded: () => document.readyState === 'complete',
  onLoad: (run) => window.addEventListener('load', run, { once: true }),
  after: (ms, run) => window.setTimeout(run, ms),
  whenIdle: (run) => {
    whenIdle(run);
  },
};

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    // A browser that refuses (storage blocked in a frame, say) just plays online, as before.
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  }, browserPage);
}
