// npm run profile:posts -w server - where a score post's CPU goes in the server's thread: the
// in-process server of the bench (autocannon beside it, as the issue measures), games made first
// (each posted once), then the V8 profiler on only while autocannon posts them. Prints the
// functions that took the most of the thread by themselves, and by file, and writes the
// .cpuprofile for a closer look (Chrome's DevTools, Performance tab). Figures, not assertions.
//
// Environment (optional): PROFILE_GAMES (20000: enough for 5 s at about 4,000 posts a second),
// PROFILE_SECONDS (5), PROFILE_OUT (a file in the system's temporary folder).

import { rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createDatabase } from '../test/create-database';
import { freePort } from '../test/free-port';
import { makeGames, scoreSupply } from './bench-games';
import { startInProcess } from './bench-servers';

const GAMES = Number(process.env.PROFILE_GAMES ?? 20000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const OUT = process.env.PROFILE_OUT ?? join(tmpdir(), `score-posts-${process.pid}.cpuprofile`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Self time by a key of each node, as shares of every sample. */
function top(nodes: readonly ProfileNode[], keyOf: (n: ProfileNode) => string, count: number) {
  const hits = new Map<string, number>();
  let total = 0;
  for (const node of nodes) {
    const h = node.hitCount ?? 0;
    total += h;
    const key = keyOf(node);
    hits.set(key, (hits.get(key) ?? 0) + h);
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, h]) => `${((100 * h) / total).toFixed(1).padStart(5)}%  ${key}`);
}

const short = (url: string) => url.replace(/^.*\/node_modules\//, '~/').replace(/^.*\/server\//, 'server/');

async function main(): Promise<void> {
  const dir = join(tmpdir(), `profile-posts-${process.pid}`);
  const postgres = await startEmbeddedPostgres(dir, await freePort(), () => {});
  try {
    const server = await startInProcess(await createDatabase(postgres.url, 'profile'));
    const { base } = server;
    const games = await makeGames(base, GAMES);
    const supply = scoreSupply(games);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const result = await autocannon({
      url: base,
      connections: 10,
      duration: SECONDS,
      requests: [supply.request],
    });
    const { profile } = await session.post('Profiler.stop');
    await writeFile(OUT, JSON.stringify(profile));
    const nodes = profile.nodes as ProfileNode[];
    const ok = result['2xx'];
    const bytes = games.reduce((sum, g) => sum + Buffer.byteLength(g.body), 0) / games.length;
    console.log(`a post's body: ${Math.round(bytes)} bytes on average`);
    console.log(
      `${ok} posts answered 2xx of ${result.requests.total} in ${SECONDS} s (${supply.used} of ${games.length} games posted; ${supply.missing} found none left)`,
    );
    console.log('\nself time by function:');
    const fn = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    console.log(top(nodes, fn, 40).join('\n'));
    console.log('\nself time by file:');
    console.log(top(nodes, (n) => short(n.callFrame.url) || n.callFrame.functionName, 25).join('\n'));
    console.log(`\nprofile: ${OUT}`);
    await server.stop();
  } finally {
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
