// The build's `phaser`: phaser-entry.cjs over Phaser's own modules (phaser/src) instead of the
// distributed bundle of everything, which is about a third bigger. Phaser's modules ask for
// build-time switches (`typeof WEBGL_RENDERER` and the like); they are set here exactly as Phaser's
// distributed build sets them, so the game runs the same code; phaser-edits.ts leaves out what the
// game never uses, and Phaser's math namespace is replaced by phaser-math.cjs. Build only: the dev
// server and the unit tests keep the distributed bundle.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PHASER_EDITS } from './phaser-edits';

const PHASER_DIR = dirname(createRequire(import.meta.url).resolve('phaser/package.json'));
const PHASER_SRC = join(PHASER_DIR, 'src');
const ENTRY = fileURLToPath(new URL('./phaser-entry.cjs', import.meta.url));
const MATH = fileURLToPath(new URL('./phaser-math.cjs', import.meta.url));
const MATH_NAMESPACE = join(PHASER_SRC, 'math');
/** The modules that ask for Phaser's whole math namespace, each for Math.RND alone. */
const MATH_NAMESPACE_USERS = ['/core/Config.js', '/utils/object/GetAdvancedValue.js'];

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
    resolveId(source, importer) {
      if (source === 'phaser') return ENTRY;
      if (importer?.startsWith(PHASER_SRC) && isMathNamespace(source, importer)) {
        if (!MATH_NAMESPACE_USERS.some((user) => importer.endsWith(user)))
          throw new Error(
            `phaser-build: ${importer} asks for Phaser's math namespace; look at phaser-math.cjs`,
          );
        return MATH;
      }
      // phaser's package exports only its bundle; its modules are read from where it is installed.
      if (source.startsWith('phaser/src/'))
        return this.resolve(join(PHASER_DIR, source.slice('phaser/'.length)));
      return undefined;
    },
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC)) return undefined;
      // With WEBGL_DEBUG off the WebGL renderer never loads its debugger (not installed).
      const file = id.slice(PHASER_SRC.length + 1).split('?')[0] ?? '';
      const switched = code
        .replace(SWITCH, (_, name: string) => String(SWITCHES[name]))
        .replace("require('phaser3spectorjs')", 'undefined');
      const changed = PHASER_EDITS[file]?.(switched, file) ?? switched;
      return changed === code ? undefined : { code: changed, map: null };
    },
  };
}

function isMathNamespace(source: string, importer: string): boolean {
  return source.startsWith('.') && join(dirname(importer), source).replace(/\/$/, '') === MATH_NAMESPACE;
}
