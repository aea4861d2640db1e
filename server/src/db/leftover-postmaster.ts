// A PostgreSQL left running on our data folder by a server that was killed (kill -9, a crash)
// would keep the folder locked, and the next start would fail. Find it through the lock file
// PostgreSQL writes (postmaster.pid: its process id on the first line) and stop it.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The process id in `postmaster.pid`, when that process still runs and is a PostgreSQL. */
export async function leftoverPostmaster(databaseDir: string): Promise<number | undefined> {
  const lock = await readFile(join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(lock?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  // A stale lock's id may since have been given to another program: stop only a postgres.
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (command !== undefined && !command.includes('postgres')) return undefined;
  return pid;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitGone(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

/**
 * Stop a PostgreSQL by its process id: a fast shutdown (SIGINT) first, an immediate one
 * (SIGQUIT, which also ends its backends) if that takes too long. Resolves once it is gone.
 */
export async function stopPostmaster(pid: number, log: (line: string) => void): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, ms)) return;
    log(`PostgreSQL ${pid} did not stop on ${signal} within ${ms} ms`);
  }
  throw new Error(`Could not stop the PostgreSQL left running as process ${pid}`);
}
