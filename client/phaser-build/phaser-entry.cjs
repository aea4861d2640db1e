// Numberland's build of Phaser: what the game's code reaches on the Phaser namespace (Game, Scene,
// AUTO and CANVAS, the events of Core, Data, Input, Scale and Scenes, Scale.RESIZE) and the
// modules that must be required for what they register: a scene's core and default plugins, the
// factories of the four game objects the game makes (Container, Graphics, Image, Text) and the one
// file type it loads (audio). Phaser's modules pull in whatever else they need themselves; the
// rest of Phaser's core build (phaser/src/phaser-core.js: sprites and animations, layers, filters,
// structs, image and JSON files, timelines...) stays out. A namespace the game starts to use must
// be added here: the dev server and the unit tests run Phaser's full bundle, only the build and
// the e2e tests run this. The renderers and sound are switched on as in Phaser's distributed build,
// and a few modules are edited (phaser-build.ts, phaser-edits.ts).
//
// Each part of the namespace is required when it is first read, not when this module is: Phaser's
// modules are CommonJS, run when first required, and all of them at once were one long task (a
// quarter of a second on a phone). PhaserGame.tsx reads the parts one task each before it makes a
// game; making one (reading Game) requires every part first, whoever does it.

require('phaser/src/polyfills/requestVideoFrame');

var CONST = require('phaser/src/const');
var Extend = require('phaser/src/utils/object/Extend');

// The namespace's constants (AUTO, CANVAS, VERSION, the blend and scale modes) are there at once;
// every other part is required the first time it is read, and then stays.
var Phaser = Extend(false, {}, CONST);

function part(name, load) {
  Object.defineProperty(Phaser, name, {
    configurable: true,
    enumerable: true,
    get: () => {
      var value = load();
      Object.defineProperty(Phaser, name, { configurable: true, enumerable: true, value: value });
      return value;
    },
  });
}

part('BlendModes', () => require('phaser/src/renderer/BlendModes'));
part('Class', () => require('phaser/src/utils/Class'));
// The cameras' manager registers itself as a scene's core plugin (scene.cameras).
part('Cameras', () => ({ Scene2D: { CameraManager: require('phaser/src/cameras/2d/CameraManager') } }));
part('Core', () => ({ Events: require('phaser/src/core/events') }));
part('Data', () => ({
  Events: require('phaser/src/data/events'),
  // Registers itself as a scene's default plugin (scene.data), as Clock does (scene.time).
  DataManagerPlugin: require('phaser/src/data/DataManagerPlugin'),
}));
// Registers itself as a scene's core plugin (scene.events).
part('Events', () => ({ EventEmitter: require('phaser/src/events/EventEmitter') }));
// A game is made only with every part required: the parts that register themselves (plugins,
// factories, the audio file type) must be in before its first scene starts.
part('Game', () => {
  for (var name of Object.keys(Phaser)) if (name !== 'Game') void Phaser[name];
  return require('phaser/src/core/Game');
});
part('GameObjects', () => ({
  // A scene's core plugins besides the cameras, the scene plugin and the event emitter: every
  // scene needs them (Phaser aborts a scene whose core plugins are missing).
  DisplayList: require('phaser/src/gameobjects/DisplayList'),
  GameObjectCreator: require('phaser/src/gameobjects/GameObjectCreator'),
  GameObjectFactory: require('phaser/src/gameobjects/GameObjectFactory'),
  UpdateList: require('phaser/src/gameobjects/UpdateList'),
  GameObject: require('phaser/src/gameobjects/GameObject'),
  Container: require('phaser/src/gameobjects/container/Container'),
  Graphics: require('phaser/src/gameobjects/graphics/Graphics'),
  Image: require('phaser/src/gameobjects/image/Image'),
  Text: require('phaser/src/gameobjects/text/Text'),
  // Requiring a factory or creator registers it on scene.add / scene.make.
  Factories: {
    Container: require('phaser/src/gameobjects/container/ContainerFactory'),
    Graphics: require('phaser/src/gameobjects/graphics/GraphicsFactory'),
    Image: require('phaser/src/gameobjects/image/ImageFactory'),
    Text: require('phaser/src/gameobjects/text/TextFactory'),
  },
  Creators: {
    Container: require('phaser/src/gameobjects/container/ContainerCreator'),
    Graphics: require('phaser/src/gameobjects/graphics/GraphicsCreator'),
    Image: require('phaser/src/gameobjects/image/ImageCreator'),
    Text: require('phaser/src/gameobjects/text/TextCreator'),
  },
}));
// Input without its gamepad and keyboard plugins: the game reads keys in the page, never pads.
part('Input', () =>
  Extend(
    false,
    {
      Events: require('phaser/src/input/events'),
      InputPlugin: require('phaser/src/input/InputPlugin'),
    },
    require('phaser/src/input/const'),
  ),
);
// The loader with the one file type the game loads (its sounds): requiring it adds load.audio.
part('Loader', () => ({
  FileTypes: { AudioFile: require('phaser/src/loader/filetypes/AudioFile') },
  LoaderPlugin: require('phaser/src/loader/LoaderPlugin'),
}));
part('Math', () => require('./phaser-math.cjs'));
// Only the renderer's events: the whole namespace requires every render node and shader.
part('Renderer', () => ({ Events: require('phaser/src/renderer/events') }));
part('Scale', () => require('phaser/src/scale'));
part('ScaleModes', () => require('phaser/src/renderer/ScaleModes'));
part('Scene', () => require('phaser/src/scene/Scene'));
part('Scenes', () => require('phaser/src/scene'));
// The Web Audio sound manager a game gets at the player's first gesture (src/game/late-audio.ts).
part('Sound', () => ({ WebAudioSoundManager: require('phaser/src/sound/webaudio/WebAudioSoundManager') }));
part('Time', () => ({ Clock: require('phaser/src/time/Clock') }));
part('TintModes', () => require('phaser/src/renderer/TintModes'));
part('Tweens', () => ({ TweenManager: require('phaser/src/tweens/TweenManager') }));

module.exports = Phaser;
