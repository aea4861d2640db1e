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
      let changed = code
        .replace(SWITCH, (_, name: string) => String(SWITCHES[name]))
        .replace("require('phaser3spectorjs')", 'undefined');
      if (id.endsWith(BATCH_HANDLER)) changed = withRendererEventsOnly(code);
      if (id.endsWith(RENDER_NODE_MANAGER)) changed = withoutFilterNodes(code);
      return changed === code ? undefined : { code: changed, map: null };
    },
  };
}

const BATCH_HANDLER = '/renderer/webgl/renderNodes/BatchHandler.js';
const RENDER_NODE_MANAGER = '/renderer/webgl/renderNodes/RenderNodeManager.js';
const RENDERER_NAMESPACE = "var Renderer = require('../../../renderer');";
const FILTER_NODE = /require\('\.\/filters\/(Filter\w+)'\)/g;

/**
 * BatchHandler requires the whole renderer namespace for its events alone; that namespace
 * requires every render node and every shader Phaser has (about 70 kB of GLSL), whatever the game
 * draws. It gets the events module instead.
 */
function withRendererEventsOnly(code: string): string {
  if (!code.includes(RENDERER_NAMESPACE))
    throw new Error(`phaser-build: ${BATCH_HANDLER} changed; look again`);
  return code.replace(RENDERER_NAMESPACE, "var Renderer = { Events: require('../../../renderer/events') };");
}

/**
 * The render nodes of Phaser's filters (blur, glow, masks, lights...), which only a filter added to
 * a camera or game object asks for. Numberland adds none, so each becomes a constructor that says
 * so, and the nodes and their shaders stay out of the build.
 */
function withoutFilterNodes(code: string): string {
  const changed = code.replace(
    FILTER_NODE,
    (_, name: string) =>
      `function ${name}() { throw new Error('Numberland builds Phaser without filters (client/phaser-build): no ${name}.'); }`,
  );
  if (changed === code) throw new Error(`phaser-build: ${RENDER_NODE_MANAGER} changed; look again`);
  return changed;
}
