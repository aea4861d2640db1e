// The planet's geometry, apart from Phaser so it can be tested: where the globe sits in the frame,
// which way it is turned, and where a point on its surface lands on the screen.
//
// The globe is a unit sphere. A point has a longitude (around the pole, radians) and a latitude.
// The player looks along -z at the front of the globe (+z faces the player, +y is north, +x east).
// The globe spins about its pole by `spin` (the longitude that faces the player), then tips its
// north pole towards the player by `tilt`, so the lands on the northern half fill the visible cap.

import type { LandLevel } from '@numberland/engine';

export type Vec3 = readonly [number, number, number];

const DEG = Math.PI / 180;

/** The latitude the lands are centred on: the part of the globe above its middle, which stays in view. */
export const LAND_LATITUDE = 48 * DEG;

/** The longitude at the centre of each land; 120° apart, in the order the slider walks them. */
export const LAND_LONGITUDE: Readonly<Record<LandLevel, number>> = { 1: 0, 2: 120 * DEG, 3: 240 * DEG };

export function fromLonLat(lon: number, lat: number): Vec3 {
  return [Math.cos(lat) * Math.sin(lon), Math.sin(lat), Math.cos(lat) * Math.cos(lon)];
}

/**
 * A frame on the sphere at (lon, lat): the centre and the east and north directions, for placing
 * shapes drawn in flat (east, north) coordinates onto the globe.
 */
export interface Tangent {
  readonly center: Vec3;
  readonly east: Vec3;
  readonly north: Vec3;
}

export function tangentAt(lon: number, lat: number): Tangent {
  const [sLon, cLon, sLat, cLat] = [Math.sin(lon), Math.cos(lon), Math.sin(lat), Math.cos(lat)];
  return {
    center: [cLat * sLon, sLat, cLat * cLon],
    east: [cLon, 0, -sLon],
    north: [-sLat * sLon, cLat, -sLat * cLon],
  };
}

/** The point on the sphere at flat offset (u east, v north) from the tangent's centre. */
export function onSphere(t: Tangent, u: number, v: number): Vec3 {
  const x = t.center[0] + u * t.east[0] + v * t.north[0];
  const y = t.center[1] + u * t.east[1] + v * t.north[1];
  const z = t.center[2] + u * t.east[2] + v * t.north[2];
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

/** Spin about the pole, then the tip towards the player, as a 3×3 matrix (row-major). */
export type Rotation = readonly [number, number, number, number, number, number, number, number, number];

export function rotation(spin: number, tilt: number): Rotation {
  const [sS, cS, sT, cT] = [Math.sin(spin), Math.cos(spin), Math.sin(tilt), Math.cos(tilt)];
  // spin: x1 = x cS - z sS, z1 = x sS + z cS; tilt: y2 = y cT - z1 sT, z2 = y sT + z1 cT.
  return [cS, 0, -sS, -sT * sS, cT, -sT * cS, cT * sS, sT, cT * cS];
}

/** Where a point of the sphere goes: screen-aligned x (right), y (up) and depth z (towards the player). */
export interface Projected {
  x: number;
  y: number;
  z: number;
}

export function turn(m: Rotation, p: Vec3, out: Projected): Projected {
  out.x = m[0] * p[0] + m[1] * p[1] + m[2] * p[2];
  out.y = m[3] * p[0] + m[4] * p[1] + m[5] * p[2];
  out.z = m[6] * p[0] + m[7] * p[1] + m[8] * p[2];
  return out;
}

/**
 * Keeps a turned point on the visible face: a point behind the globe is moved onto the rim in its
 * direction, so a shape that reaches round the back is cut off along the rim.
 */
export function clampToFace(p: Projected): Projected {
  if (p.z >= 0) return p;
  const length = Math.hypot(p.x, p.y);
  if (length > 0) {
    p.x /= length;
    p.y /= length;
  } else {
    p.y = 1;
  }
  p.z = 0;
  return p;
}

/** The spin, equal to `target` modulo a full turn, closest to `from`: the short way round. */
export function nearestSpin(from: number, target: number): number {
  const full = 2 * Math.PI;
  const delta = ((((target - from) % full) + full + Math.PI) % full) - Math.PI;
  return from + delta;
}

/** Where the globe sits in a frame of this size, and how far it tips. Pixels, radians. */
export interface PlanetLayout {
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
  readonly tilt: number;
}

/**
 * Large and low: the globe rises from the bottom of the frame behind the menus, its top a little
 * above the middle on wide screens and lower on tall ones (where the menus stand in the middle).
 * The tip is chosen so the facing land sits in the middle of the visible cap.
 */
export function planetLayout(width: number, height: number): PlanetLayout {
  const w = Math.max(width, 1);
  const h = Math.max(height, 1);
  const portrait = w / h < 0.9;
  const radius = portrait ? Math.min(w * 0.8, h * 0.42) : Math.min(w * 0.38, h * 0.78);
  const top = h * (portrait ? 0.64 : 0.54);
  const cy = top + radius;
  const cx = w / 2;
  // The land's centre goes a little below halfway down the part of the globe in view.
  const landY = top + (h - top) * 0.56;
  const up = clamp((cy - landY) / radius, 0.2, 0.9);
  const tilt = LAND_LATITUDE - Math.asin(up);
  return { cx, cy, radius, tilt };
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** A small seeded random source, so the planet is drawn the same way every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  /** Lean outwards with the curve of the globe. */
  readonly lean: boolean;
  readonly alpha: number;
}

/** Where and how a picture is drawn: its anchor in pixels, scale, turn (radians), alpha and nearness. */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  rotation: number;
  alpha: number;
  /** 0 at the rim to 1 facing the player: nearer pictures go in front. */
  near: number;
}

/**
 * A picture stood on the turned point: hidden round the back (false), fading in from the rim,
 * leaning outwards with the curve of the globe, a little smaller far away.
 */
export function placeOnGlobe(p: Projected, layout: PlanetLayout, how: Standing, out: Placement): boolean {
  // Things fade out before they reach the rim, taller ones sooner, so none sticks out sideways
  // from the globe into the sky.
  const alpha = clamp((p.z - FADE_FROM - how.tall * FADE_PER_HEIGHT) / FADE_OVER, 0, 1);
  if (alpha <= 0) return false;
  const { cx, cy, radius } = layout;
  const near = clamp(p.z, 0, 1);
  out.x = cx + p.x * radius * how.height;
  out.y = cy - p.y * radius * how.height;
  out.scale = how.unit * radius * (0.72 + 0.28 * near);
  out.rotation = how.lean ? Math.atan2(p.x, Math.max(p.y, 0) + 0.35) : 0;
  out.alpha = alpha * how.alpha;
  out.near = near;
  return true;
}
