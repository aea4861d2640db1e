import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from './assets-dir';
import { encodeIco, onGround, siteIconFiles } from './site-icons';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('site icons', () => {
  it('draws the favicon set from the SVG', async () => {
    const svg = readFileSync(`${ASSETS_DIR}/public/favicon.svg`, 'utf8');
    const files = await siteIconFiles(svg, '/');
    expect([...files.keys()].sort()).toEqual([
      'apple-touch-icon.png',
      'favicon.ico',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-192.png',
      'icon-maskable-512.png',
      'manifest.webmanifest',
    ]);
    for (const [name, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-192.png', 192],
      ['icon-maskable-512.png', 512],
    ] as const) {
      const png = files.get(name)!;
      expect([...png.subarray(0, 8)], name).toEqual(PNG_SIGNATURE);
      expect(pngSize(png), name).toEqual([size, size]);
    }
    const ico = new DataView(files.get('favicon.ico')!.buffer);
    expect([ico.getUint16(2, true), ico.getUint16(4, true)]).toEqual([1, 3]);
    const manifest = JSON.parse(new TextDecoder().decode(files.get('manifest.webmanifest')));
    expect(manifest.icons.map((i: { src: string; purpose?: string }) => [i.src, i.purpose ?? 'any'])).toEqual(
      [
        ['/icon-192.png', 'any'],
        ['/icon-512.png', 'any'],
        ['/icon-maskable-192.png', 'maskable'],
        ['/icon-maskable-512.png', 'maskable'],
      ],
    );
  });

  it('writes an ICO directory that points at each PNG', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = encodeIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect(ico.byteLength).toBe(6 + 32 + 5);
    expect([view.getUint8(6), view.getUint32(14, true), view.getUint32(18, true)]).toEqual([16, 3, 38]);
    expect([view.getUint8(22), view.getUint32(30, true), view.getUint32(34, true)]).toEqual([0, 2, 41]);
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts the picture on an opaque ground for iOS', () => {
    const grounded = onGround('<svg viewBox="0 0 64 64"><circle r="3"/></svg>');
    expect(grounded).toContain('<rect width="64" height="64" fill="#2b6cb0"/>');
    expect(grounded).toContain('<circle r="3"/>');
  });
});
