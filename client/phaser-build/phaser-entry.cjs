// Numberland's build of Phaser: the namespace of Phaser's own core build (phaser/src/phaser-core.js)
// plus Container, without what the game never uses (Arcade and Matter physics, tilemaps, curves,
// geometry helpers, actions, the other game objects). Phaser's modules pull in whatever they need
// themselves; this file only decides which namespaces the game can reach. The renderers and sound
// are switched on as in Phaser's distributed build (phaser-build.ts).

require('phaser/src/polyfills/requestVideoFrame');

var CONST = require('phaser/src/const');
var Extend = require('phaser/src/utils/object/Extend');

var Phaser = {
  Animations: require('phaser/src/animations'),
  BlendModes: require('phaser/src/renderer/BlendModes'),
  Cache: require('phaser/src/cache'),
  Cameras: { Scene2D: require('phaser/src/cameras/2d') },
  Core: require('phaser/src/core'),
  Class: require('phaser/src/utils/Class'),
  Data: require('phaser/src/data'),
  Display: { Masks: require('phaser/src/display/mask') },
  DOM: require('phaser/src/dom'),
  Events: require('phaser/src/events'),
  Filters: require('phaser/src/filters'),
  Game: require('phaser/src/core/Game'),
  GameObjects: {
    DisplayList: require('phaser/src/gameobjects/DisplayList'),
    GameObjectCreator: require('phaser/src/gameobjects/GameObjectCreator'),
    GameObjectFactory: require('phaser/src/gameobjects/GameObjectFactory'),
    UpdateList: require('phaser/src/gameobjects/UpdateList'),
    Components: require('phaser/src/gameobjects/components'),
    BuildGameObject: require('phaser/src/gameobjects/BuildGameObject'),
    BuildGameObjectAnimation: require('phaser/src/gameobjects/BuildGameObjectAnimation'),
    GameObject: require('phaser/src/gameobjects/GameObject'),
    Container: require('phaser/src/gameobjects/container/Container'),
    Graphics: require('phaser/src/gameobjects/graphics/Graphics'),
    Image: require('phaser/src/gameobjects/image/Image'),
    Layer: require('phaser/src/gameobjects/layer/Layer'),
    Sprite: require('phaser/src/gameobjects/sprite/Sprite'),
    Text: require('phaser/src/gameobjects/text/Text'),
    // Requiring a factory or creator registers it on scene.add / scene.make.
    Factories: {
      Container: require('phaser/src/gameobjects/container/ContainerFactory'),
      Graphics: require('phaser/src/gameobjects/graphics/GraphicsFactory'),
      Image: require('phaser/src/gameobjects/image/ImageFactory'),
      Layer: require('phaser/src/gameobjects/layer/LayerFactory'),
      Sprite: require('phaser/src/gameobjects/sprite/SpriteFactory'),
      Text: require('phaser/src/gameobjects/text/TextFactory'),
    },
    Creators: {
      Container: require('phaser/src/gameobjects/container/ContainerCreator'),
      Graphics: require('phaser/src/gameobjects/graphics/GraphicsCreator'),
      Image: require('phaser/src/gameobjects/image/ImageCreator'),
      Layer: require('phaser/src/gameobjects/layer/LayerCreator'),
      Sprite: require('phaser/src/gameobjects/sprite/SpriteCreator'),
      Text: require('phaser/src/gameobjects/text/TextCreator'),
    },
  },
  // Input without its gamepad and keyboard plugins: the game reads keys in the page, never pads.
  Input: Extend(
    false,
    {
      CreateInteractiveObject: require('phaser/src/input/CreateInteractiveObject'),
      CreatePixelPerfectHandler: require('phaser/src/input/CreatePixelPerfectHandler'),
      Events: require('phaser/src/input/events'),
      InputManager: require('phaser/src/input/InputManager'),
      InputPlugin: require('phaser/src/input/InputPlugin'),
      InputPluginCache: require('phaser/src/input/InputPluginCache'),
      Mouse: require('phaser/src/input/mouse'),
      Pointer: require('phaser/src/input/Pointer'),
      Touch: require('phaser/src/input/touch'),
    },
    require('phaser/src/input/const'),
  ),
  Loader: {
    FileTypes: {
      AudioFile: require('phaser/src/loader/filetypes/AudioFile'),
      HTML5AudioFile: require('phaser/src/loader/filetypes/HTML5AudioFile'),
      ImageFile: require('phaser/src/loader/filetypes/ImageFile'),
      JSONFile: require('phaser/src/loader/filetypes/JSONFile'),
    },
    File: require('phaser/src/loader/File'),
    FileTypesManager: require('phaser/src/loader/FileTypesManager'),
    GetURL: require('phaser/src/loader/GetURL'),
    LoaderPlugin: require('phaser/src/loader/LoaderPlugin'),
    MergeXHRSettings: require('phaser/src/loader/MergeXHRSettings'),
    MultiFile: require('phaser/src/loader/MultiFile'),
    XHRLoader: require('phaser/src/loader/XHRLoader'),
    XHRSettings: require('phaser/src/loader/XHRSettings'),
  },
  Math: {
    Between: require('phaser/src/math/Between'),
    DegToRad: require('phaser/src/math/DegToRad'),
    FloatBetween: require('phaser/src/math/FloatBetween'),
    RadToDeg: require('phaser/src/math/RadToDeg'),
    Vector2: require('phaser/src/math/Vector2'),
  },
  Plugins: require('phaser/src/plugins'),
  // Only the renderer's events: the whole namespace requires every render node and shader.
  Renderer: { Events: require('phaser/src/renderer/events') },
  Scale: require('phaser/src/scale'),
  ScaleModes: require('phaser/src/renderer/ScaleModes'),
  Scene: require('phaser/src/scene/Scene'),
  Scenes: require('phaser/src/scene'),
  Sound: require('phaser/src/sound'),
  Structs: require('phaser/src/structs'),
  Textures: require('phaser/src/textures'),
  Time: require('phaser/src/time'),
  TintModes: require('phaser/src/renderer/TintModes'),
  Tweens: require('phaser/src/tweens'),
};

module.exports = Extend(false, Phaser, CONST);
