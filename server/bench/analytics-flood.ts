// The anonymous-write flood and the parallel gem totals, measured against a real server in
// production mode on a scratch database: 4 connections posting analytics batches for 10 s (rows
// and bytes stored), and ten parallel gem totals of 400 from a balance of 500 (the balance left).
// Prints figures; asserts nothing (the tests do).

import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrations';
import { createDatabase } from '../test/create-database';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const CONNECTIONS = 4;
/** FLOOD_ROTATE=1: a new session id on every request, as a bot would to dodge per-session limits. */
const ROTATE = process.env.FLOOD_ROTATE === '1';

function post(port: number, agent: Agent, path: string, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8').on('data', (c: string) => {
          answer += c;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: answer }));
      },
    );
    req.on('error', fail);
    req.end(text);
  });
}

const name = `nl_bench_${randomBytes(5).toString('hex')}`;
const url = await createDatabase(ADMIN_URL, name);
const db = connect(url, 10, () => {});
await migrate(db);
const config = readConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  PUZZLE_POOL_TARGET: '1',
  JWT_SECRET: randomBytes(24).toString('base64url'),
  CAPTCHA_HMAC_KEY: randomBytes(24).toString('base64url'),
  AUTH_ATTEMPTS_PER_MINUTE: '100000',
  LOG_LEVEL: 'silent',
});
const { app } = await buildApp(config, db);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const event = (i: number) => ({
  eventName: 'screen_view',
  ID: `bot-${i}`,
  data: { screen: 'x'.repeat(400), n: i },
});
const batch = Array.from({ length: 50 }, (_, i) => event(i));
const statuses = new Map<number, number>();
const until = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, c) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let sent = 0;
    while (Date.now() < until) {
      const session = ROTATE ? `flood-session-${c}-${sent++}` : `flood-session-${c}`;
      const answer = await post(
        port,
        agent,
        '/api/analytics',
        { events: batch },
        { 'x-session-id': session },
      );
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    agent.destroy();
  }),
);
const rows = await new pg.Client({ connectionString: url });
await rows.connect();
const stored = (
  await rows.query(
    "SELECT count(*)::int AS n, pg_total_relation_size('analytics_events')::bigint AS bytes FROM analytics_events",
  )
).rows[0];
console.log(
  `analytics flood${ROTATE ? ' (a new session id per request)' : ''}: ${CONNECTIONS} connections for ${SECONDS} s stored ${stored.n} rows, ${(Number(stored.bytes) / 1e6).toFixed(1)} MB; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
);

// Ten parallel totals of 400 from 500, from an address the flood has not used up.
await rows.query('DELETE FROM rate_limits');
const agent = new Agent({ keepAlive: true, maxSockets: 10 });
const registered = await post(
  port,
  agent,
  '/api/auth/register',
  {
    email: 'bench@example.com',
    username: 'Bench',
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
  },
  { 'x-session-id': 'bench-session-1' },
);
const token = (JSON.parse(registered.body) as { token: string }).token;
const totals = await Promise.all(
  Array.from({ length: 10 }, () =>
    post(
      port,
      agent,
      '/api/user/gems',
      { gems: 400, from: 500 },
      { authorization: `Bearer ${token}`, 'x-session-id': 'bench-session-1' },
    ),
  ),
);
const left = (await rows.query('SELECT gems FROM users')).rows[0];
console.log(
  `gem totals: ten parallel {gems: 400} from 500 left ${left.gems} (answers ${totals.map((t) => t.status).join(',')})`,
);
agent.destroy();
await rows.end();
await app.close();
await db.destroy();
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
