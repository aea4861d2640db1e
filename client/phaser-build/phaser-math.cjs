// The build's Phaser.Math: the few functions the game's Phaser modules reach, and the random
// number generator that Phaser's game config seeds into Math.RND (tween configs read it). Phaser's
// own math namespace requires every math module it has (3D matrices, quaternions, noise...) for
// two modules that only want RND; phaser-build.ts gives them this object instead.

module.exports = {
  Between: require('phaser/src/math/Between'),
  DegToRad: require('phaser/src/math/DegToRad'),
  FloatBetween: require('phaser/src/math/FloatBetween'),
  RadToDeg: require('phaser/src/math/RadToDeg'),
  RandomDataGenerator: require('phaser/src/math/random-data-generator/RandomDataGenerator'),
  Vector2: require('phaser/src/math/Vector2'),
};
