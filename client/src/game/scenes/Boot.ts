// The first scene: nothing to load from the network (every picture is drawn by code), so it only
// notes what the other scenes need to know about the device and hands over to the Preloader.

import * as Phaser from 'phaser';
import { REDUCED_MOTION_QUERY } from '../../ui/reduced-motion';
import { SCENE_KEYS } from '../scene-keys';

/** Registry keys Boot fills in for the other scenes. */
export const REGISTRY = {
  /** True when the player asked the system for less motion. */
  reducedMotion: 'reducedMotion',
} as const;

export class Boot extends Phaser.Scene {
  constructor() {
    super(SCENE_KEYS.boot);
  }

  create() {
    const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
    this.registry.set(REGISTRY.reducedMotion, query?.matches ?? false);
    if (query) {
      // Follow the setting while the game runs; the listener goes with the game.
      const follow = (event: MediaQueryListEvent) => this.registry.set(REGISTRY.reducedMotion, event.matches);
      query.addEventListener('change', follow);
      this.game.events.once(Phaser.Core.Events.DESTROY, () => query.removeEventListener('change', follow));
    }
    this.scene.start(SCENE_KEYS.preloader);
  }
}
