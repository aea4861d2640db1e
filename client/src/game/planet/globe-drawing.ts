// Drawing on the turned globe, for the Planet scene: the ground and sea outlines painted into a
// Graphics each frame, and pictures stood on their turned points. Kept apart from the scene,
// which decides what moves and when.

import type * as Phaser from 'phaser';
import type { Ground } from './geography';
import { clamp, clampToFace, type PlanetLayout, type Projected, type Rotation, turn } from './globe';

/**
 * Pictures on the globe fade out as their depth (towards the player, 0 at the rim) falls by
 * FADE_OVER to FADE_FROM, plus FADE_PER_HEIGHT times their height (a fraction of the radius).
 */
const FADE_FROM = 0.04;
const FADE_OVER = 0.18;
const FADE_PER_HEIGHT = 0.9;

/** How a picture stands on the globe. */
export interface Standing {
  /** Distance from the centre, in radii: 1 on the ground, more for clouds. */
  readonly height: number;
  /** Display size ÷ picture size at radius 1. */
  readonly unit: number;
  /** Height of the thing, in radii (taller things fade sooner near the rim). */
  readonly tall: number;
  readonly depth: number;
  /** Lean outwards with the curve of the globe. */
  readonly lean: boolean;
  readonly alpha: number;
}

/** Paints outlines; its scratch space is reused, so a frame allocates nothing. */
export class GroundPainter {
  private readonly point: Projected = { x: 0, y: 0, z: 0 };
  private xs = new Float32Array(128);
  private ys = new Float32Array(128);
  private zs = new Float32Array(128);

  /** Fill or stroke one outline of ground or sea, turned by `m`, into `g` (centred on the globe). */
  paint(g: Phaser.GameObjects.Graphics, m: Rotation, shape: Ground, r: number) {
    const count = shape.points.length;
    if (count > this.xs.length) {
      this.xs = new Float32Array(count);
      this.ys = new Float32Array(count);
      this.zs = new Float32Array(count);
    }
    let visible = 0;
    for (let i = 0; i < count; i++) {
      const p = turn(m, shape.points[i]!, this.point);
      this.zs[i] = p.z;
      if (p.z >= 0) visible++;
      if (shape.kind === 'fill') clampToFace(p);
      this.xs[i] = p.x * r;
      this.ys[i] = -p.y * r;
    }
    if (visible === 0) return;
    if (shape.kind === 'fill') {
      g.fillStyle(shape.color, shape.alpha);
      g.beginPath();
      g.moveTo(this.xs[0]!, this.ys[0]!);
      for (let i = 1; i < count; i++) g.lineTo(this.xs[i]!, this.ys[i]!);
      g.closePath();
      g.fillPath();
      return;
    }
    // A line is drawn only along its runs on the visible face.
    g.lineStyle(Math.max(1, shape.width * r), shape.color, shape.alpha);
    let run = 0;
    for (let i = 0; i <= count; i++) {
      const front = i < count && this.zs[i]! >= 0;
      if (front) {
        if (run === 0) {
          g.beginPath();
          g.moveTo(this.xs[i]!, this.ys[i]!);
        } else g.lineTo(this.xs[i]!, this.ys[i]!);
        run++;
      } else {
        if (run > 1) g.strokePath();
        run = 0;
      }
    }
  }
}

/**
 * Stand a picture on the turned point: hidden round the back, fading in from the rim, leaning
 * outwards with the curve of the globe, a little smaller far away, nearer ones in front.
 */
export function standOnGlobe(
  image: Phaser.GameObjects.Image | Phaser.GameObjects.Sprite,
  p: Projected,
  layout: PlanetLayout,
  how: Standing,
) {
  // Things fade out before they reach the rim, taller ones sooner, so none sticks out sideways
  // from the globe into the sky.
  const alpha = clamp((p.z - FADE_FROM - how.tall * FADE_PER_HEIGHT) / FADE_OVER, 0, 1);
  if (alpha <= 0) {
    image.setVisible(false);
    return;
  }
  const { cx, cy, radius } = layout;
  const scale = how.unit * radius * (0.72 + 0.28 * clamp(p.z, 0, 1));
  image
    .setVisible(true)
    .setPosition(cx + p.x * radius * how.height, cy - p.y * radius * how.height)
    .setScale(scale)
    .setRotation(how.lean ? Math.atan2(p.x, Math.max(p.y, 0) + 0.35) : 0)
    .setAlpha(alpha * how.alpha)
    .setDepth(how.depth + clamp(p.z, 0, 1));
}
