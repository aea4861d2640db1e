// The service worker (issue 19, "installable and offline"), built to /sw.js by
// client/service-worker-plugin.ts, which writes the build's file list in place of PRECACHE_LIST.
//
// - Install: every file of the build is fetched into one cache named by the build's version: the
//   app shell, the code of every screen and scene, the locales, images and sounds. A new build is
//   a new /sw.js (its list and version differ), which the browser installs beside the old one.
// - Pages (navigations): the network first, so a new build is seen at once; with no answer (or a
//   server error), the cached index.html (the app routes its path itself).
// - The API is never cached: its requests are not even looked at, so an offline call fails as it
//   would without a worker, and the game's own fallbacks (the outbox, the puzzle made on the
//   device) take over.
// - Other files of the site: the cache first (their names carry their content's hash, or they
//   are in the build's list), else the network.
//
// It does not claim pages already open: a page is served by the worker from its next load on,
// so a first visit runs exactly as it would without one.

export {};

/** The parts of the worker's global scope used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** Replaced by the build: the files to keep, as paths from the site's root, and the build's version. */
declare const PRECACHE_LIST: { readonly version: string; readonly base: string; readonly files: string[] };

const worker = self as unknown as WorkerScope;
const { version, base, files } = PRECACHE_LIST;
const CACHE_PREFIX = 'numberland-';
const CACHE = `${CACHE_PREFIX}${version}`;
const SHELL = `${base}index.html`;

const isApi = (path: string) => path === `${base}api` || path.startsWith(`${base}api/`);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `reload`: each file from the server, not from the browser's HTTP cache.
      .then((cache) => cache.addAll(files.map((file) => new Request(`${base}${file}`, { cache: 'reload' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  // Earlier builds' caches go once this one is in charge.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      ),
  );
});

async function pageFirstFromNetwork(request: Request): Promise<Response> {
  const shell = () => caches.match(SHELL, { cacheName: CACHE, ignoreVary: true });
  try {
    const answer = await fetch(request);
    // A server that is down behind a proxy answers 502 or 503: the game still starts.
    if (answer.status >= 500) return (await shell()) ?? answer;
    return answer;
  } catch (error) {
    const cached = await shell();
    if (cached) return cached;
    throw error;
  }
}

async function fileFromCacheFirst(request: Request): Promise<Response> {
  // ignoreVary: the server varies its files by Accept-Encoding (compressed copies), which a
  // cached copy's request and a page's request need not share.
  const hit = await caches.match(request, { cacheName: CACHE, ignoreSearch: true, ignoreVary: true });
  return hit ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || isApi(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageFirstFromNetwork(request));
  else event.respondWith(fileFromCacheFirst(request));
});
