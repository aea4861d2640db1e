// The primary of WORKERS=N: it owns the database (started and migrated in main.ts), fills the
// puzzle pool once, and forks N workers that serve the one port (node:cluster hands them the
// connections). Workers hold no state of their own: everything that must hold across them is in
// PostgreSQL, so any worker answers any request, and a worker that dies is simply replaced.
//
// The stop: every worker gets SIGTERM and answers its requests in flight (serve.ts, shutdown.ts),
// then PostgreSQL stops. The exit code is 0 only when every worker exited 0.

import cluster, { type Worker } from 'node:cluster';
import { randomInt } from 'node:crypto';
import { MAX_SEED } from '@numberland/engine';
import type { Config } from './config';
import { connect } from './db/connect';
import { puzzlePool } from './services/puzzle-pool';
import { SHUTDOWN_TIMEOUT_MS, type Shutdown } from './shutdown';

/** The environment variable that hands a worker the database URL of its primary. */
export const WORKER_DATABASE_URL = 'NUMBERLAND_WORKER_DATABASE_URL';

/** A worker that ran this long before it died is restarted at once; sooner, after a growing wait. */
const STEADY_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Workers still running this long after their SIGTERM are killed (within the primary's limit). */
const WORKER_STOP_MS = SHUTDOWN_TIMEOUT_MS - 5_000;

const log = (line: string) => console.error(`[primary ${process.pid}] ${line}`);

export async function runPrimary(config: Config, url: string, steps: Shutdown[]): Promise<void> {
  // Filled here once, so the workers only read it (N workers filling at once would each add).
  const db = connect(url, 2);
  try {
    const added = await puzzlePool(
      db,
      config.poolTarget,
      () => randomInt(0, MAX_SEED),
      config.poolGrowthPerSession,
    ).fill();
    log(`puzzle pool ready (${added} made)`);
  } finally {
    await db.destroy();
  }

  let stopping = false;
  /** Workers that have listened: they may have requests in flight when the stop comes. */
  const listening = new WeakSet<Worker>();
  let quickDeaths = 0;
  const env = { [WORKER_DATABASE_URL]: url };
  const started = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork(env);
    started.set(worker, Date.now());
    worker.once('listening', () => listening.add(worker));
    return worker;
  };

  steps.unshift({
    name: `${config.workers} workers`,
    stop: async () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      const codes = await Promise.all(running.map((w) => stopWorker(w, listening.has(w))));
      const failed = codes.filter((c) => c !== 0).length;
      if (failed > 0) throw new Error(`${failed} of ${running.length} workers did not stop cleanly`);
    },
  });

  // A worker that ends is replaced - once it had listened; one that ends before it ever listened
  // during the first start fails the start instead (a bad port, say: retrying would not help).
  let starting = true;
  let failStart: (error: Error) => void = () => {};
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    const how = signal ?? `exit code ${code}`;
    if (stopping) return;
    if (starting && !listening.has(worker)) {
      failStart(new Error(`worker ${worker.process.pid} ended while starting (${how})`));
      return;
    }
    quickDeaths = ranMs < STEADY_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    log(`worker ${worker.process.pid} ended (${how}); a new one starts in ${delay} ms`);
    setTimeout(() => {
      if (stopping) return;
      const next = fork();
      next.once('listening', () => log(`worker ${next.process.pid} listening`));
    }, delay);
  });

  const first = Array.from({ length: config.workers }, fork);
  try {
    await new Promise<void>((resolve, reject) => {
      failStart = reject;
      let ready = 0;
      for (const worker of first) {
        worker.once('listening', () => {
          if (++ready === first.length) resolve();
        });
      }
    });
  } catch (error) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && !worker.isDead()) worker.process.kill('SIGKILL');
    }
    throw error;
  } finally {
    starting = false;
  }
  log(`${config.workers} workers listening on ${config.host}:${config.port}`);
}

/**
 * SIGTERM, then the worker's exit code (SIGKILL past the limit: 1). A worker not listening yet
 * (a replacement still starting) had no requests to answer: however it ends is clean.
 */
function stopWorker(worker: Worker, served: boolean): Promise<number> {
  return new Promise((resolve) => {
    if (worker.isDead()) {
      resolve(worker.process.exitCode ?? 1);
      return;
    }
    const timer = setTimeout(() => {
      log(`worker ${worker.process.pid} did not stop within ${WORKER_STOP_MS} ms`);
      worker.process.kill('SIGKILL');
    }, WORKER_STOP_MS);
    worker.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve((signal === null && code === 0) || !served ? 0 : 1);
    });
    worker.process.kill('SIGTERM');
  });
}
