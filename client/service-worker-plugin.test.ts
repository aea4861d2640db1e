import { describe, expect, it } from 'vitest';
import { isPrecached, precacheList } from './service-worker-plugin';

describe('the service worker precache list', () => {
  it('keeps every file of the build but compressed copies, maps and the worker itself', () => {
    expect(
      ['index.html', 'assets/index-Ab12.js', 'sounds/go.opus', 'manifest.webmanifest', 'icon-512.png'].every(
        isPrecached,
      ),
    ).toBe(true);
    for (const file of [
      'index.html.br',
      'assets/index-Ab12.js.gz',
      'assets/index-Ab12.js.map',
      'sw.js',
      '.DS_Store',
    ])
      expect(isPrecached(file), file).toBe(false);
  });

  it('lists the files sorted, under the base, with a version that follows their contents', () => {
    const build = new Map<string, string | Uint8Array>([
      ['sw.js', 'worker'],
      ['index.html', '<html>'],
      ['assets/a-1.js', 'a'],
      ['index.html.br', 'x'],
      ['sounds/go.opus', new Uint8Array([1, 2, 3])],
    ]);
    const list = precacheList(build, '/game/');
    expect(list.base).toBe('/game/');
    expect(list.files).toEqual(['assets/a-1.js', 'index.html', 'sounds/go.opus']);
    expect(list.version).toMatch(/^[0-9a-f]{16}$/);
    // The same build, the same version; one byte of a sound changed (a fixed name), a new one.
    expect(precacheList(new Map(build), '/game/').version).toBe(list.version);
    const changed = new Map(build).set('sounds/go.opus', new Uint8Array([1, 2, 4]));
    expect(precacheList(changed, '/game/').version).not.toBe(list.version);
    // Neither the worker nor a compressed copy changes the version.
    const same = new Map(build).set('sw.js', 'other').set('index.html.br', 'y');
    expect(precacheList(same, '/game/').version).toBe(list.version);
  });
});
