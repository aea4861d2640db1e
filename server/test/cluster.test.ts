// WORKERS=2 npm start: one primary that owns the embedded PostgreSQL, two workers answering on
// the one port. The load is shared (the health route names the answering process), a worker
// killed with SIGKILL is replaced while the other goes on answering, and SIGTERM to the primary
// lets every worker answer its requests in flight before PostgreSQL stops and the exit code is 0.

import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../src/db/leftover-postmaster';
import { healthPid } from './health-pid';
import { postmasterPid, type ServerProcess, startServerProcess } from './server-process';
import { slowRegistration } from './slow-request';
import { until } from './wait';

const started: ServerProcess[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.kill();
});

/** The process ids that answered `n` health requests, each on a connection of its own. */
async function answeringPids(base: string, n: number): Promise<number[]> {
  const pids: number[] = [];
  for (let i = 0; i < n; i++) {
    const pid = await healthPid(base);
    if (pid !== undefined) pids.push(pid);
  }
  return pids;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('WORKERS=2', () => {
  it('two workers share the port; one killed is replaced; SIGTERM drains both, then exit 0', async () => {
    const s = await startServerProcess({ env: { WORKERS: '2' } });
    started.push(s);
    const primary = s.child.pid!;
    await until('both workers to answer', async () => new Set(await answeringPids(s.base, 6)).size === 2);
    const workers = [...new Set(await answeringPids(s.base, 6))];
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(primary);
    // The readiness route shows the worker, its connections and the pool it read.
    const ready = await fetch(`${s.base}/api/health/database`);
    expect(ready.status).toBe(200);
    const status = (await ready.json()) as { pid: number; connections: { max: number }; puzzles: number };
    expect(workers).toContain(status.pid);
    expect(status.connections.max).toBe(10);
    expect(status.puzzles).toBeGreaterThan(0);

    // A worker killed: the other answers meanwhile, and a new one takes its place.
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, 'SIGKILL');
    await until(
      'the other worker to answer alone',
      async () => (await answeringPids(s.base, 1))[0] === survivor,
    );
    await until('a new worker', async () =>
      (await answeringPids(s.base, 4)).some((pid) => pid !== survivor && pid !== victim),
    );
    expect(s.output()).toContain(`worker ${victim} ended (SIGKILL)`);
    expect(isRunning(victim)).toBe(false);
    const now = [...new Set(await answeringPids(s.base, 6))];
    expect(now).toContain(survivor);

    // Requests in flight on both workers (connections are dealt round-robin), then SIGTERM.
    const postmaster = postmasterPid(s.dataDir)!;
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      slowRegistration(s.base, `cluster${i}${Math.random().toString(36).slice(2, 6)}`),
    );
    await until('the requests to arrive', () => occurrences(s.output(), '"url":"/api/auth/register"') >= 4);
    s.child.kill('SIGTERM');
    // The primary and both workers begin their stops.
    await until('every process to begin its stop', () => occurrences(s.output(), 'stopping (SIGTERM)') >= 3);
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const { code, signal } = await s.exit;
    expect({ code, signal }, s.output()).toEqual({ code: 0, signal: null });
    expect(s.output()).not.toContain('with errors');
    for (const pid of [postmaster, ...now]) expect(isRunning(pid), `process ${pid}`).toBe(false);
  }, 240_000);
});
