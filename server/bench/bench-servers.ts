// The server under a bench: in this process, as buildApp makes it (autocannon then shares its
// thread), or src/main.ts with N workers in a process of its own, each with the CPU it has used.

import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrations';
import { freePort } from '../test/free-port';
import { healthPid } from '../test/health-pid';
import { ownCpuMs, treeCpuMs } from './process-cpu';

export const HEALTH_PATH = '/api/health';

/** The bench's load comes from one address and few sessions: limits it never reaches (still counted). */
const BENCH_LIMITS = {
  WRITES_PER_MINUTE_PER_ADDRESS: '100000000',
  WRITES_PER_MINUTE_PER_SESSION: '100000000',
  ANALYTICS_EVENTS_PER_SESSION_PER_DAY: '100000000',
  ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY: '100000000',
};

export const note = (line: string) => process.stderr.write(`${line}\n`);

const SERVER_DIR = resolve(import.meta.dirname, '..');

export interface Running {
  readonly base: string;
  /** CPU milliseconds used so far by the server (in process: this process, autocannon included). */
  cpuMs(): number;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/** src/main.ts with `workers` workers over `url`, answering once every worker answers. */
export async function startServer(url: string, workers: number): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      WORKERS: String(workers),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: join(SERVER_DIR, 'no-client-for-the-bench'),
      ...BENCH_LIMITS,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const pids = new Set<number>();
  const deadline = Date.now() + 120_000;
  while (pids.size < workers) {
    if (child.exitCode !== null) throw new Error(`the server ended while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    const pid = await healthPid(base);
    if (pid !== undefined) pids.add(pid);
    else await new Promise((done) => setTimeout(done, 100));
  }
  return {
    base,
    cpuMs: () => (child.pid === undefined ? 0 : treeCpuMs(child.pid)),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The server in this process, as src/serve.ts builds it (its own connection pool, migrations,
 * a full puzzle pool), listening on a port of its own: autocannon shares its thread.
 */
export async function startInProcess(url: string): Promise<Running> {
  const config = readConfig({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: join(SERVER_DIR, 'no-client-for-the-bench'),
    ...BENCH_LIMITS,
  });
  const db = connect(url, config.databasePoolSize, note);
  await migrate(db);
  const { app, pool } = await buildApp(config, db);
  await pool.fill();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: ownCpuMs,
    async stop() {
      await app.close();
      await db.destroy();
      return 0;
    },
  };
}
