import { createHash } from 'node:crypto';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../src/plugins/page-policy';
import { startServer, type TestServer } from './harness';

const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const pageWith = (script: string) =>
  `<!doctype html><title>Numberland</title><script type="module" src="/assets/index-1.js"></script><div id="root"></div><script data-locales="{}">${script}</script>`;
const scriptSrc = (policy: string | null) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'numberland-page-policy-'));
  await writeFile(join(dir, 'index.html'), pageWith('document.title="first"'));
  server = await startServer({ CLIENT_DIR: dir });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the page's content security policy", () => {
  it('names the hash of each inline script, and none of a script with a src or of an empty one', () => {
    const html = `${pageWith('a()')}<script>b()</script><script></script><script src="/x.js"></script><SCRIPT>c()</SCRIPT >`;
    expect(inlineScriptSources(html)).toEqual([sourceOf('a()'), sourceOf('b()'), sourceOf('c()')]);
  });

  it("lets the page's own inline script run, by its hash, on every path that answers the page", async () => {
    for (const path of ['/', '/index.html', '/play?id=B9L4-16', '/home']) {
      const page = await fetch(`${server.base}${path}`);
      expect(page.status, path).toBe(200);
      const sources = scriptSrc(page.headers.get('content-security-policy'));
      expect(sources, path).toEqual(["'self'", sourceOf('document.title="first"')]);
      expect(sources, path).not.toContain("'unsafe-inline'");
    }
  });

  it('allows no inline script outside the page', async () => {
    const api = await fetch(`${server.base}/api/health`);
    expect(scriptSrc(api.headers.get('content-security-policy'))).toEqual(["'self'"]);
  });

  it("follows a page rebuilt while the server runs: the new script's hash, not the old one's", async () => {
    const page = join(dir, 'index.html');
    await writeFile(page, pageWith('document.title="second build"'));
    // A file time of its own, so the change is seen even within the file system's time resolution.
    const later = new Date(Date.now() + 60_000);
    await utimes(page, later, later);
    const answer = await fetch(`${server.base}/play`);
    expect(scriptSrc(answer.headers.get('content-security-policy'))).toEqual([
      "'self'",
      sourceOf('document.title="second build"'),
    ]);
  });
});
