// Preloading the images the first screens show (spec section 2: "The app shell shows a loader that
// preloads images"), with progress, giving up after 3000 ms (spec section 9) so that a slow or
// failing image never keeps a player out of the game.

export const PRELOAD_TIMEOUT_MS = 3000;

export interface PreloadOptions {
  readonly urls: readonly string[];
  /** Settles when one image has loaded or failed; either way it is done. */
  readonly load: (url: string) => Promise<unknown>;
  readonly onProgress: (done: number, total: number) => void;
  readonly timeoutMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

export type PreloadOutcome = 'loaded' | 'timeout';

export function preload(options: PreloadOptions): Promise<PreloadOutcome> {
  const { urls, load, onProgress } = options;
  const setTimer =
    options.setTimer ??
    ((run, ms) => {
      const handle = setTimeout(run, ms);
      return () => clearTimeout(handle);
    });
  return new Promise((resolve) => {
    let done = 0;
    let settled = false;
    const finish = (outcome: PreloadOutcome) => {
      if (settled) return;
      settled = true;
      cancel();
      resolve(outcome);
    };
    const cancel = setTimer(() => finish('timeout'), options.timeoutMs ?? PRELOAD_TIMEOUT_MS);
    onProgress(0, urls.length);
    if (urls.length === 0) finish('loaded');
    for (const url of urls) {
      load(url)
        .catch(() => undefined)
        .then(() => {
          if (settled) return;
          done += 1;
          onProgress(done, urls.length);
          if (done === urls.length) finish('loaded');
        });
    }
  });
}

/** One image through the browser's cache: the later <img> of the same URL shows at once. */
export function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image ${url} did not load`));
    image.src = url;
  });
}

/**
 * Whether the browser has an image at hand already (index.html preloads the loader's images), so
 * the loader need not wait for it: set as a source, an image in the memory cache is complete at once.
 */
export function isImageAtHand(url: string): boolean {
  const image = new Image();
  image.src = url;
  return image.complete;
}
