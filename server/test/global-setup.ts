// One PostgreSQL for the whole server test run: TEST_DATABASE_URL when set (CI points it at the
// machine's PostgreSQL), else an embedded one in a temporary folder, removed afterwards.
// Each test file then makes its own database on it (see harness.ts). The production build of the
// server is made once here too, into dist-test/, for the tests that run it as `npm start` does.

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverDir = resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, ['scripts/build.mjs', 'dist-test'], { cwd: serverDir, stdio: 'inherit' });
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'numberland-test-pg-'));
  const pg = await startEmbeddedPostgres(dir, await freePort(), () => {});
  project.provide('databaseUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
