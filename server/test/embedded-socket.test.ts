// The embedded PostgreSQL's Unix socket (src/db/embedded-socket.ts): in its data folder whatever
// that folder's name holds, and TCP where a socket cannot be made, never a failed start.

import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPostgres, startEmbeddedPostgres } from '../src/db/embedded';
import { socketDirFor } from '../src/db/embedded-socket';
import { freePort } from './free-port';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'nl-sock-'));
  // Run as root, PostgreSQL runs as its own user, which must reach the data folder inside.
  await chmod(root, 0o755);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function ask(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ at: string }>(
      "SELECT coalesce(inet_server_addr()::text, 'socket') AS at",
    );
    return rows[0]?.at ?? '';
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('listens on a socket in a folder named with a comma, a quote and a space; TCP when the socket cannot be made', async () => {
    const dir = join(root, 'a,b "c');
    const port = await freePort();
    const logged: string[] = [];
    let running: RunningPostgres | undefined = await startEmbeddedPostgres(dir, port, (l) => logged.push(l));
    try {
      const socketDir = join(dir, 'postgres');
      expect(new URL(running.url).searchParams.get('host')).toBe(socketDir);
      expect(existsSync(join(socketDir, `.s.PGSQL.${port}`))).toBe(true);
      expect(await ask(running.url)).toBe('socket');
      await running.stop();
      running = undefined;

      // A folder where the socket's file would go: PostgreSQL cannot bind it, as on a file
      // system without sockets.
      await mkdir(join(socketDir, `.s.PGSQL.${port}`));
      running = await startEmbeddedPostgres(dir, port, (l) => logged.push(l));
      expect(new URL(running.url).searchParams.get('host')).toBeNull();
      expect(await ask(running.url)).toBe('127.0.0.1/32');
      expect(logged.join('\n')).toContain('TCP only');
    } finally {
      await running?.stop();
    }
  });

  it('uses TCP where a socket path would be too long, and on Windows', () => {
    expect(socketDirFor('/srv/numberland/data/postgres', 54329)).toBe('/srv/numberland/data/postgres');
    expect(socketDirFor(`/srv/${'x'.repeat(80)}/postgres`, 54329)).toBeUndefined();
  });
});
