import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let built: TestServer;
let bare: TestServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'numberland-client-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Numberland</title><div id="root"></div>');
  await writeFile(join(dir, 'app.js'), 'console.log("game")');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("hashed")');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});'.repeat(40));
  await writeFile(
    join(dir, 'sw.js.br'),
    brotliCompressSync('self.addEventListener("fetch", () => {});'.repeat(40)),
  );
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Numberland"}');
  built = await startServer({ CLIENT_DIR: dir });
  bare = await startServer({ CLIENT_DIR: join(dir, 'missing') });
});
afterAll(async () => {
  await built?.close();
  await bare?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('is served beside the API, with index.html for history-mode paths', async () => {
    for (const path of ['/', '/play', '/home', '/tutorial/2/3']) {
      const answer = await built.request(path);
      expect(answer.status, path).toBe(200);
      expect(String(answer.body)).toContain('<div id="root">');
    }
    expect(await built.request('/app.js')).toMatchObject({ status: 200, body: 'console.log("game")' });
  });

  it('serves files a rebuild wrote after the server started', async () => {
    await writeFile(join(dir, 'app-rebuilt.js'), 'console.log("rebuilt")');
    expect(await built.request('/app-rebuilt.js')).toMatchObject({
      status: 200,
      body: 'console.log("rebuilt")',
    });
  });

  it('sends the compressed copy the build wrote to a browser that accepts it', async () => {
    const script = 'console.log("compressed");'.repeat(100);
    await writeFile(join(dir, 'big.js'), script);
    await writeFile(join(dir, 'big.js.br'), brotliCompressSync(script));
    const compressed = await fetch(`${built.base}/big.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(script);
    const plain = await fetch(`${built.base}/big.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, and asks them to revalidate the page every time', async () => {
    const hashed = await fetch(`${built.base}/assets/index-Ab12Cd34.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/home', '/play?id=abc', '/tutorial/2/3']) {
      const page = await fetch(`${built.base}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
    await writeFile(
      join(dir, 'index.html.br'),
      brotliCompressSync(await (await fetch(`${built.base}/`)).text()),
    );
    const compressedPage = await fetch(`${built.base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(compressedPage.headers.get('content-encoding')).toBe('br');
    expect(compressedPage.headers.get('cache-control')).toBe('no-cache');
    // Files under fixed names are kept for a day, not a year: a new build may change them.
    const robots = await fetch(`${built.base}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves the service worker as JavaScript, asked for every time (also compressed), and the manifest', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await fetch(`${built.base}/sw.js`, { headers: { 'accept-encoding': encoding } });
      expect(worker.status, encoding).toBe(200);
      expect(worker.headers.get('content-type'), encoding).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers.get('cache-control'), encoding).toBe('no-cache');
      expect(await worker.text(), encoding).toContain('addEventListener("fetch"');
    }
    const manifest = await fetch(`${built.base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual({ name: 'Numberland' });
    // Its other usual name is sent to it, not answered with the app's page.
    const alias = await fetch(`${built.base}/manifest.json`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('manifest.webmanifest');
    const followed = await fetch(`${built.base}/manifest.json`);
    expect(followed.url).toBe(`${built.base}/manifest.webmanifest`);
    expect(await followed.json()).toEqual({ name: 'Numberland' });
  });

  it('serves robots.txt and the favicon as files', async () => {
    const robots = await fetch(`${built.base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');
    const icon = await fetch(`${built.base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
  });

  it('answers a missing file with a 404, not the page', async () => {
    for (const path of ['/missing.json', '/apple-touch-icon.png', '/assets/gone-1234.js', '/sitemap.xml']) {
      const answer = await built.request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ code: 'not-found' });
    }
  });

  it('answers HEAD on an app route as GET, without the page', async () => {
    for (const path of ['/', '/play?id=B9L4-16', '/home', '/tutorial/2/3']) {
      const page = await fetch(`${built.base}${path}`, { method: 'HEAD' });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).toBe('');
    }
    for (const path of ['/api/nothing', '/sitemap.xml']) {
      expect((await fetch(`${built.base}${path}`, { method: 'HEAD' })).status, path).toBe(404);
    }
  });

  it('keeps API paths and other methods as JSON 404s', async () => {
    expect(await built.request('/api/nothing')).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect(await built.request('/play', { method: 'POST' })).toMatchObject({
      status: 404,
      body: { code: 'not-found' },
    });
  });

  it('says so when the client is not built yet', async () => {
    const answer = await bare.request('/');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('client is not built yet');
  });
});
