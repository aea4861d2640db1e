// upgrade-insecure-requests only for what came over TLS: a game opened over plain HTTP (another
// device at the LAN address the server prints) must get its files over HTTP.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const directivesOf = (policy: string | null) =>
  (policy ?? '').split(';').map((directive) => directive.trim().split(' ')[0]);

let dir: string;
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'numberland-tls-upgrade-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Numberland</title><div id="root"></div>');
  direct = await startServer({ CLIENT_DIR: dir });
  // The test's requests come from 127.0.0.1: here that address is a trusted proxy.
  proxied = await startServer({ CLIENT_DIR: dir, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await rm(dir, { recursive: true, force: true });
});

const PATHS = ['/', '/play?id=B9L4-16', '/login?lang=no', '/api/health'];

async function upgrades(server: TestServer, path: string, forwardedProto?: string): Promise<boolean> {
  const answer = await fetch(`${server.base}${path}`, {
    headers: forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : {},
  });
  expect(answer.status, path).toBe(200);
  const directives = directivesOf(answer.headers.get('content-security-policy'));
  // The rest of the policy is there either way.
  expect(directives, path).toEqual(expect.arrayContaining(['default-src', 'frame-ancestors']));
  return directives.includes('upgrade-insecure-requests');
}

describe('upgrade-insecure-requests', () => {
  it.each(PATHS)('is not sent over plain HTTP: %s', async (path) => {
    expect(await upgrades(direct, path)).toBe(false);
    expect(await upgrades(proxied, path)).toBe(false);
    expect(await upgrades(proxied, path, 'http')).toBe(false);
  });

  it.each(PATHS)('is sent when a trusted proxy says the request came over TLS: %s', async (path) => {
    expect(await upgrades(proxied, path, 'https')).toBe(true);
  });

  it.each(PATHS)('is not sent on the word of a client no proxy setting trusts: %s', async (path) => {
    expect(await upgrades(direct, path, 'https')).toBe(false);
  });
});
