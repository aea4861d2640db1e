// npm run bench:server - requests per second and p99 latency of the two game routes next to a
// bare route (GET /api/health, the baseline), with the ratio of each to the baseline, measured
// three ways in one run, each on a fresh database of one embedded PostgreSQL in a temporary
// folder; autocannon loads every route with the same settings after a warm-up pass:
// - `in process`: the server built by buildApp in this very process, autocannon beside it, as
//   this bench measured when issue 17 set its goals (score posts >= 25% of the baseline). The
//   baseline is then held down by autocannon sharing the one thread, so only this row's ratios
//   compare with the issue's figures;
// - WORKERS=1 and WORKERS=2: the server as `npm start` runs it (src/main.ts, its own process),
//   the comparison issue 18 asks for. Out of process the bare route runs far faster, so these
//   ratios are much lower and compare only with each other.
// Each route also gets the CPU its requests cost the server and PostgreSQL (bench/process-cpu.ts).
// Figures, not assertions: the goals are printed next to them, and the exit code is 1 only when
// a request failed or got an unexpected status (anything but 200 for the score posts).
//
// Environment (optional): BENCH_CONNECTIONS (10), BENCH_DURATION seconds per measurement (10),
// BENCH_WARMUP seconds of warm-up per route (3), BENCH_ROUNDS rounds of the baseline and the score
// posts by turns (3), BENCH_WORKERS (in-process,1,2: the ways to run, `in-process` or a worker
// count).

import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createDatabase } from '../test/create-database';
import { freePort } from '../test/free-port';
import { freshSession, GAME_PATH, type Game, makeGames, RUN, SCORE_PATH, scoreSupply } from './bench-games';
import { HEALTH_PATH, note, type Running, startInProcess, startServer } from './bench-servers';
import { treeCpuMs } from './process-cpu';
import { GOALS, type Measured, median, type Row, serverReport } from './server-report';

const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const DURATION = positive('BENCH_DURATION', 10);
const WARMUP = positive('BENCH_WARMUP', 3);

/** Rounds of the baseline and the score posts measured by turns; the report gives their median. */
const ROUNDS = positive('BENCH_ROUNDS', 3);

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** One autocannon pass; every route gets the same connections, pipelining and timeout. */
function load(base: string, seconds: number, request: autocannon.Request): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: [request],
  });
}

/** A fixed session for the baseline: /api/health ignores it, but it keeps the request alike. */
const healthRequest = (): autocannon.Request => ({
  method: 'GET',
  path: HEALTH_PATH,
  headers: { 'x-session-id': freshSession('health') },
});

/**
 * GET /api/game as a new player asks for a puzzle: no `id`, and a new session id per request.
 * Every request thus takes the oldest pooled puzzle (one query) and marks it served (one insert),
 * the steady state the pool is there for. A fixed session would see the 20 pooled puzzles within
 * 20 requests and then have one generated on every request (plus a growing NOT EXISTS), which
 * measures the generator, not the route (92 requests/s, p99 231 ms on a 2-core machine where
 * this way gave about 300); a fixed `id=` would skip the pool, which only shared links and
 * replays do.
 */
const gameRequest = (): autocannon.Request => ({
  method: 'GET',
  path: GAME_PATH,
  setupRequest: (request) => ({
    ...request,
    headers: { ...request.headers, 'x-session-id': freshSession('game') },
  }),
});

/** Connection errors (timeouts included) plus every answer whose status `ok` refuses. */
function badCount(result: autocannon.Result, ok: (status: number) => boolean): number {
  let bad = result.errors;
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!ok(Number(status))) bad += count;
  }
  return bad;
}

const is2xx = (status: number) => status >= 200 && status < 300;

/** How the server runs: in this process (the issue's way), or src/main.ts with N workers. */
type Way = 'in-process' | number;

const WAYS: Way[] = (process.env.BENCH_WORKERS ?? 'in-process,1,2').split(',').map((w) => {
  if (w.trim() === 'in-process') return 'in-process';
  const n = Number(w.trim());
  if (!Number.isInteger(n) || n < 1)
    throw new Error('BENCH_WORKERS lists in-process or worker counts: in-process,1,2');
  return n;
});

const wayName = (way: Way) => (way === 'in-process' ? 'in process' : `WORKERS=${way}`);

/** CPU spent by the server and PostgreSQL while `run` runs. */
async function cpuWhile<T>(server: Running, postgresPid: number, run: () => Promise<T>) {
  const server0 = server.cpuMs();
  const postgres0 = treeCpuMs(postgresPid);
  const result = await run();
  const cpu = { serverMs: server.cpuMs() - server0, postgresMs: treeCpuMs(postgresPid) - postgres0 };
  return { result, cpu };
}

/** The routes' names in the report. */
const HEALTH_ROUTE = `GET ${HEALTH_PATH} (baseline)`;
const SCORE_ROUTE = `POST ${SCORE_PATH}`;

/** One measurement of a route on the server under the bench. */
type Measure = (
  route: string,
  request: autocannon.Request,
  ok?: (status: number) => boolean,
) => Promise<Measured>;

/**
 * The score posts' warm-up, then ROUNDS rounds of the baseline and the posts by turns. Every
 * request posts a game never posted before, as a repeat is only a lookup; games are made before
 * each round, so its two measurements follow each other at once. Checks at the end that each post
 * answered 200 stored a row of its own.
 */
async function scoreRounds(base: string, url: string, measure: Measure) {
  const score = SCORE_ROUTE;
  let making = performance.now();
  const warmGames = await makeGames(base, 1000);
  note(`${score}: ${warmGames.length} games made in ${Math.round(performance.now() - making)} ms`);
  note(`${score}: warm-up ${WARMUP} s`);
  const warmSupply = scoreSupply(warmGames);
  const warmStart = performance.now();
  await load(base, WARMUP, warmSupply.request);
  const warmSeconds = ((warmSupply.emptyAt ?? performance.now()) - warmStart) / 1000;
  const warmRate = warmSupply.used / warmSeconds;
  note(`${score}: ~${Math.round(warmRate)}/s in warm-up`);
  // The first round's games: five times the warm-up's rate, as the warm-up runs on a cold cache
  // (and short runs on a cold process) and the rounds go faster. The next rounds need about what
  // the one before used, half as much again in hand: making games takes longer than posting them.
  let needed = Math.ceil(warmRate * DURATION * 5) + 10 * CONNECTIONS;
  let games: Game[] = [];
  let posted = warmSupply.used;
  const baselines: Measured[] = [];
  const posts: Measured[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    making = performance.now();
    const more = await makeGames(base, Math.max(0, needed - games.length));
    games = games.concat(more);
    note(
      `round ${round} of ${ROUNDS}: ${more.length} games made in ${Math.round(performance.now() - making)} ms`,
    );
    baselines.push(await measure(HEALTH_ROUTE, healthRequest()));
    const supply = scoreSupply(games);
    posts.push(await measure(score, supply.request, (status) => status === 200));
    if (supply.missing > 0) {
      note(`${score}: ran out of games after ${supply.used}; ${supply.missing} requests went to a 404`);
    }
    posted += supply.used;
    games = games.slice(supply.used);
    needed = Math.min(needed, Math.ceil(supply.used * 1.5) + 10 * CONNECTIONS);
  }
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const stored = await check.query('SELECT count(*)::int AS n FROM scores');
  await check.end();
  note(`${score}: ${stored.rows[0].n} scores stored from ${posted} games posted`);
  return { baselines, posts };
}

/**
 * One way's rows: the baseline, the puzzle route and the score post. The baseline and the score
 * posts are measured ROUNDS times by turns (baseline, posts, baseline, posts...), and the posts'
 * share is the median of each round's posts over that round's baseline: this shared machine's
 * speed drifts over a run by more than the change one would measure, and a baseline taken a
 * minute before the posts (as a single pass did) let a drift between them decide the ratio.
 */
async function measureWay(postgresUrl: string, postgresPid: number, way: Way): Promise<Row[]> {
  const label = wayName(way);
  const name = `bench_${RUN}_${way === 'in-process' ? 'inprocess' : `w${way}`}`;
  const url = await createDatabase(postgresUrl, name);
  const starting = performance.now();
  const server = way === 'in-process' ? await startInProcess(url) : await startServer(url, way);
  note(`${label}: started (migrations, puzzle pool) in ${Math.round(performance.now() - starting)} ms`);
  const { base } = server;
  try {
    const measure: Measure = async (route, request, ok = is2xx) => {
      note(`${label} ${route}: ${DURATION} s`);
      const { result, cpu } = await cpuWhile(server, postgresPid, () => load(base, DURATION, request));
      return { result, cpu, bad: badCount(result, ok) };
    };
    note(`${label} ${HEALTH_ROUTE}: warm-up ${WARMUP} s`);
    await load(base, WARMUP, healthRequest());
    note(`${label} GET ${GAME_PATH}: warm-up ${WARMUP} s`);
    await load(base, WARMUP, gameRequest());
    const game = await measure(`GET ${GAME_PATH}`, gameRequest());
    const { baselines, posts } = await scoreRounds(base, url, measure);
    const rates = (measured: readonly Measured[]) => measured.map((m) => m.result.requests.average);
    const baselineRates = rates(baselines);
    const postShares = rates(posts).map((rate, i) => rate / baselineRates[i]!);
    return [
      { route: HEALTH_ROUTE, rounds: baselines, rate: median(baselineRates) },
      { route: `GET ${GAME_PATH}`, rounds: [game], rate: game.result.requests.average, goal: GOALS.game },
      {
        route: SCORE_ROUTE,
        rounds: posts,
        rate: median(rates(posts)),
        shares: postShares,
        goal: GOALS.score,
      },
    ];
  } finally {
    const code = await server.stop();
    if (code !== 0) note(`${label}: the server exited with ${code} on SIGTERM`);
  }
}

async function main(): Promise<number> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        note(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const started = performance.now();
    const dir = await mkdtemp(join(tmpdir(), 'numberland-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const removeDir = () => rmSync(dir, { recursive: true, force: true });
    process.once('exit', removeDir);
    cleanups.push(async () => process.off('exit', removeDir));
    note(`starting PostgreSQL in ${dir}`);
    const postgres = await startEmbeddedPostgres(dir, await freePort(), note);
    cleanups.push(() => postgres.stop());

    const runs: { server: string; rows: Row[] }[] = [];
    for (const way of WAYS)
      runs.push({ server: wayName(way), rows: await measureWay(postgres.url, postgres.pid, way) });

    const lines = serverReport(runs, {
      connections: CONNECTIONS,
      warmup: WARMUP,
      duration: DURATION,
      rounds: ROUNDS,
      seconds: (performance.now() - started) / 1000,
    });
    process.stdout.write(`${lines.join('\n')}\n`);
    const bad = runs
      .flatMap((r) => r.rows)
      .flatMap((row) => row.rounds)
      .reduce((n, m) => n + m.bad, 0);
    if (bad > 0) {
      note(`${bad} requests failed or got an unexpected status`);
      return 1;
    }
    return 0;
  } finally {
    await cleanup();
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
