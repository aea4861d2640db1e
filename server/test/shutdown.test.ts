// The server process as `npm start` runs it (node on the build, its own embedded PostgreSQL in a
// temporary folder): a SIGTERM or SIGINT lets a request in flight finish with its database
// write, then the pool drains, PostgreSQL stops, and the process exits 0. Nothing else (no
// library's exit hook) decides the exit code or takes the signals.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../src/db/leftover-postmaster';
import {
  type Launch,
  postmasterPid,
  type ServerProcess,
  serverProcessRefusal,
  startServerProcess,
} from './server-process';
import { slowRegistration } from './slow-request';

const started: ServerProcess[] = [];

afterEach(async () => {
  for (const s of started.splice(0)) await s.kill();
});

async function startProcess(launch: Launch, dataDir?: string): Promise<ServerProcess> {
  const s = await startServerProcess({ launch, ...(dataDir ? { dataDir } : {}) });
  started.push(s);
  return s;
}

/** Wait until the process has printed `text`. */
async function printed(s: ServerProcess, text: string): Promise<void> {
  while (!s.output().includes(text)) {
    if (s.child.exitCode !== null) throw new Error(`exited before printing "${text}":\n${s.output()}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

// Each test starts a server process as `npm start` does (node, a PostgreSQL in a new folder,
// migrations, the puzzle pool) and stops it: about 10 s on an idle machine, several times that on
// a loaded one, where startServerProcess alone may wait 60 s - Vitest's 60 s would cut it short.
describe('the server process stops gracefully', { timeout: 180_000 }, () => {
  it.each([
    ['SIGTERM', 'built'],
    ['SIGINT', 'built'],
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

  it("a second server on a running server's data folder refuses to start and leaves the first's PostgreSQL be", async () => {
    const first = await startProcess('node');
    const postmaster = postmasterPid(first.dataDir)!;

    const second = await serverProcessRefusal({ dataDir: first.dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Another Numberland server (process ${first.child.pid}) is using the data folder`,
    );
    expect(second.output).not.toContain('stopping the PostgreSQL');
    // The first server and its PostgreSQL run on, untouched.
    expect(postmasterPid(first.dataDir)).toBe(postmaster);
    expect(isRunning(postmaster)).toBe(true);
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
    expect(first.output()).not.toContain('ended unexpectedly');

    // Stopped cleanly, the first leaves the folder unmarked: the next server starts on it.
    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);
    expect(existsSync(join(first.dataDir, 'server.pid'))).toBe(false);
  });
});
