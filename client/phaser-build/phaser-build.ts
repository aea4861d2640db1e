// The build's `phaser`: phaser-entry.cjs over Phaser's own modules (phaser/src) instead of the
// distributed bundle of everything, which is about a third bigger. Phaser's modules ask for
// build-time switches (`typeof WEBGL_RENDERER` and the like); they are set here exactly as Phaser's
// distributed build sets them, so the game runs the same code. Build only: the dev server and the
// tests keep the distributed bundle.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PHASER_DIR = dirname(createRequire(import.meta.url).resolve('phaser/package.json'));
const PHASER_SRC = join(PHASER_DIR, 'src');
const ENTRY = fileURLToPath(new URL('./phaser-entry.cjs', import.meta.url));

/** Phaser's switches, as its webpack.dist.config.js defines them. */
const SWITCHES: Readonly<Record<string, boolean>> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: true,
  WEBGL_DEBUG: false,
  EXPERIMENTAL: false,
  FEATURE_SOUND: true,
};
const SWITCH = new RegExp(`typeof (${Object.keys(SWITCHES).join('|')})\\b`, 'g');

export function phaserBuild(): Plugin {
  return {
    name: 'numberland:phaser-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'phaser') return ENTRY;
      // phaser's package exports only its bundle; its modules are read from where it is installed.
      if (source.startsWith('phaser/src/'))
        return this.resolve(join(PHASER_DIR, source.slice('phaser/'.length)));
      return undefined;
    },
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC)) return undefined;
      // With WEBGL_DEBUG off the WebGL renderer never loads its debugger (not installed).
      const switched = code
        .replace(SWITCH, (_, name: string) => String(SWITCHES[name]))
        .replace("require('phaser3spectorjs')", 'undefined');
      return switched === code ? undefined : { code: switched, map: null };
    },
  };
}
