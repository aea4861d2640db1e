// Issue 20's fault run: the server process of `npm start` killed with SIGKILL, twice, while a
// player's finished games stream in, and started again on the same data. The player's client
// sends each game again until it gets an answer, as the outbox does. Afterwards every game is
// stored once, counted once and paid once: games_count equals the stored rows, 0 lost, 0 doubled.

import { Profile } from '@numberland/contract';
import { gemPrizeFor } from '@numberland/engine';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { answerAs } from './answers';
import { freePort } from './free-port';
import { requester } from './harness';
import { playWire } from './play';
import { newPlayer } from './players';
import { SLOT } from './score-client';
import { embeddedUrl, type ServerProcess, startServerProcess } from './server-process';
import { until as untilWithin } from './wait';

/** Waits here run longer than the shared default: 120 s. */
const until = (what: string, check: () => boolean | Promise<boolean>, ms = 120_000) =>
  untilWithin(what, check, ms);

const GAMES = 36;
const SENDERS = 6;
/** The kills come after this many games were answered: early in the stream, and in its middle. */
const KILL_AFTER = [6, 20];
const SESSION = 'crash-under-posts';

let current: ServerProcess | undefined;
afterEach(async () => {
  await current?.kill();
});

it('a server killed twice under a stream of posts loses no game and counts none twice', async () => {
  const pgPort = await freePort();
  current = await startServerProcess({ pgPort });
  const { dataDir } = current;
  let request = requester(current.base);

  const signup = await request('/api/auth/register', { method: 'POST', json: newPlayer(), session: SESSION });
  expect(signup.status).toBe(200);
  const headers = { Authorization: `Bearer ${signup.body.token}` };
  const startGems = answerAs(
    Profile,
    (await request('/api/user/profile', { headers, session: SESSION })).body,
  ).gems;
  const games: ReturnType<typeof playWire>[] = [];
  for (let i = 0; i < GAMES; i++) {
    const wire = await request(SLOT, { headers, session: SESSION });
    expect(wire.status).toBe(200);
    games.push(playWire(wire.body, `crash-game-${String(i).padStart(4, '0')}`, { stepMs: 1000 }));
  }

  // The player's client: each game is sent until an answer other than "no answer" or a 5xx comes.
  const answers: { status: number; body: { prize?: number; code?: string } }[] = [];
  let restarting = false;
  const send = async (game: (typeof games)[number]) => {
    for (;;) {
      if (!restarting) {
        const answer = await request('/api/game/score', {
          method: 'POST',
          json: game.post,
          headers,
          session: SESSION,
        }).catch(() => undefined);
        if (answer && answer.status < 500) return answers.push(answer);
      }
      await new Promise((done) => setTimeout(done, 25));
    }
  };
  const queue = [...games];
  const senders = Array.from({ length: SENDERS }, async () => {
    for (let game = queue.shift(); game; game = queue.shift()) await send(game);
  });

  for (const after of KILL_AFTER) {
    await until(`${after} answers`, () => answers.length >= after);
    const killed = current;
    restarting = true;
    killed.child.kill('SIGKILL');
    await killed.exit;
    // Its PostgreSQL is left running, as after a real crash: the new process deals with it.
    current = await startServerProcess({ dataDir, pgPort });
    request = requester(current.base);
    restarting = false;
  }
  await Promise.all(senders);

  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(answers).toHaveLength(GAMES);
  const db = new pg.Client({
    connectionString: embeddedUrl(dataDir, pgPort),
  });
  await db.connect();
  try {
    const one = async (text: string) => (await db.query(text)).rows[0];
    const user = await one(`SELECT id, games_count, gems::int AS gems FROM users`);
    const stored = await one(
      `SELECT count(*)::int AS n, count(DISTINCT puzzle_id)::int AS puzzles FROM scores`,
    );
    const prizes = await one(
      `SELECT count(*)::int AS n, count(DISTINCT ref)::int AS refs, coalesce(sum(amount), 0)::int AS gems FROM gem_events WHERE kind = 'prize'`,
    );
    expect(stored).toEqual({ n: GAMES, puzzles: GAMES });
    expect(user.games_count).toBe(GAMES);
    const due = games.reduce((sum, g) => sum + gemPrizeFor(g.summary.difficulty), 0);
    expect(prizes).toEqual({ n: GAMES, refs: GAMES, gems: due });
    expect(user.gems).toBe(startGems + due);
    // The answers told the player the prizes they were paid, retries included.
    expect(answers.reduce((sum, a) => sum + (a.body.prize ?? 0), 0)).toBe(due);
  } finally {
    await db.end();
  }
}, 300_000);
