// The server process as `npm start` runs it (tsx src/main.ts, its own embedded PostgreSQL in a
// temporary folder): a SIGTERM or SIGINT lets a request in flight finish with its database
// write, then the pool drains, PostgreSQL stops, and the process exits 0. Nothing else (no
// library's exit hook) decides the exit code or takes the signals.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../src/db/leftover-postmaster';
import { freePort } from './free-port';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const TSX_CLI = resolve(SERVER_DIR, '../node_modules/tsx/dist/cli.mjs');

/**
 * How the process is run: through tsx's command line as `npm start` does (tsx passes signals on
 * to the server it runs), or as the server process itself with tsx's loader.
 */
const LAUNCH = {
  'tsx-cli': [TSX_CLI, 'src/main.ts'],
  node: ['--import', 'tsx', 'src/main.ts'],
} as const;
type Launch = keyof typeof LAUNCH;

interface Started {
  readonly child: ChildProcess;
  readonly base: string;
  readonly dataDir: string;
  readonly output: () => string;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Started[] = [];

afterEach(async () => {
  for (const s of started.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await s.exit;
    const pid = postmasterPid(s.dataDir);
    if (pid !== undefined && isRunning(pid)) process.kill(pid, 'SIGQUIT');
    await rm(s.dataDir, { recursive: true, force: true });
  }
});

function postmasterPid(dataDir: string): number | undefined {
  const lock = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(lock) ? Number(readFileSync(lock, 'utf8').split('\n')[0]) : undefined;
}

/** Start the server process (on `dataDir`, or a new folder) and wait until it answers its health route. */
async function startProcess(launch: Launch, dataDir?: string): Promise<Started> {
  dataDir ??= await mkdtemp(join(tmpdir(), 'numberland-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...LAUNCH[launch]], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PUZZLE_POOL_TARGET: '1',
      LOG_LEVEL: 'info',
      CLIENT_DIR: join(dataDir, 'no-client'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const s: Started = { child, base: `http://127.0.0.1:${port}`, dataDir, output: () => output, exit };
  started.push(s);
  const exited = exit.then(() => {
    throw new Error(`the server exited while starting:\n${output}`);
  });
  const healthy = (async () => {
    for (;;) {
      const answer = await fetch(`${s.base}/api/health`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
  await Promise.race([healthy, exited]);
  return s;
}

/** Wait until the process has printed `text`. */
async function printed(s: Started, text: string): Promise<void> {
  while (!s.output().includes(text)) {
    if (s.child.exitCode !== null) throw new Error(`exited before printing "${text}":\n${s.output()}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * A registration whose body arrives in two parts: the first now, the rest when `finish` is
 * called. Until then the request is in flight on the server.
 */
function slowRegistration(base: string, name: string) {
  const body = JSON.stringify({
    email: `${name}@example.com`,
    username: name,
    password: 'secret-1',
    password2: 'secret-1',
    GDPRConfirmed: true,
  });
  const cut = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      `${base}/api/auth/register`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-session-id': 'shutdown-test-session',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.write(body.slice(0, cut));
    finish = () => req.end(body.slice(cut));
  });
  return { answer, finish: () => finish() };
}

describe('the server process stops gracefully', () => {
  it.each([
    ['SIGTERM', 'tsx-cli'],
    ['SIGINT', 'tsx-cli'],
    ['SIGTERM', 'node'],
  ] as const)(
    'on %s (run by %s): the request in flight is answered, then PostgreSQL stops and the exit code is 0',
    async (signal, launch) => {
      const s = await startProcess(launch);
      const postmaster = postmasterPid(s.dataDir);
      expect(postmaster).toBeGreaterThan(0);
      expect(isRunning(postmaster!)).toBe(true);

      const name = `stop${signal.toLowerCase()}${Math.random().toString(36).slice(2, 6)}`;
      const inFlight = slowRegistration(s.base, name);
      // The server has logged the request's arrival before it is told to stop.
      await printed(s, '"url":"/api/auth/register"');
      s.child.kill(signal);
      await printed(s, `stopping (${signal})`);
      inFlight.finish();

      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body).token).toEqual(expect.any(String));

      const { code, signal: killedBy } = await s.exit;
      expect({ code, killedBy }, s.output()).toEqual({ code: 0, killedBy: null });
      // The order: the HTTP server, the pool, then PostgreSQL; all of them stopped.
      expect(s.output()).toContain('stopped');
      expect(s.output()).not.toContain('with errors');
      expect(isRunning(postmaster!)).toBe(false);
      expect(existsSync(join(s.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    },
  );

  it('a start after a kill -9 stops the PostgreSQL the killed process left, and runs', async () => {
    const first = await startProcess('node');
    const orphan = postmasterPid(first.dataDir)!;
    first.child.kill('SIGKILL');
    await first.exit;
    expect(isRunning(orphan)).toBe(true);

    const second = await startProcess('node', first.dataDir);
    expect(second.output()).toContain(`stopping the PostgreSQL (process ${orphan})`);
    expect(isRunning(orphan)).toBe(false);
    const health = await fetch(`${second.base}/api/health`);
    expect(health.status).toBe(200);
    second.child.kill('SIGTERM');
    expect((await second.exit).code).toBe(0);
  });
});
