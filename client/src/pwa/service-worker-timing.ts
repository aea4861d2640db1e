// When the service worker is registered: once the page has settled. Its install fetches and
// stores every file of the build (about 1.3 MB), and on a phone's few cores that work took the
// processor from the game's own start. Measured on a 2-core machine, registering at the load
// event cost `/` 1.2 s of extra CPU in the network and worker threads in its first seconds, the
// page's main thread waited twice as long for a core, and Lighthouse's TBT doubled (issue 17).
// Offline play only needs the cache by the player's next visit.

/** How long after the page's load event the worker is registered, at the page's next idle moment (ms). */
export const REGISTER_AFTER_LOAD_MS = 5000;

/** What the registration's timing reads of the page, so a test can stand in for it. */
export interface SettlingPage {
  /** Resolves once the page's load event has passed. */
  readonly loaded: () => Promise<void>;
  readonly after: (ms: number, run: () => void) => void;
  readonly whenIdle: (run: () => void) => void;
}

/** Runs `register` REGISTER_AFTER_LOAD_MS after the page's load event, at its next idle moment. */
export async function whenSettled(register: () => void, page: SettlingPage): Promise<void> {
  await page.loaded();
  page.after(REGISTER_AFTER_LOAD_MS, () => page.whenIdle(register));
}
