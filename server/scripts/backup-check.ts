// npm run backup-check -w server: proves the backup and restore of server/README.md on a real
// PostgreSQL. It makes a scratch database, migrates it, plays a little through the app (an
// account, a puzzle served, a game scored and paid, the daily claim, an analytics event), backs
// it up with `pg_dump --format=custom`, restores it with `pg_restore` into a second database, and
// compares every table row for row. The restored database must then take the migrations as up
// to date and keep working (a new account gets its opening gems event from the trigger).
// Both scratch databases are dropped at the end. Exit code 0 when all of that held.
//
// The PostgreSQL: BACKUP_CHECK_DATABASE_URL, else TEST_DATABASE_URL, else the local
// postgres://postgres@127.0.0.1:5432/test. pg_dump and pg_restore come from PATH (PG_BIN to
// choose a folder); they must be at least the server's major version.

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { playWire } from '../test/play';

const run = promisify(execFile);
const ADMIN_URL =
  process.env.BACKUP_CHECK_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const bin = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);
const say = (line: string) => process.stdout.write(`${line}\n`);

function urlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Some of everything a live server writes, through the app itself. */
async function play(db: Kysely<Database>, url: string): Promise<void> {
  const config = readConfig({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    PUZZLE_POOL_TARGET: '1',
    LOG_LEVEL: 'silent',
  });
  const { app, pool } = await buildApp(config, db);
  try {
    await pool.fill();
    const session = { 'x-session-id': 'backup-check-session' };
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: session,
      payload: {
        email: 'backup@example.com',
        username: 'Backup',
        password: 'secret-1',
        password2: 'secret-1',
        GDPRConfirmed: true,
      },
    });
    if (signup.statusCode !== 200)
      throw new Error(`registration answered ${signup.statusCode}: ${signup.body}`);
    const headers = { ...session, authorization: `Bearer ${signup.json().token}` };
    const wire = await app.inject({ url: '/api/game?level=1&shape=1&difficulty=1', headers });
    const { post } = playWire(wire.json(), 'backup-check-game', { stepMs: 1000 });
    const score = await app.inject({ method: 'POST', url: '/api/game/score', headers, payload: post });
    if (score.statusCode !== 200)
      throw new Error(`the score post answered ${score.statusCode}: ${score.body}`);
    const daily = await app.inject({ url: '/api/user/claim-daily', headers });
    if (daily.statusCode !== 200)
      throw new Error(`the daily claim answered ${daily.statusCode}: ${daily.body}`);
    await app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: session,
      payload: { eventName: 'screen_view', ID: 'backup-check' },
    });
  } finally {
    await app.close();
  }
}

/** Every table's row count and a fingerprint of its rows, in a stable order. */
async function fingerprint(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const prints = new Map<string, string>();
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ n: number; digest: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
      );
      prints.set(name, `${rows[0]!.n} rows, ${rows[0]!.digest ?? 'empty'}`);
    }
    return prints;
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const source = `nl_backup_source_${tag}`;
  const restored = `nl_backup_restored_${tag}`;
  const folder = await mkdtemp(join(tmpdir(), 'numberland-backup-'));
  const file = join(folder, 'numberland.dump');
  const problems: string[] = [];
  say(`backup check on ${new URL(ADMIN_URL).host} (databases ${source}, ${restored})`);
  try {
    const version = await admin((c) => c.query('SHOW server_version'));
    const { stdout: dumpVersion } = await run(bin('pg_dump'), ['--version']);
    say(`PostgreSQL ${version.rows[0].server_version}; ${dumpVersion.trim()}`);

    await admin((c) => c.query(`CREATE DATABASE ${source}`));
    const db = connect(urlOf(source), 4, () => {});
    try {
      await migrate(db);
      await play(db, urlOf(source));
    } finally {
      await db.destroy();
    }
    const before = await fingerprint(urlOf(source));

    await run(bin('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${urlOf(source)}`,
    ]);
    await admin((c) => c.query(`CREATE DATABASE ${restored}`));
    await run(bin('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restored)}`, file]);
    const after = await fingerprint(urlOf(restored));

    for (const [table, print] of before) {
      const again = after.get(table);
      say(
        `${again === print ? 'same' : 'DIFFERENT'}  ${table}: ${print}${again === print ? '' : ` -> ${again ?? 'missing'}`}`,
      );
      if (again !== print) problems.push(`${table} differs after the restore`);
    }
    for (const table of after.keys()) if (!before.has(table)) problems.push(`${table} appeared from nowhere`);
    for (const needed of ['users', 'scores', 'gem_events', 'served_puzzles', 'kysely_migration']) {
      if (!before.get(needed)?.match(/^[1-9]/))
        problems.push(`${needed} was empty: the check proved nothing for it`);
    }

    // The restored database is a working one: migrations up to date, triggers in place.
    const back = connect(urlOf(restored), 2, () => {});
    try {
      await migrate(back);
      const user = await back
        .insertInto('users')
        .values({
          email: 'after-restore@example.com',
          username: 'After restore',
          username_key: 'after restore',
          password_hash: null,
          last_daily: null,
        })
        .returning(['id', 'gems'])
        .executeTakeFirstOrThrow();
      const events = await sql<{
        sum: number;
      }>`SELECT coalesce(sum(amount), 0)::int AS sum FROM gem_events WHERE user_id = ${user.id}`.execute(
        back,
      );
      if (events.rows[0]?.sum !== Number(user.gems))
        problems.push('a new account on the restored database got no opening gems event');
    } finally {
      await back.destroy();
    }
  } catch (error) {
    const e = error as { stderr?: string; message?: string };
    problems.push((e.stderr || e.message || String(error)).trim());
  } finally {
    await rm(folder, { recursive: true, force: true });
    await admin(async (c) => {
      for (const name of [source, restored]) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }).catch((error: unknown) => problems.push(`could not drop the scratch databases: ${String(error)}`));
  }
  if (problems.length > 0) {
    say(`backup check FAILED:\n- ${problems.join('\n- ')}`);
    return 1;
  }
  say(
    'backup check passed: pg_dump and pg_restore give back every table row for row, and a working database',
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
