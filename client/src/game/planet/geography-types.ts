// The planet's geography as data types: the ground (filled areas and lines), the things standing
// on it, each land and the whole planet, and the lands' colours (geography.ts makes them).

import type { LandLevel } from '@numberland/engine';
import type { Vec3 } from './globe';

/** A filled area or a line on the ground. Widths are fractions of the globe's radius. */
export type Ground =
  | {
      readonly kind: 'fill';
      readonly color: number;
      readonly alpha: number;
      readonly points: readonly Vec3[];
    }
  | {
      readonly kind: 'line';
      readonly color: number;
      readonly alpha: number;
      readonly width: number;
      readonly points: readonly Vec3[];
    };

/** Texture keys of the things that stand on the ground (drawn by the Preloader). */
export const FEATURE_TEXTURES = [
  'tree-green',
  'tree-lime',
  'house',
  'tree-orange',
  'tree-red',
  'tree-yellow',
  'waterfall',
  'pine-snow',
  'mountain',
  'mountain-big',
  'palm',
] as const;
export type FeatureTexture = (typeof FEATURE_TEXTURES)[number];

/** Something standing on the ground, upright; `size` is its height as a fraction of the radius. */
export interface Feature {
  readonly texture: FeatureTexture;
  readonly at: Vec3;
  readonly size: number;
  /** Mirrored, for variety. */
  readonly flip: boolean;
}

export interface Land {
  readonly level: LandLevel;
  /** Where the land faces the player from; also the point checked to skip lands out of view. */
  readonly center: Vec3;
  readonly ground: readonly Ground[];
  readonly features: readonly Feature[];
}

export interface Geography {
  readonly lands: readonly Land[];
  /** Ground that belongs to no land: the polar cap, islands, waves. */
  readonly seas: readonly Ground[];
  readonly seaFeatures: readonly Feature[];
}

/** Colours of each land, also used by the scene for the glow. */
export const LAND_COLORS: Readonly<
  Record<LandLevel, { shallow: number; shore: number; ground: number; inner: number; glow: number }>
> = {
  1: { shallow: 0x8ee3ef, shore: 0xf7e4a3, ground: 0x79c94d, inner: 0x94d95f, glow: 0xfff3b0 },
  2: { shallow: 0x8ee3ef, shore: 0xf0cd8e, ground: 0xf2a24a, inner: 0xf7b95f, glow: 0xffc98a },
  3: { shallow: 0xbfe9f7, shore: 0xd9eaf8, ground: 0xf5f9fe, inner: 0xe4eef9, glow: 0xd8f0ff },
};
