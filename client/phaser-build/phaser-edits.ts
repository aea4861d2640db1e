// Source edits to Phaser's modules that keep what Numberland never uses out of the build. Each one
// fails the build when the text it replaces is not there, so a Phaser update cannot silently undo
// it (or edit something else): look at the module again and at why the edit was made.

/** Replaces `from` by `to` in a Phaser module, and fails the build when `from` is not there. */
function edit(
  code: string,
  file: string,
  from: string | RegExp,
  to: string | ((...match: string[]) => string),
) {
  const changed = typeof to === 'string' ? code.replace(from, to) : code.replace(from, to);
  if (changed === code) throw new Error(`phaser-build: ${file} changed; look again (client/phaser-build)`);
  return changed;
}

/** A constructor in place of a left-out module, saying so if the game ever asks for it. */
const leftOut = (name: string, why: string) =>
  `function ${name}() { throw new Error('Numberland builds Phaser without ${why} (client/phaser-build): no ${name}.'); }`;

/**
 * Render nodes no game object of Numberland's asks for: those of filters (blur, glow, masks,
 * lights...: only a filter added to a camera or object asks for them), tilemaps, meshes, ropes,
 * point lights, stamps, extern objects and tile sprites. The nodes and their shaders stay out.
 */
const UNUSED_NODES = [
  'BaseFilter',
  'BaseFilterShader',
  'BatchHandlerPointLight',
  'BatchHandlerStrip',
  'BatchHandlerTileSprite',
  'BatchHandlerTri',
  'RebindContext',
  'SubmitterMeshToQuad',
  'SubmitterTile',
  'SubmitterTilemapGPULayer',
  'SubmitterTileSprite',
  'TexturerTileSprite',
  'TransformerStamp',
  'TransformerTile',
  'TransformerTileSprite',
  'TransformerVertex',
  'YieldContext',
];

/** Phaser module (path under phaser/src) -> its edit. */
export const PHASER_EDITS: Readonly<Record<string, (code: string, file: string) => string>> = {
  /**
   * BatchHandler requires the whole renderer namespace for its events alone; that namespace
   * requires every render node and every shader Phaser has (about 70 kB of GLSL), whatever the
   * game draws. It gets the events module instead.
   */
  'renderer/webgl/renderNodes/BatchHandler.js': (code, file) =>
    edit(
      code,
      file,
      "var Renderer = require('../../../renderer');",
      "var Renderer = { Events: require('../../../renderer/events') };",
    ),

  'renderer/webgl/renderNodes/RenderNodeManager.js': (code, file) => {
    const withoutFilters = edit(code, file, /require\('\.\/filters\/(Filter\w+)'\)/g, (_, name) =>
      leftOut(name ?? '', 'filters'),
    );
    return UNUSED_NODES.reduce(
      (changed, name) =>
        edit(
          changed,
          file,
          new RegExp(`require\\('\\./(?:\\w+/)?${name}'\\)`),
          leftOut(name, 'this render node'),
        ),
      withoutFilters,
    );
  },

  /**
   * Every game object carries a filter list whose controllers (blur, glow, colour matrix...) are
   * only made when a filter is added to it; Numberland adds none.
   */
  'gameobjects/components/FilterList.js': (code, file) =>
    edit(code, file, /require\('\.\.\/\.\.\/filters\/(\w+)'\)/g, (_, name) => leftOut(name ?? '', 'filters')),

  /**
   * The texture manager keeps a tile sprite for DynamicTexture.repeat(), which Numberland never
   * calls (it draws and clears only); a tile sprite would also bring sprite animation code along.
   */
  'textures/TextureManager.js': (code, file) => {
    const required = edit(
      code,
      file,
      "var TileSpriteGameObject = require('../gameobjects/tilesprite/TileSprite');",
      '',
    );
    const made = edit(
      required,
      file,
      "this.tileSprite = new TileSpriteGameObject(scene, 0, 0, 256, 256, '__WHITE').setOrigin(0);",
      '',
    );
    return edit(
      made,
      file,
      'var tileSprite = this.tileSprite;',
      "throw new Error('Numberland builds Phaser without tile sprites (client/phaser-build): no DynamicTexture.repeat().');",
    );
  },

  /**
   * Phaser tests for WebGL as its modules are read, by making a WebGL context of its own that it
   * leaves to the garbage collector: on a phone, a long task of the page's start (profiled on
   * /play, issue 17) for an answer only an AUTO renderer reads. Numberland probes the GPU itself
   * (src/game/renderer.ts) and names the renderer, so the test now runs only if something reads
   * `webGL`. `isUint8` (for the unused `support32bit`) is read from an ImageData, with no canvas.
   */
  'device/Features.js': (code, file) =>
    edit(
      code,
      file,
      'Features.webGL = testWebGL();',
      `var webGLFound;
    Object.defineProperty(Features, 'webGL', {
        configurable: true,
        enumerable: true,
        get: function () { if (webGLFound === undefined) { webGLFound = testWebGL(); } return webGLFound; },
        set: function (value) { webGLFound = value; }
    });
    isUint8 = typeof ImageData === 'function' && new ImageData(1, 1).data instanceof Uint8ClampedArray;`,
    ),

  /**
   * A WEBGL game asked Features.webGL first (the test above); the WebGL renderer refuses a browser
   * without a context itself ('WebGL unsupported'), so that read goes.
   */
  'core/CreateRenderer.js': (code, file) =>
    edit(
      code,
      file,
      "if (!Features.webGL) { throw new Error('Cannot create WebGL context, aborting.'); }",
      '// WebGLRenderer throws when no context can be made (client/phaser-build)',
    ),

  /**
   * Phaser plays sound through Web Audio and falls back to HTML5 Audio elements only where the
   * browser has no Web Audio. Every browser the build targets (Vite's baseline: Chrome 111, Safari
   * 16.4, Firefox 114) has it, so the fallback is left out: such a browser gets Phaser's silent
   * NoAudio manager, and its loader skips the sound files, as on a device without audio.
   */
  'sound/SoundManagerCreator.js': (code, file) =>
    edit(
      code,
      file,
      "var HTML5AudioSoundManager = require('./html5/HTML5AudioSoundManager');",
      "var HTML5AudioSoundManager = require('./noaudio/NoAudioSoundManager');",
    ),
  'loader/filetypes/AudioFile.js': (code, file) => {
    const required = edit(code, file, "var HTML5AudioFile = require('./HTML5AudioFile');", '');
    return edit(required, file, 'return new HTML5AudioFile(loader, key, urlConfig, config);', 'return null;');
  },
};
