// A picture drawn by code, and the names of the small pictures the planet stands on its lands.

import type { FeatureTexture } from './geography';

export interface Art {
  readonly width: number;
  readonly height: number;
  /** Frames side by side in one texture, named 0, 1, ... (an animation). */
  readonly frames?: number;
  draw(ctx: CanvasRenderingContext2D, width: number, height: number, frame: number): void;
}

/** The small pictures, each painted once on a canvas and copied for every place it stands. */
export type SpriteKey = FeatureTexture | 'cloud' | 'sparkle';
