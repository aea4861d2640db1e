// Hands over to the game's scenes: starts every scene of the game that is not Boot or Preloader.
// Each scene makes its own textures (nothing comes from another origin).

import * as Phaser from 'phaser';
import { SCENE_KEYS } from '../scene-keys';

export class Preloader extends Phaser.Scene {
  constructor() {
    super(SCENE_KEYS.preloader);
  }

  create() {
    const keys = this.scene.manager.keys;
    const rest = Object.keys(keys).filter((key) => key !== SCENE_KEYS.boot && key !== SCENE_KEYS.preloader);
    for (const key of rest) this.scene.launch(key);
    this.scene.stop();
  }
}
