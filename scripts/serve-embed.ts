// A partner site for trying the embedded game by hand: serves embed-test.html, which frames the
// game, from another origin than the game's (localhost instead of 127.0.0.1, another port), lists
// the messages the game posts to it (docs/embedding.md) and sizes the frame to the game's height.
//
//   npm start                          (the game, on http://127.0.0.1:3000)
//   npx tsx scripts/serve-embed.ts     (this page, on http://localhost:8080)
//
// Environment: GAME_URL (http://127.0.0.1:3000/), EMBED_PORT (8080).

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { EMBED_SOURCE } from '@numberland/contract';

const PAGE = readFileSync(new URL('./embed-test.html', import.meta.url), 'utf8');

/**
 * Serve the partner page framing `gameUrl` on localhost:`port` (0: any free port). The address
 * may be given later (a function read at each request): a test starts the partner first, so the
 * game's server can be told its origin.
 */
export function serveEmbed(
  gameUrl: string | (() => string),
  port: number,
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const html = PAGE.replace('__GAME_URL__', typeof gameUrl === 'string' ? gameUrl : gameUrl()).replace(
      '__EMBED_SOURCE__',
      EMBED_SOURCE,
    );
    // A partner site has its own icon; this one has none to give.
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (request.url !== '/' && !request.url?.startsWith('/?')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://localhost:${actual}/` });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const gameUrl = process.env.GAME_URL ?? 'http://127.0.0.1:3000/';
  const port = Number(process.env.EMBED_PORT ?? 8080);
  serveEmbed(gameUrl, port).then(
    ({ url }) => process.stdout.write(`Partner page framing ${gameUrl}: ${url}\n`),
    (error: unknown) => {
      process.stderr.write(`Could not serve the partner page: ${String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
