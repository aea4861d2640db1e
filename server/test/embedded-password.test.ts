// The embedded PostgreSQL is reachable by the server alone: its superuser password is random,
// made with the data folder and kept in it readable by its owner only, and a folder made with
// the old fixed password gets a random one at its next start, its data kept.

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { LEGACY_PASSWORD, PASSWORD_FILE } from '../src/db/embedded-password';
import { freePort } from './free-port';

/** The error code of logging in over TCP with `password`, or 'ok'. */
async function loginOverTcp(port: number, password: string): Promise<string> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
  });
  try {
    await client.connect();
    await client.end();
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

it('a random password kept 0600 in the data folder; an old folder is moved to one', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'numberland-pg-password-'));
  const port = await freePort();
  try {
    const first = await startEmbeddedPostgres(dir, port, () => {});
    try {
      const file = join(dir, PASSWORD_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(first.url).toContain(password);
      expect(await loginOverTcp(port, LEGACY_PASSWORD)).toBe('28P01');
      expect(await loginOverTcp(port, password)).toBe('ok');
      // As a folder made before: the fixed password, no file; and some data to keep.
      await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
      await query(first.url, `ALTER ROLE postgres PASSWORD '${LEGACY_PASSWORD}'`);
    } finally {
      await first.stop();
    }
    await rm(join(dir, PASSWORD_FILE));

    const second = await startEmbeddedPostgres(dir, port, () => {});
    try {
      const file = join(dir, PASSWORD_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password).not.toBe(LEGACY_PASSWORD);
      expect(await loginOverTcp(port, LEGACY_PASSWORD)).toBe('28P01');
      expect(await query(second.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
