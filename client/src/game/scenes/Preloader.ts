// Makes the textures the other scenes draw with, then starts every scene of the game that is not
// Boot or Preloader. The planet's pictures are painted on canvases by code (planet/art.ts); nothing
// comes from another origin.
//
// The small pictures share one texture, the atlas: Phaser 4.2.1's WebGL batches can draw turned
// quads with the wrong texture when a batch holds several (phaserjs/phaser#7372), and one texture
// for everything that turns also makes one batch of it.

import * as Phaser from 'phaser';
import { type Art, PICTURE_ART, type PictureKey, SPRITE_ART, type SpriteKey } from '../planet/art';
import { type AtlasItem, packAtlas } from '../planet/atlas';
import { SCENE_KEYS } from '../scene-keys';

/** The texture holding every small planet picture. */
export const PLANET_ATLAS = 'planet-atlas';

/** The texture key of a large planet picture. */
export function planetTexture(key: PictureKey): string {
  return `planet-${key}`;
}

/** The atlas frame of a small picture; an animated one has frames `name-0`, `name-1`, ... */
export function atlasFrame(key: SpriteKey, frame = 0): string {
  return (SPRITE_ART[key].frames ?? 1) > 1 ? `${key}-${frame}` : key;
}

function paintInto(ctx: CanvasRenderingContext2D, art: Art, x: number, y: number, frame: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.beginPath();
  ctx.rect(0, 0, art.width, art.height);
  ctx.clip();
  art.draw(ctx, art.width, art.height, frame);
  ctx.restore();
}

function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] | undefined {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  const ctx = element.getContext('2d');
  return ctx ? [element, ctx] : undefined;
}

function paintPicture(scene: Phaser.Scene, key: PictureKey) {
  const art = PICTURE_ART[key];
  const made = canvas(art.width, art.height);
  if (!made || scene.textures.exists(planetTexture(key))) return;
  paintInto(made[1], art, 0, 0, 0);
  scene.textures.addCanvas(planetTexture(key), made[0]);
}

function paintAtlas(scene: Phaser.Scene) {
  if (scene.textures.exists(PLANET_ATLAS)) return;
  const entries = Object.entries(SPRITE_ART) as [SpriteKey, Art][];
  const items: (AtlasItem & { art: Art; frame: number })[] = entries.flatMap(([key, art]) =>
    Array.from({ length: art.frames ?? 1 }, (_, frame) => ({
      name: atlasFrame(key, frame),
      width: art.width,
      height: art.height,
      art,
      frame,
    })),
  );
  const layout = packAtlas(items);
  const made = canvas(layout.width, layout.height);
  if (!made) return;
  for (const item of items) {
    const at = layout.places.get(item.name)!;
    paintInto(made[1], item.art, at.x, at.y, item.frame);
  }
  const texture = scene.textures.addCanvas(PLANET_ATLAS, made[0]);
  for (const item of items) {
    const at = layout.places.get(item.name)!;
    texture?.add(item.name, 0, at.x, at.y, item.width, item.height);
  }
}

export class Preloader extends Phaser.Scene {
  constructor() {
    super(SCENE_KEYS.preloader);
  }

  create() {
    const keys = this.scene.manager.keys;
    if (keys[SCENE_KEYS.planet]) {
      for (const key of Object.keys(PICTURE_ART) as PictureKey[]) paintPicture(this, key);
      paintAtlas(this);
    }
    const rest = Object.keys(keys).filter((key) => key !== SCENE_KEYS.boot && key !== SCENE_KEYS.preloader);
    for (const key of rest) this.scene.launch(key);
    this.scene.stop();
  }
}
