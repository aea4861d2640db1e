// A build step: the service worker (src/pwa/sw.ts) built to /sw.js, with the list of every file
// of the build written into it, so it can keep the whole game for offline play: the app shell,
// every code chunk, the locales, images, sounds, icons and the manifest. The version it names
// its cache by is a hash of those files' names and contents, so each build that changes anything
// gets a new worker and a fresh cache, and a build that changes nothing keeps the cache.
//
// Hand-written instead of vite-plugin-pwa/Workbox: the worker is some sixty lines the project
// reads and tests, and the build needs no generator of its own. Development has no worker (Vite's
// dev server changes files under the same names all the time).

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { basePath } from './sound-files';

export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = fileURLToPath(new URL('./src/pwa/sw.ts', import.meta.url));
/** The name the worker's code uses for the list the build writes in. */
const PLACEHOLDER = 'PRECACHE_LIST';

/** Files the worker does not keep: compressed copies (the browser asks for the file itself), maps, itself. */
export function isPrecached(file: string): boolean {
  return !/\.(br|gz|map)$/.test(file) && file !== SERVICE_WORKER_FILE && !file.startsWith('.');
}

/** Every file in a folder, as paths relative to it with '/' between folders. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** What the build writes into the worker: the files to keep, sorted, and a version naming their contents. */
export function precacheList(contents: ReadonlyMap<string, string | Uint8Array>, base: string) {
  const files = [...contents.keys()].filter(isPrecached).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(contents.get(file)!).update('\0');
  return { version: hash.digest('hex').slice(0, 16), base, files };
}

export function serviceWorker(): Plugin {
  let base = '/';
  let publicDir = '';
  return {
    name: 'numberland-service-worker',
    apply: 'build',
    // After the other plugins have added their files (sounds, icons) to the bundle.
    enforce: 'post',
    configResolved(config) {
      base = basePath(config.base);
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: SOURCE, fileName: SERVICE_WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk') this.error(`${SERVICE_WORKER_FILE} is missing from the bundle`);
      if (!worker.code.includes(PLACEHOLDER))
        this.error(`${SERVICE_WORKER_FILE} does not read ${PLACEHOLDER}`);
      // The files Vite copies from the public folder as they are (favicon.svg, robots.txt) are
      // not in the bundle, yet they are the site's too.
      const contents = new Map<string, string | Uint8Array>();
      for (const file of filesUnder(publicDir)) contents.set(file, readFileSync(join(publicDir, file)));
      for (const [file, output] of Object.entries(bundle))
        contents.set(file, output.type === 'chunk' ? output.code : output.source);
      const list = precacheList(contents, base);
      worker.code = worker.code.replaceAll(PLACEHOLDER, `(${JSON.stringify(list)})`);
    },
  };
}
