// A still picture of many objects: they are drawn once into a texture of their own and the scene
// shows that one image, so a frame in which nothing changes costs one picture instead of a few
// hundred (on the Canvas renderer, used without a GPU, every object is a separate draw each
// frame). The objects are kept off the scene's display list, so the scene never draws them
// itself; whoever changes them asks for a new bake. `visible` still says whether one is baked.

import type * as Phaser from 'phaser';
import type { Rect } from './board-layout';

type Drawable = Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.Visible;

let made = 0;

export class BakedLayer {
  private readonly texture: Phaser.Textures.DynamicTexture | null;
  private readonly image: Phaser.GameObjects.Image | undefined;
  private readonly key: string;

  constructor(
    private readonly scene: Phaser.Scene,
    name: string,
    depth: number,
  ) {
    made += 1;
    this.key = `puzzle-baked-${name}-${made}`;
    this.texture = scene.textures.addDynamicTexture(this.key, 2, 2);
    this.image = this.texture ? scene.add.image(0, 0, this.key).setOrigin(0, 0).setDepth(depth) : undefined;
  }

  /** Draws `objects` as they are now into the layer, which covers `area` (scene pixels). */
  bake(area: Rect, objects: readonly Drawable[]) {
    const { texture, image } = this;
    if (!texture || !image) return;
    // Whole pixels, so the picture is shown one texel to one pixel and stays sharp.
    const x = Math.floor(area.x);
    const y = Math.floor(area.y);
    const width = Math.max(2, Math.ceil(area.x + area.width) - x);
    const height = Math.max(2, Math.ceil(area.y + area.height) - y);
    if (texture.width !== width || texture.height !== height) texture.setSize(width, height);
    texture.camera.setScroll(x, y);
    texture.clear();
    const shown = objects.filter((o) => o.visible);
    texture.draw(shown);
    texture.render();
    image.setTexture(this.key).setPosition(x, y);
  }

  /** Takes objects off the scene's display list: from now on only the bake shows them. */
  static adopt(objects: readonly Drawable[]) {
    for (const object of objects) object.removeFromDisplayList();
  }

  setVisible(visible: boolean) {
    this.image?.setVisible(visible);
  }

  /** The picture fades in (it does not move: fine with reduced motion too). */
  fadeIn(duration: number) {
    const image = this.image;
    if (!image) return;
    this.scene.tweens.killTweensOf(image);
    image.setAlpha(0);
    this.scene.tweens.add({ targets: image, alpha: 1, duration, ease: 'Sine.easeOut' });
  }

  destroy() {
    this.image?.destroy();
    this.texture?.destroy();
  }
}
