// Issue 18's fault run, with real processes killed by their process id while players' finished
// games stream in through the client's own API client and outbox (client/src/api): a post that
// gets no answer, or a 5xx, waits in the outbox and is sent again until it is answered.
//
//   1. the server process of `npm start` is killed with SIGKILL, and started again, twice;
//   2. its embedded PostgreSQL is killed with SIGKILL under load, kept away a while (its port
//      taken), and restarted by the server itself.
//
// Afterwards every post the clients saw acknowledged is stored exactly once, every one they did
// not is retried and stored exactly once, none is counted or paid twice, and after each fault
// every account's gems equal the sum of its gem events. While the database is away the API
// answers 503 in the error format, quickly; never another 5xx. The counts are printed.

import { readFileSync } from 'node:fs';
import { gemPrizeFor } from '@numberland/engine';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { type ApiClient, createApiClient, type LateAnswer } from '../../client/src/api/client';
import { ApiError } from '../../client/src/api/errors';
import { memoryStore } from '../../client/src/state/storage';
import { DATABASE_UNAVAILABLE } from '../src/plugins/errors';
import { freePort } from './free-port';
import { requester } from './harness';
import { playWire } from './play';
import { newPlayer } from './players';
import { SLOT } from './score-client';
import { embeddedUrl, postmasterPid, type ServerProcess, startServerProcess } from './server-process';
import { occupy, until as untilWithin } from './wait';

/** Waits here run longer than the shared default: 180 s. */
const until = (what: string, check: () => boolean | Promise<boolean>, ms = 180_000) =>
  untilWithin(what, check, ms);

const PLAYERS = 3;
const GAMES_PER_PLAYER = 100;
const GAMES = PLAYERS * GAMES_PER_PLAYER;
/** The server is killed after this many acknowledged posts, then PostgreSQL after the last. */
const SERVER_KILLS_AFTER = [50, 130];
const DATABASE_KILL_AFTER = 200;
/** 503 answers seen before the database may come back: the outage is one the clients felt. */
const UNAVAILABLE_ANSWERS = 6;
/** No answer during the outage may take longer (the server gives up connecting after 3 s). */
const ANSWER_LIMIT_MS = 12_000;
/** The outbox's waits (1 s, 2 s ... a minute) shortened this many times: the same order, sooner. */
const RETRY_SPEEDUP = 10;

let current: ServerProcess | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await current?.kill();
});

interface Answer {
  readonly status: number;
  readonly code?: string;
  readonly message?: string;
  readonly ms: number;
}

it('server and database killed under a stream of outbox posts: none lost, none doubled', async () => {
  const pgPort = await freePort();
  const port = await freePort();
  current = await startServerProcess({ pgPort, port, env: { LOG_LEVEL: 'warn' } });
  const { dataDir } = current;
  const base = () => current!.base;
  const dbUrl = embeddedUrl(dataDir, pgPort);
  /** The test's own connection, made afresh after the database (or its server) was killed. */
  let db: pg.Client | undefined;
  const closeDb = async () => {
    await db?.end().catch(() => {});
    db = undefined;
  };
  cleanups.push(closeDb);
  const query = async (text: string) => {
    if (!db) {
      db = new pg.Client({ connectionString: dbUrl });
      db.on('error', () => {});
      await db.connect();
    }
    return (await db.query(text)).rows;
  };

  // Every answer any client got, and the moments the database was down.
  const answers: Answer[] = [];
  const outage = { from: 0, to: 0 };
  const fetchVia = async (path: string, init: RequestInit): Promise<Response> => {
    const began = Date.now();
    const response = await fetch(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text);
    } catch {}
    answers.push({ status: response.status, code: body.code, message: body.message, ms: Date.now() - began });
    return new Response(text, { status: response.status, headers: response.headers });
  };

  // The players: an account, its puzzles served, its games played (before any fault).
  const players: { client: ApiClient; games: ReturnType<typeof playWire>[] }[] = [];
  for (let p = 0; p < PLAYERS; p++) {
    const session = `outbox-faults-${p}`;
    const request = requester(base());
    const signup = await request('/api/auth/register', { method: 'POST', json: newPlayer(), session });
    expect(signup.status).toBe(200);
    const token = signup.body.token as string;
    const headers = { Authorization: `Bearer ${token}` };
    const games = [];
    for (let g = 0; g < GAMES_PER_PLAYER; g++) {
      const wire = await request(SLOT, { session, headers });
      expect(wire.status).toBe(200);
      games.push(playWire(wire.body, `outbox-${p}-${String(g).padStart(4, '0')}`, { stepMs: 1000 }));
    }
    const client = createApiClient({
      fetch: fetchVia,
      baseUrl: '/api',
      token: () => token,
      sessionId: () => session,
      tenant: 'faults',
      storage: memoryStore(),
      setTimer: (run, ms) => {
        const timer = setTimeout(run, ms / RETRY_SPEEDUP);
        return () => clearTimeout(timer);
      },
    });
    players.push({ client, games });
  }

  // What the clients saw: acknowledged at once, queued (sent again by the outbox), refused.
  const acknowledged = new Set<string>();
  const queued = new Set<string>();
  const lateAcknowledged = new Set<string>();
  const refused: string[] = [];
  for (const { client } of players) {
    client.onLateAnswer((late: LateAnswer) => {
      if (late.delivery.kind === 'delivered') lateAcknowledged.add(late.tag.id);
      else refused.push(`${late.tag.id}: ${late.delivery.error.status} ${late.delivery.error.message}`);
    });
  }
  const streams = players.map(async ({ client, games }) => {
    for (const game of games) {
      const id = game.summary.id;
      try {
        const sent = await client.write('/game/score', game.post, { tag: { kind: 'score', id } });
        (sent.status === 'sent' ? acknowledged : queued).add(id);
      } catch (error) {
        refused.push(
          `${id}: ${error instanceof ApiError ? `${error.status} ${error.message}` : String(error)}`,
        );
      }
    }
  });
  const settled = () => acknowledged.size + lateAcknowledged.size;

  /** Every account's gems equal the sum of its gem events (one consistent read). */
  const balancesHold = async () => {
    const rows = await query(`SELECT u.id, u.gems::int AS gems, coalesce(sum(e.amount), 0)::int AS events
      FROM users u LEFT JOIN gem_events e ON e.user_id = u.id GROUP BY u.id, u.gems`);
    expect(rows).toHaveLength(PLAYERS);
    expect(rows.filter((r) => r.gems !== r.events)).toEqual([]);
  };

  // 1. The server process, killed with SIGKILL mid-stream, twice; started again on its data.
  for (const after of SERVER_KILLS_AFTER) {
    await until(`${after} acknowledged posts`, () => settled() >= after);
    const killed = current;
    process.kill(killed.child.pid!, 'SIGKILL');
    await killed.exit;
    // Its PostgreSQL is left running, as after a real crash: the new process deals with it.
    await closeDb();
    current = await startServerProcess({ dataDir, pgPort, port, env: { LOG_LEVEL: 'warn' } });
    await balancesHold();
  }

  // 2. The embedded PostgreSQL killed under load; its port taken so its restarts fail until the
  // clients have met the outage, then given back: the server restarts it by itself.
  await until(`${DATABASE_KILL_AFTER} acknowledged posts`, () => settled() >= DATABASE_KILL_AFTER);
  const postmaster = postmasterPid(dataDir)!;
  const serverPid = current.child.pid!;
  process.kill(serverPid, 'SIGSTOP');
  process.kill(postmaster, 'SIGKILL');
  await closeDb();
  await until('the postmaster to end', () => !postmasterAlive(postmaster));
  const squatter = await occupy(pgPort);
  outage.from = Date.now();
  process.kill(serverPid, 'SIGCONT');
  const unavailable = () => answers.filter((a) => a.status === 503).length;
  await until(`${UNAVAILABLE_ANSWERS} answers of 503`, () => unavailable() >= UNAVAILABLE_ANSWERS);
  await new Promise<void>((done) => squatter.close(() => done()));
  await until('the restart', () => current!.output().includes('runs again'));
  outage.to = Date.now();

  // Everything drains: every game sent, every outbox empty.
  await Promise.all(streams);
  await until('every outbox to empty', () =>
    players.every(({ client }) => client.outbox.entries().length === 0),
  );
  expect(current.child.pid).toBe(serverPid);
  expect(current.child.exitCode).toBe(null);

  const ids = players.flatMap(({ games }) => games.map((g) => g.summary.id));
  const stored = await query(`SELECT id FROM scores`);
  const storedIds = new Set(stored.map((r) => r.id as string));
  const storedCounts = await query(
    `SELECT id, count(*)::int AS n FROM scores GROUP BY id HAVING count(*) > 1`,
  );
  const prizeDoubles = await query(
    `SELECT user_id, ref, count(*)::int AS n FROM gem_events WHERE kind = 'prize' GROUP BY user_id, ref HAVING count(*) > 1`,
  );
  const users =
    await query(`SELECT u.id, u.games_count, (SELECT count(*)::int FROM scores s WHERE s.player_key = 'u:' || u.id) AS stored
    FROM users u`);
  const overcounted = users.reduce((n, u) => n + Math.max(0, u.games_count - u.stored), 0);
  const fiveHundreds = answers.filter((a) => a.status >= 500);
  const duringOutage = fiveHundreds.filter((a) => a.status === 503);
  const counts = {
    posts: GAMES,
    acknowledged: acknowledged.size,
    retried: queued.size,
    acknowledgedAfterRetry: lateAcknowledged.size,
    stored: ids.filter((id) => storedIds.has(id)).length,
    doubled: storedCounts.length + prizeDoubles.length + overcounted,
    lost: ids.filter((id) => !storedIds.has(id)).length,
    refused: refused.length,
    answers503DuringOutage: duringOutage.length,
    other5xx: fiveHundreds.length - duringOutage.length,
    slowest503Ms: Math.max(0, ...duringOutage.map((a) => a.ms)),
    outageMs: outage.to - outage.from,
  };
  console.log(`outbox fault run: ${JSON.stringify(counts)}`);

  expect(refused).toEqual([]);
  expect(counts.acknowledged + counts.retried).toBe(GAMES);
  expect(counts.retried).toBeGreaterThan(0);
  expect([...queued].filter((id) => !lateAcknowledged.has(id))).toEqual([]);
  expect(counts).toMatchObject({ stored: GAMES, doubled: 0, lost: 0, other5xx: 0 });
  expect(storedIds.size).toBe(GAMES);
  // Outage answers: the error format with its readable message, quickly.
  expect(duringOutage.length).toBeGreaterThanOrEqual(UNAVAILABLE_ANSWERS);
  for (const a of duringOutage) {
    expect(a).toMatchObject({ code: 'database-unavailable', message: DATABASE_UNAVAILABLE });
    expect(a.ms).toBeLessThan(ANSWER_LIMIT_MS);
  }
  // Counted and paid once per game: each game is of its own puzzle.
  for (const u of users) expect(u.games_count).toBe(GAMES_PER_PLAYER);
  const prizes = await query(
    `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS gems FROM gem_events WHERE kind = 'prize'`,
  );
  const due = players.reduce(
    (sum, { games }) => sum + games.reduce((s, g) => s + gemPrizeFor(g.summary.difficulty), 0),
    0,
  );
  expect(prizes[0]).toEqual({ n: GAMES, gems: due });
  await balancesHold();
}, 300_000);

/** Whether the process runs (a zombie, unreaped by its paused parent, counts as ended). */
function postmasterAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/ Z /.test(stat.slice(stat.lastIndexOf(')')));
  } catch {
    return false;
  }
}
