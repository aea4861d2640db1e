// The built browser client, served from the same port as the API: its files as they are, and
// index.html for every other path that is not the API (history-mode routing). Until the client
// is built, the root says so instead.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
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
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ message: `No such route: ${request.method} ${path}`, code: 'not-found' });
    }
    if (!built) {
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Numberland</title><p>The Numberland server is running. The game client is not built yet; the API is at <a href="/api/docs">/api/docs</a>.</p>',
        );
    }
    return reply.sendFile('index.html');
  });
}
