// npm run bench:server - how fast the server stores score posts: posts per second and the p50 and
// p99 latency of POST /api/game/score. The server is built by buildApp in this very process (so
// autocannon shares its thread) over an embedded PostgreSQL in a temporary folder; every post is
// a game never posted before, played by the engine on a puzzle served to a session of its own.
// A figure, not a goal: the exit code is 1 only when a post failed or was not stored.
//
// Environment (optional): BENCH_CONNECTIONS (10), BENCH_POSTS measured (3000), BENCH_WARMUP
// posts before them (500).

import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createDatabase } from '../test/create-database';
import { freePort } from '../test/free-port';
import { makeGames, RUN, scoreSupply } from './bench-games';
import { note, startInProcess } from './bench-servers';

const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const POSTS = positive('BENCH_POSTS', 3000);
const WARMUP = positive('BENCH_WARMUP', 500);

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** `count` posts of fresh games, `CONNECTIONS` at a time. */
async function post(base: string, count: number) {
  const supply = scoreSupply(await makeGames(base, count));
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: count,
    timeout: 10,
    requests: [supply.request],
  });
  const stored = result.statusCodeStats?.['200']?.count ?? 0;
  return { result, failed: count - stored };
}

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'numberland-bench-'));
  const postgres = await startEmbeddedPostgres(dir, await freePort(), note);
  try {
    const server = await startInProcess(await createDatabase(postgres.url, `bench_${RUN}`));
    try {
      note(`warm-up: ${WARMUP} posts`);
      const warm = await post(server.base, WARMUP);
      note(`measuring: ${POSTS} posts, ${CONNECTIONS} connections`);
      const { result, failed } = await post(server.base, POSTS);
      const rate = POSTS / (result.duration || 1);
      process.stdout.write(
        `score posts, in process, node ${process.version}, ${cpus().length} CPUs, ${CONNECTIONS} connections: ` +
          `${Math.round(rate)} posts/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
          `(${POSTS} posts after ${WARMUP} of warm-up)\n`,
      );
      const bad = failed + warm.failed;
      if (bad > 0) note(`${bad} posts failed or were not stored`);
      return bad > 0 ? 1 : 0;
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
