// The server survives its database (issue 20, "A lost database kills the server"): connections
// cut by pg_terminate_backend, a PostgreSQL killed with SIGKILL. Meanwhile calls answer 503 in
// the error format, quickly; the process lives; once PostgreSQL is back, calls succeed again
// without a restart of the server - on its own for the embedded PostgreSQL of `npm start`.
//
// No test waits a fixed time to synchronise: each waits on an event or polls a condition under
// a generous limit.

import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_SLOTS, MAX_SEED } from '@numberland/engine';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { CONNECTION_TIMEOUT_MS, connect } from '../src/db/connect';
import { type RunningPostgres, startEmbeddedPostgres } from '../src/db/embedded';
import { isRunning } from '../src/db/leftover-postmaster';
import { migrate } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { supervisePostgres } from '../src/db/supervise';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, registerErrorHandling } from '../src/plugins/errors';
import { healthRoutes } from '../src/routes/health';
import { puzzlePool } from '../src/services/puzzle-pool';
import { freePort } from './free-port';
import { freshDatabase, type Request, requester } from './harness';
import { embeddedUrl, postmasterPid, type ServerProcess, startServerProcess } from './server-process';
import { occupy, until } from './wait';

/** An answer during an outage comes well within this (connecting gives up after 3 s). */
const QUICK_MS = CONNECTION_TIMEOUT_MS + 3_000;
const UNAVAILABLE = { message: DATABASE_UNAVAILABLE, code: 'database-unavailable' };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One analytics event: a request that always writes to the database. */
const record = (request: Request) =>
  request('/api/analytics', { method: 'POST', json: { eventName: 'screen_view', ID: 'faults' } });

/** A request with its duration. */
async function timed(request: Request) {
  const began = Date.now();
  const answer = await record(request);
  return { ...answer, ms: Date.now() - began };
}

interface InProcess {
  readonly request: Request;
  readonly lost: string[];
  readonly db: Kysely<Database>;
  readonly app: FastifyInstance;
}

/** The app in this process over `url`; `lost` collects the pool's reports of lost connections. */
async function serve(url: string): Promise<InProcess> {
  const lost: string[] = [];
  const db = connect(url, 4, (line) => lost.push(line));
  await migrate(db);
  const { app, pool } = await buildApp(
    readConfig({ NODE_ENV: 'test', PUZZLE_POOL_TARGET: '1', DATABASE_URL: url, LOG_LEVEL: 'silent' }),
    db,
  );
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(async () => {
    await app.close();
    await db.destroy();
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { request: requester(`http://127.0.0.1:${port}`), lost, db, app };
}

/**
 * SIGKILL to the postmaster and to every backend it started, as a crash of the whole database
 * server does. The postmaster alone is not enough: its backends keep answering the connections
 * they hold until they notice it is gone, and on a loaded machine a query can slip through then.
 */
async function killWholeServer(postgres: RunningPostgres): Promise<void> {
  const backends = readFileSync(`/proc/${postgres.pid}/task/${postgres.pid}/children`, 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  process.kill(postgres.pid, 'SIGKILL');
  for (const pid of backends) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await postgres.exited;
  await until('the killed backends to be gone', () => backends.every(isGone), 10_000);
}

/** Not running, or dead and waiting to be reaped (a zombie holds no connection). */
function isGone(pid: number): boolean {
  if (!isRunning(pid)) return true;
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

/** A folder and port for an embedded PostgreSQL of the test's own, removed afterwards. */
async function ownPostgresPlace() {
  const dir = await mkdtemp(join(tmpdir(), 'numberland-faults-'));
  const port = await freePort();
  const running: RunningPostgres[] = [];
  cleanups.push(async () => {
    for (const p of running) await p.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    dir,
    port,
    /** Start it; after a kill the old one's backends may hold its memory a moment, so retry. */
    async start(): Promise<RunningPostgres> {
      let lastError: unknown;
      for (let i = 0; i < 40; i++) {
        try {
          const p = await startEmbeddedPostgres(dir, port, () => {});
          running.push(p);
          return p;
        } catch (error) {
          lastError = error;
          await new Promise((done) => setTimeout(done, 250));
        }
      }
      throw lastError;
    },
    track(p: RunningPostgres) {
      running.push(p);
    },
  };
}

/** Every request answers 503 in the error format, quickly. */
async function expectUnavailable(request: Request, times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    const answer = await timed(request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toEqual(UNAVAILABLE);
    expect(answer.ms).toBeLessThan(QUICK_MS);
  }
}

/** Requests succeed again: poll until one does, then the next ones all do. */
async function expectRecovered(request: Request): Promise<void> {
  await until('a request to succeed', async () => {
    const answer = await timed(request);
    expect([200, 503]).toContain(answer.status);
    expect(answer.ms).toBeLessThan(QUICK_MS);
    return answer.status === 200;
  });
  for (let i = 0; i < 3; i++) expect((await record(request)).status).toBe(200);
}

describe('errors that mean the database is away', () => {
  it('are told from errors of the query', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const error of [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('57P01'),
      coded('57P02'),
      coded('57P03'),
      coded('08006'),
      coded('57014'),
      new Error('timeout exceeded when trying to connect'),
      new Error('timeout expired'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new AggregateError([coded('ECONNREFUSED')], 'connect failed'),
      Object.assign(coded('ENOENT'), { syscall: 'connect' }),
      new Error('wrapped', { cause: coded('ECONNREFUSED') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [
      coded('23505'),
      coded('22P02'),
      coded('42P01'),
      coded('ENOENT'),
      new Error('x'),
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('connections cut by pg_terminate_backend', () => {
  /** pg_terminate_backend on the database's connections (those of `pids` only, when given). */
  async function terminate(url: string, pids?: number[]): Promise<string[]> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ application_name: string }>(
        `SELECT application_name, pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND ($1::int[] IS NULL OR pid = ANY($1))`,
        [pids ?? null],
      );
      return rows.map((row) => row.application_name);
    } finally {
      await admin.end();
    }
  }

  it('the process lives, and the next request succeeds', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    // Named, to tell the app's connections from the harness's (which are cut too).
    const url = new URL(database.url);
    url.searchParams.set('application_name', 'faults-app');
    const server = await serve(url.toString());
    // Several connections open in the pool.
    const answers = await Promise.all(Array.from({ length: 4 }, () => record(server.request)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);

    const cut = (await terminate(database.url)).filter((name) => name === 'faults-app').length;
    expect(cut).toBeGreaterThanOrEqual(1);
    await until('the pool to notice every cut', () => server.lost.length >= cut);
    const next = await record(server.request);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    await expectRecovered(server.request);
  });

  it('a connection cut while checked out (mid-transaction) fails its query, not the process', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const server = await serve(database.url);
    const failed = await server.db
      .transaction()
      .execute(async (tx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(tx);
        expect(await terminate(database.url, [rows[0]!.pid])).toHaveLength(1);
        // Without a listener on the checked-out connection, this 'error' would end the process.
        await until('the connection to report its loss', () =>
          server.lost.some((line) => line.includes('while in use')),
        );
        await sql`SELECT 1`.execute(tx);
        return undefined;
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
    const next = await record(server.request);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });
});

describe('a PostgreSQL killed with SIGKILL (server in this process)', () => {
  it('calls answer 503 quickly while it is down, and succeed once it is started again', async () => {
    const place = await ownPostgresPlace();
    const first = await place.start();
    const server = await serve(first.url);
    expect((await record(server.request)).status).toBe(200);

    // The readiness route, on an app of its own (app.ts does not give it the database yet).
    const ready = Fastify();
    registerErrorHandling(ready);
    await ready.register(healthRoutes, { prefix: '/api', cheats: false, db: server.db });
    cleanups.push(() => ready.close());
    const readiness = async () => {
      const answer = await ready.inject('/api/health/database');
      return { status: answer.statusCode, body: answer.json() };
    };
    expect(await readiness()).toMatchObject({
      status: 200,
      body: { ok: true, database: 'up', pid: process.pid },
    });

    await killWholeServer(first);
    await expectUnavailable(server.request);
    expect(await readiness()).toEqual({ status: 503, body: UNAVAILABLE });
    // The liveness route needs no database.
    expect((await server.request('/api/health')).status).toBe(200);
    // A database that takes connections and never answers: connecting gives up in time.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((done) => silent.listen(place.port, '127.0.0.1', done));
    await expectUnavailable(server.request, 2);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => silent.close(() => done()));

    await place.start();
    await expectRecovered(server.request);
    expect(await readiness()).toMatchObject({ status: 200, body: { ok: true, database: 'up' } });
  });

  it('a puzzle is served only once its mark is written; one whose mark failed is served later', async () => {
    const place = await ownPostgresPlace();
    const first = await place.start();
    const db = connect(first.url, 2, () => {});
    cleanups.push(() => db.destroy());
    await migrate(db);
    const pool = puzzlePool(db, 1, () => randomInt(0, MAX_SEED));
    await pool.fill();
    const marks = async () =>
      (
        await db
          .selectFrom('served_puzzles')
          .select('puzzle_id')
          .where('player_key', '=', 's:marks')
          .execute()
      ).map((r) => r.puzzle_id);
    /** The one pooled puzzle of a slot (the pool's target is 1). */
    const pooledOf = async (shape: string) =>
      (
        await db
          .selectFrom('puzzle_pool')
          .select('puzzle_id')
          .where('shape', '=', shape)
          .where('difficulty', '=', 1)
          .executeTakeFirstOrThrow()
      ).puzzle_id;
    // Three shapes with a pooled puzzle at difficulty 1, so choosing one needs no database.
    const [a, b, c] = ALL_SLOTS.filter((slot) => slot.level === 1).map((slot) => slot.shape);
    const pooledB = await pooledOf(b!);
    const pooledC = await pooledOf(c!);
    const before = await pool.take('s:marks', a!, 1);
    // In the database when the answer comes: a post to any process, or after a crash, finds it.
    expect(await marks()).toEqual([before]);

    await killWholeServer(first);
    // No mark, no puzzle: the request fails as the database is away.
    const during = await pool.take('s:marks', b!, 1).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(during), String(during)).toBe(true);

    await place.start();
    // A write that failed once must not fail every later one. However many tries fail while the
    // database comes back (the pool's connections were cut), each failed one served nothing: the
    // slot's one pooled puzzle is still the one served, and no puzzle is made on the spot.
    let served: string | undefined;
    await until('a puzzle to be served again', () =>
      pool.take('s:marks', c!, 1).then(
        (id) => {
          served = id;
          return true;
        },
        () => false,
      ),
    );
    expect(served).toBe(pooledC);
    // The puzzle whose mark failed was never served: it is the one the player gets now.
    expect(await pool.take('s:marks', b!, 1)).toBe(pooledB);
    expect((await marks()).sort()).toEqual([before, pooledB, pooledC].sort());
  });

  it('the supervisor starts it again by itself', async () => {
    const place = await ownPostgresPlace();
    const log: string[] = [];
    const supervised = await supervisePostgres(
      () => startEmbeddedPostgres(place.dir, place.port, () => {}),
      (line) => log.push(line),
      { delaysMs: [100, 250, 500, 1_000, 2_000, 4_000, 8_000] },
    );
    cleanups.push(() => supervised.stop());
    const server = await serve(supervised.url);
    expect((await record(server.request)).status).toBe(200);

    const killed = supervised.current;
    const next = supervised.nextStart();
    process.kill(killed.pid, 'SIGKILL');
    const restarted = await next;
    expect(restarted.pid).not.toBe(killed.pid);
    expect(log.join('\n')).toContain('ended unexpectedly');
    expect(log.join('\n')).toContain('runs again');
    await expectRecovered(server.request);
  });

  it('the supervisor restarts nothing once stopped, and stops a start under way', async () => {
    const place = await ownPostgresPlace();
    const supervised = await supervisePostgres(
      () => startEmbeddedPostgres(place.dir, place.port, () => {}),
      () => {},
      { delaysMs: [0] },
    );
    const killed = supervised.current;
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    // The restart may be under way or done; either way, after stop() nothing runs.
    await supervised.stop();
    expect(isRunning(supervised.current.pid)).toBe(false);
  });
});

describe('the embedded PostgreSQL of `npm start` killed with SIGKILL', () => {
  interface Process extends ServerProcess {
    readonly request: Request;
  }

  async function startProcess(dataDir: string, pgPort: number): Promise<Process> {
    const started = await startServerProcess({ dataDir, pgPort });
    cleanups.push(() => started.kill());
    return { ...started, request: requester(started.base) };
  }

  function ended(pid: number): boolean {
    if (!isRunning(pid)) return true;
    const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
    return / Z /.test(stat.slice(stat.lastIndexOf(')')));
  }

  it('calls answer 503, the server restarts it, calls succeed again, and SIGTERM still exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'numberland-faults-process-'));
    const pgPort = await freePort();
    const s = await startProcess(dataDir, pgPort);
    expect((await record(s.request)).status).toBe(200);
    // A guest who played: the served puzzles are known in memory.
    const game = (shape: number) => `/api/game?level=1&shape=${shape}&difficulty=1`;
    expect((await s.request(game(1), { session: 'faults-guest' })).status).toBe(200);

    // The kill happens while the server is paused, and the port is taken before it resumes: its
    // first restarts fail, so the outage lasts as long as the test needs - no race with them.
    const postmaster = postmasterPid(dataDir) ?? 0;
    expect(postmaster).toBeGreaterThan(0);
    s.child.kill('SIGSTOP');
    process.kill(postmaster, 'SIGKILL');
    // Its parent is paused and cannot reap it: ended means a zombie here.
    await until('the postmaster to end', () => ended(postmaster));
    const squatter = await occupy(pgPort);
    s.child.kill('SIGCONT');

    await expectUnavailable(s.request);
    // A pooled puzzle asked for meanwhile is not served: its mark cannot be written. The failed
    // write must neither end the process nor block later writes.
    const puzzle = await s.request(game(2), { session: 'faults-guest' });
    expect(puzzle).toMatchObject({ status: 503, body: UNAVAILABLE });
    await until('a failed restart', () => s.output().includes('did not start'));
    expect(s.child.exitCode).toBe(null);

    await new Promise<void>((done) => squatter.close(() => done()));
    await until('the restart', () => s.output().includes('runs again'), 120_000);
    await expectRecovered(s.request);
    // Everything works again, signing up included; a puzzle served is marked when it arrives.
    const served = await s.request(game(3), { session: 'faults-guest' });
    expect(served.status).toBe(200);
    const db = new pg.Client({
      connectionString: embeddedUrl(dataDir, pgPort),
    });
    await db.connect();
    const { rows } = await db.query('SELECT puzzle_id FROM served_puzzles WHERE player_key = $1', [
      's:faults-guest',
    ]);
    await db.end();
    expect(rows.map((r) => r.puzzle_id)).toContain(served.body.puzzleId);
    const signup = await s.request('/api/auth/register', {
      method: 'POST',
      session: 'faults-guest',
      json: {
        email: 'faults@example.com',
        username: 'faults',
        password: 'secret-1',
        password2: 'secret-1',
        GDPRConfirmed: true,
      },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);

    const restarted = postmasterPid(dataDir) ?? 0;
    expect(restarted).not.toBe(postmaster);
    expect(isRunning(restarted)).toBe(true);
    s.child.kill('SIGTERM');
    const { code, signal } = await s.exit;
    expect({ code, signal }, s.output()).toEqual({ code: 0, signal: null });
    expect(isRunning(restarted)).toBe(false);
  }, 240_000);
});
