// REDIS_URL: the rate-limit counters in Redis instead of PostgreSQL. Two real server processes
// on one database and one Redis (a redis-server of the test's own, when this machine has the
// program): the sign-in limit holds in total across them, the counters are in Redis, and with
// Redis away a limited route answers 503 in the error format - never a free pass, never a 500.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../src/plugins/errors';
import { freePort } from './free-port';
import { freshDatabase, type Request, requester, type TestDatabase } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';
import { until } from './wait';

const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';
const hasRedis = spawnSync(REDIS_SERVER, ['--version']).status === 0;

let redis: ChildProcess | undefined;
let redisPort = 0;
let database: TestDatabase | undefined;
let servers: ServerProcess[] = [];
let requests: Request[] = [];

/** Redis's own answer to a command (through redis-cli's protocol-free cousin: a raw socket). */
async function redisCommand(...args: string[]): Promise<string> {
  const { createConnection } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = createConnection(redisPort, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      socket.end();
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

beforeAll(async () => {
  if (!hasRedis) return;
  redisPort = await freePort();
  redis = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await until('Redis to answer', async () => (await redisCommand('PING').catch(() => '')).includes('PONG'));
  database = await freshDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  servers = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  requests = servers.map((s) => requester(s.base));
}, 180_000);

afterAll(async () => {
  for (const s of servers) await s.kill();
  await database?.drop();
  if (redis && redis.exitCode === null && redis.signalCode === null) {
    redis.kill('SIGKILL');
    await new Promise((done) => redis?.once('exit', done));
  }
});

const login = (request: Request, address: string) =>
  request('/api/auth/login', {
    method: 'POST',
    json: { email: 'nobody@example.com', password: 'wrong-password' },
    headers: { 'X-Forwarded-For': address },
  });

describe.skipIf(!hasRedis)('rate limits in Redis (REDIS_URL)', () => {
  it('the sign-in limit holds in total across two processes, counted in Redis', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(requests[i % 2]!, '10.9.9.9')),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect({ 401: count(401), 429: count(429) }).toEqual({ 401: 10, 429: 20 });
    // Counted in Redis, not in PostgreSQL.
    expect(await redisCommand('KEYS', 'numberland-rate-limit:*')).toContain('10.9.9.9');
    const rows = await database!.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.filter((r) => r.key.includes('10.9.9.9'))).toEqual([]);
  });

  it('with Redis away, a limited route answers 503 in the error format, quickly', async () => {
    redis!.kill('SIGKILL');
    await new Promise((done) => redis!.once('exit', done));
    for (const request of requests) {
      const began = Date.now();
      const answer = await login(request, '10.9.9.10');
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toEqual({ message: DATABASE_UNAVAILABLE, code: 'database-unavailable' });
      expect(Date.now() - began).toBeLessThan(6_000);
    }
    // Routes without a limit do not need Redis.
    expect((await requests[0]!('/api/health')).status).toBe(200);
  });
});
