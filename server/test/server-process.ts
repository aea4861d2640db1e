// The server as its own process, as `npm start` runs it (main.ts with its embedded PostgreSQL
// in a temporary folder), for tests of what only a real process shows: signals, exit codes, a
// killed PostgreSQL. `kill()` cleans up whatever the test left: the process, its PostgreSQL and
// the folder.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PASSWORD_FILE } from '../src/db/embedded-password';
import { isRunning } from '../src/db/leftover-postmaster';
import { freePort } from './free-port';
import { until } from './wait';

const SERVER_DIR = resolve(import.meta.dirname, '..');

/**
 * How the process is run: the production build as `npm start` runs it (node on the bundle the
 * global setup made, test/global-setup.ts), or the sources with tsx's loader, as in development.
 */
const LAUNCH = {
  built: ['--enable-source-maps', 'dist-test/main.js'],
  node: ['--import', 'tsx', 'src/main.ts'],
} as const;
export type Launch = keyof typeof LAUNCH;

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly base: string;
  readonly dataDir: string;
  /** Everything it printed so far, standard output and error together. */
  readonly output: () => string;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** End it (and its PostgreSQL) if still running, and remove its folder. */
  kill(): Promise<void>;
}

/** The TCP address of the embedded PostgreSQL of `dataDir`, with the password kept there. */
export function embeddedUrl(dataDir: string, pgPort: number): string {
  const password = readFileSync(join(dataDir, PASSWORD_FILE), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
}

/** The embedded PostgreSQL's process id, from its lock file, while it has one. */
export function postmasterPid(dataDir: string): number | undefined {
  const lock = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(lock) ? Number(readFileSync(lock, 'utf8').split('\n')[0]) : undefined;
}

interface ServerOptions {
  launch?: Launch;
  dataDir?: string;
  pgPort?: number;
  /** The HTTP port (a free one by default): a restarted server may take its predecessor's. */
  port?: number;
  /** More environment, over the defaults below (DATABASE_URL: a database of the test's own). */
  env?: Record<string, string>;
}

/** The server process spawned as `npm start` runs it, its output kept. */
async function spawnServer({ launch = 'built', dataDir, pgPort, port: httpPort, env = {} }: ServerOptions) {
  const folder = dataDir ?? (await mkdtemp(join(tmpdir(), 'numberland-process-')));
  const port = httpPort ?? (await freePort());
  const child = spawn(process.execPath, [...LAUNCH[launch]], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: folder,
      EMBEDDED_PG_PORT: String(pgPort ?? (await freePort())),
      PUZZLE_POOL_TARGET: '1',
      LOG_LEVEL: 'info',
      CLIENT_DIR: join(folder, 'no-client'),
      DATABASE_URL: '',
      // Many requests from one address and session: the write limits have tests of their own.
      WRITES_PER_MINUTE_PER_ADDRESS: '1000000',
      WRITES_PER_MINUTE_PER_SESSION: '1000000',
      ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '1000000',
      ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: string) => {
    output += chunk;
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { folder, port, child, exit, output: () => output };
}

/**
 * A server process that is expected to refuse to start: its exit code and what it printed. It
 * is killed if it runs longer than `timeoutMs`; its folder, given by the test, is left as it is.
 */
export async function serverProcessRefusal(
  options: ServerOptions & { dataDir: string },
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const { child, exit, output } = await spawnServer(options);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const { code } = await exit;
  clearTimeout(timer);
  return { code, output: output() };
}

/** Start the server process and wait until it answers its health route. */
export async function startServerProcess(options: ServerOptions = {}): Promise<ServerProcess> {
  const { folder, port, child, exit, output: printed } = await spawnServer(options);
  const base = `http://127.0.0.1:${port}`;
  const started: ServerProcess = {
    child,
    base,
    dataDir: folder,
    output: printed,
    exit,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }
      await exit;
      const pid = postmasterPid(folder);
      if (pid !== undefined && isRunning(pid)) {
        process.kill(pid, 'SIGQUIT');
        await until('PostgreSQL to stop', () => !isRunning(pid));
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
  try {
    await until('the server to answer', async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting:\n${printed()}`);
      }
      return (await fetch(`${base}/api/health`).catch(() => undefined))?.ok === true;
    });
  } catch (error) {
    await started.kill();
    throw error;
  }
  return started;
}
