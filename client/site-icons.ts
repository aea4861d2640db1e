// A build step: the favicon set, drawn from the one source picture assets/public/favicon.svg
// (which Vite copies as it is): favicon.ico (16, 32 and 48 px), apple-touch-icon.png (180 px, on
// an opaque ground, as iOS wants), the web app manifest's 192 and 512 px icons, its maskable icons
// (the picture inside the safe zone, so a launcher may cut any shape), and the manifest.
// They are rendered here with resvg (WebAssembly, no system libraries), so no binary is committed
// and a change to the SVG shows in every icon. The dev server serves them at the same URLs.

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Plugin } from 'vite';
import { ASSETS_DIR } from './assets-dir';
import { basePath } from './sound-files';

export const THEME_COLOR = '#2b6cb0';

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

/** resvg's WebAssembly may be set up once per process. */
function resvgReady(): Promise<void> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return ready;
}

export function renderPng(svg: string, size: number): Uint8Array {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render();
  const png = rendered.asPng();
  rendered.free();
  return png;
}

/**
 * The picture drawn `size` units wide (of 64), centred on a square of the theme colour (iOS fills
 * transparency with black).
 */
export function onGround(svg: string, ground: string = THEME_COLOR, size = 52): string {
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  const at = (64 - size) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${ground}"/>` +
    `<svg x="${at}" y="${at}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg></svg>`
  );
}

/**
 * A maskable icon's picture stays inside the centred circle of 80% of its width, which every
 * launcher's mask keeps: 36 of 64 units wide leaves even its corners inside (36 * 1.414 < 51.2).
 */
export const MASKABLE_PICTURE = 36;

/** An ICO file holding PNG images (read by every browser since 2007), one per size. */
export function encodeIco(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const headerBytes = 6 + 16 * images.length;
  const total = headerBytes + images.reduce((sum, i) => sum + i.png.byteLength, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1 = icon
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    view.setUint8(entry, size >= 256 ? 0 : size); // width, 0 means 256
    view.setUint8(entry + 1, size >= 256 ? 0 : size); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.byteLength;
  });
  return bytes;
}

export function manifest(base: string): string {
  return `${JSON.stringify(
    {
      id: base,
      name: 'Numberland',
      short_name: 'Numberland',
      description: 'A number-logic puzzle game of sum and product clues.',
      start_url: base,
      scope: base,
      display: 'standalone',
      background_color: THEME_COLOR,
      theme_color: THEME_COLOR,
      icons: [
        { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png' },
        { src: `${base}icon-maskable-192.png`, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: `${base}icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Every generated file of the set, by its name at the site's root. */
export async function siteIconFiles(svg: string, base: string): Promise<Map<string, Uint8Array>> {
  await resvgReady();
  const grounded = onGround(svg);
  const maskable = onGround(svg, THEME_COLOR, MASKABLE_PICTURE);
  return new Map<string, Uint8Array>([
    ['favicon.ico', encodeIco([16, 32, 48].map((size) => ({ size, png: renderPng(svg, size) })))],
    ['apple-touch-icon.png', renderPng(grounded, 180)],
    ['icon-192.png', renderPng(grounded, 192)],
    ['icon-512.png', renderPng(grounded, 512)],
    ['icon-maskable-192.png', renderPng(maskable, 192)],
    ['icon-maskable-512.png', renderPng(maskable, 512)],
    ['manifest.webmanifest', new TextEncoder().encode(manifest(base))],
  ]);
}

const TYPES: Readonly<Record<string, string>> = {
  ico: 'image/x-icon',
  png: 'image/png',
  webmanifest: 'application/manifest+json',
};

const SOURCE = `${ASSETS_DIR}/public/favicon.svg`;

export function siteIcons(): Plugin {
  let base = '/';
  return {
    name: 'numberland-site-icons',
    configResolved(config) {
      base = basePath(config.base);
    },
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost/').pathname;
        if (!pathname.startsWith(base) || req.method !== 'GET') return next();
        const name = pathname.slice(base.length);
        const type = TYPES[name.slice(name.lastIndexOf('.') + 1)];
        if (!type) return next();
        siteIconFiles(readFileSync(SOURCE, 'utf8'), base).then((files) => {
          const file = files.get(name);
          if (!file) return next();
          res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
          res.end(file);
        }, next);
      });
    },
    async generateBundle() {
      this.addWatchFile(SOURCE);
      for (const [fileName, source] of await siteIconFiles(readFileSync(SOURCE, 'utf8'), base)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
