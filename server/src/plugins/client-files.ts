// The built browser client, served from the same port as the API: its files as they are, and
// index.html for every other path that is not the API (history-mode routing). Until the client
// is built, the root says so instead.
//
// Caching: the build names the files under assets/ by their content's hash, so a browser may keep
// them for a year without asking again; index.html (also when it answers an app route) must be
// asked for every time, or a new build's page would not be seen; the few files under fixed names
// at the root (favicons, robots.txt, sounds) may be kept for a day. The service worker (sw.js)
// is asked for every time too: a browser keeps running the worker it has until a changed sw.js
// reaches it, and a worker held in a cache for a day would hold back a new build for that day.

import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pagePolicy } from './page-policy';
import { overTls } from './security-headers';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_PAGE = 'no-cache';
export const CACHE_FIXED_NAME = 'public, max-age=86400';
/** The service worker's file in the build (client/service-worker-plugin.ts). */
export const SERVICE_WORKER = 'sw.js';
/** The web app manifest's file in the build (client/site-icons.ts), the one the page links. */
const MANIFEST = 'manifest.webmanifest';
/** The manifest's other usual name: tools and old browsers that look for it are sent to the file. */
const MANIFEST_ALIAS = '/manifest.json';

/** The cache policy of a file of the build, by its path relative to the build's folder. */
export function cachePolicyOf(file: string): string {
  // A compressed copy (index.html.br) is cached as its original.
  const path = file
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return CACHE_HASHED;
  if (path.endsWith('.html') || path === SERVICE_WORKER) return CACHE_PAGE;
  return CACHE_FIXED_NAME;
}

/**
 * Whether a path names a file (its last segment ends in an extension such as .txt or .ico): one
 * that is not in the build is a 404, not the app's page. App routes (/home, /play, /tutorial/2/3,
 * /resetPassword/<base64url code>) have no dot in their last segment.
 */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,12}$/.test(last);
}

/** Whether a file of the build is the page (index.html, or a compressed copy of it). */
const isPage = (file: string) => /^index\.html(\.(br|gz))?$/.test(file.split(sep).join('/'));

export async function registerClientFiles(
  app: FastifyInstance,
  clientDir: string,
  frameAncestors: readonly string[],
): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  // The page's inline script (the first paint's) runs by its hash in the policy (page-policy.ts).
  const setPagePolicy = pagePolicy(join(clientDir, 'index.html'), frameAncestors);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // Files are looked up when asked for, not listed at start: a rebuilt client is served
      // without a restart. A missing file falls through to the not-found handler below.
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies (client/precompress.ts); browsers that accept one get it.
      preCompressed: true,
      // Our own Cache-Control per file (above) instead of the default max-age=0.
      cacheControl: false,
      setHeaders(reply: FastifyReply, path: string) {
        const file = relative(clientDir, path);
        reply.header('cache-control', cachePolicyOf(file));
        if (isPage(file)) setPagePolicy(reply.request.raw, reply.raw, overTls(reply.request));
      },
    });
    // Permanent: the build names the manifest the same way every time. Relative, so that it also
    // holds behind a proxy that serves the game under a folder of its own.
    app.get(MANIFEST_ALIAS, { schema: { hide: true } }, (_request, reply) => reply.redirect(MANIFEST, 301));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // HEAD as GET (its headers, no body): link checkers, crawlers and embedding sites ask so.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !reading) {
      return reply
        .status(404)
        .send({ message: `No such route: ${request.method} ${path}`, code: 'not-found' });
    }
    if (built && looksLikeFile(path)) {
      return reply.status(404).send({ message: `No such file: ${path}`, code: 'not-found' });
    }
    if (!built) {
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Numberland</title><p>The Numberland server is running. The game client is not built yet; the API is at <a href="/api/docs">/api/docs</a>.</p>',
        );
    }
    return reply.header('cache-control', CACHE_PAGE).sendFile('index.html');
  });
}
