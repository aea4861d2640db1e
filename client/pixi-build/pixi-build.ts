// The build's `pixi.js`: pixi-entry.mjs over pixi's own modules instead of its entry, which
// registers everything pixi has (events, accessibility, filters, spritesheets, text, meshes...)
// and loads more when an Application starts. The celebration draws tinted Graphics with WebGL,
// or with pixi's canvas renderer where WebGL is missing, so the WebGPU renderer is left out too:
// to pixi's choice of renderer (webgl, else webgpu, else canvas) WebGPU is never there, and the
// renderer's module is one that says so. Build only: the dev server and the tests keep the whole
// package.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// pixi's package exports no package.json; its entry is lib/index.js.
const PIXI_LIB = dirname(createRequire(import.meta.url).resolve('pixi.js'));
const AUTO_DETECT_RENDERER = '/rendering/renderers/autoDetectRenderer.mjs';
const ENTRY = fileURLToPath(new URL('./pixi-entry.mjs', import.meta.url));
const NO_WEBGPU = '\0numberland:no-webgpu';
const WEBGPU_UNSUPPORTED = '\0numberland:webgpu-unsupported';

export function pixiBuild(): Plugin {
  return {
    name: 'numberland:pixi-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'pixi.js') return ENTRY;
      // pixi's package exports its entry and a few folders; its modules are read from where it is installed.
      if (source.startsWith('pixi.js/lib/')) return join(PIXI_LIB, source.slice('pixi.js/lib/'.length));
      if (importer?.endsWith(AUTO_DETECT_RENDERER)) {
        if (source === './gpu/WebGPURenderer.mjs') return NO_WEBGPU;
        if (source === '../../utils/browser/isWebGPUSupported.mjs') return WEBGPU_UNSUPPORTED;
      }
      return undefined;
    },
    load(id) {
      if (id === WEBGPU_UNSUPPORTED) return 'export async function isWebGPUSupported() { return false; }';
      if (id === NO_WEBGPU)
        return `export class WebGPURenderer {
  constructor() { throw new Error('This build of pixi.js has no WebGPU renderer (client/pixi-build).'); }
}`;
      return undefined;
    },
  };
}
