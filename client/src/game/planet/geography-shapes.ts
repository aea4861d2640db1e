// The shapes the lands are drawn from, in flat (east, north) offsets around a land's centre and
// wrapped onto the sphere: wobbly outlines, rivers, blobs, fields of stripes and scattered things.

import type { Feature, FeatureTexture, Ground } from './geography-types';
import { onSphere, type Tangent, type Vec3 } from './globe';

export const RIVER = 0x3f9fe6;
export const RIVER_LIGHT = 0x9fdcff;

// Half-sizes of a land in flat offsets (≈ radians of arc): about 32° east-west, 23° north-south.
export const LAND_U = 0.62;
export const LAND_V = 0.42;

/** A wobbly closed outline: radius per angle, from a few seeded waves. */
export interface Outline {
  radiusAt(angle: number): number;
}

export function wobble(random: () => number, strength: number): Outline {
  const waves = [2, 3, 4, 5, 7].map((k) => ({
    k,
    a: (strength * (0.5 + random())) / k,
    p: random() * Math.PI * 2,
  }));
  return {
    radiusAt: (angle) => 1 + waves.reduce((sum, w) => sum + w.a * Math.sin(w.k * angle + w.p), 0),
  };
}

/** Points of an outline around (u0, v0) with half-sizes (ru, rv), scaled by `grow`. */
export function outlinePoints(
  t: Tangent,
  outline: Outline,
  u0: number,
  v0: number,
  ru: number,
  rv: number,
  grow: number,
  count = 72,
  turn = 0,
): Vec3[] {
  const points: Vec3[] = [];
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const r = outline.radiusAt(angle) * grow;
    const du = ru * r * Math.cos(angle);
    const dv = rv * r * Math.sin(angle);
    points.push(onSphere(t, u0 + du * c - dv * s, v0 + du * s + dv * c));
  }
  return points;
}

/** Is (u, v) inside the outline (half-sizes ru, rv), with `margin` < 1 keeping away from its edge? */
export function inside(
  outline: Outline,
  u: number,
  v: number,
  ru: number,
  rv: number,
  margin: number,
): boolean {
  const angle = Math.atan2(v / rv, u / ru);
  return Math.hypot(u / ru, v / rv) < outline.radiusAt(angle) * margin;
}

/** A land's ground: the shallows around it, its shore, and the land inside. */
export function coast(
  t: Tangent,
  outline: Outline,
  colors: { readonly shallow: number; readonly shore: number; readonly ground: number },
  shallowsAlpha: number,
): Ground[] {
  const at = (scale: number) => outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, scale);
  return [
    { kind: 'fill', color: colors.shallow, alpha: shallowsAlpha, points: at(1.12) },
    { kind: 'fill', color: colors.shore, alpha: 1, points: at(1.04) },
    { kind: 'fill', color: colors.ground, alpha: 1, points: at(1) },
  ];
}

/** A meandering line from a to b in flat offsets. */
export function riverPoints(
  t: Tangent,
  from: readonly [number, number],
  to: readonly [number, number],
  bends: number,
  amplitude: number,
  count = 28,
): Vec3[] {
  const [du, dv] = [to[0] - from[0], to[1] - from[1]];
  const length = Math.hypot(du, dv);
  const [nu, nv] = [-dv / length, du / length];
  const points: Vec3[] = [];
  for (let i = 0; i <= count; i++) {
    const f = i / count;
    const side = amplitude * Math.sin(f * Math.PI * bends) * Math.sin(f * Math.PI);
    points.push(onSphere(t, from[0] + du * f + nu * side, from[1] + dv * f + nv * side));
  }
  return points;
}

export function river(
  t: Tangent,
  from: readonly [number, number],
  to: readonly [number, number],
  bends: number,
) {
  const points = riverPoints(t, from, to, bends, 0.045);
  return [
    { kind: 'line', color: RIVER, alpha: 1, width: 0.02, points },
    { kind: 'line', color: RIVER_LIGHT, alpha: 0.9, width: 0.006, points },
  ] as const satisfies readonly Ground[];
}

export function blob(
  t: Tangent,
  random: () => number,
  color: number,
  alpha: number,
  u: number,
  v: number,
  ru: number,
  rv: number,
  turn = 0,
): Ground {
  return {
    kind: 'fill',
    color,
    alpha,
    points: outlinePoints(t, wobble(random, 0.25), u, v, ru, rv, 1, 40, turn),
  };
}

/** A field: a slightly turned four-sided patch with rows across it. */
export function field(
  t: Tangent,
  color: number,
  rows: number,
  u: number,
  v: number,
  w: number,
  h: number,
  turn: number,
) {
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  const at = (a: number, b: number) => onSphere(t, u + a * c - b * s, v + a * s + b * c);
  const ground: Ground[] = [
    { kind: 'fill', color, alpha: 1, points: [at(-w, -h), at(w, -h), at(w, h), at(-w, h)] },
  ];
  for (let i = 1; i < 4; i++) {
    const b = -h + (2 * h * i) / 4;
    ground.push({
      kind: 'line',
      color: rows,
      alpha: 0.55,
      width: 0.005,
      points: [at(-w * 0.9, b), at(w * 0.9, b)],
    });
  }
  return ground;
}

/** Scatter features over the land, away from the edge and from the given keep-out circles. */
export function scatter(
  t: Tangent,
  outline: Outline,
  random: () => number,
  count: number,
  pick: (random: () => number) => { texture: FeatureTexture; size: number },
  area: { u: number; v: number; ru: number; rv: number },
  keepOut: readonly (readonly [number, number, number])[] = [],
): Feature[] {
  const features: Feature[] = [];
  for (let tries = 0; features.length < count && tries < count * 40; tries++) {
    const u = area.u + (random() * 2 - 1) * area.ru;
    const v = area.v + (random() * 2 - 1) * area.rv;
    if (Math.hypot((u - area.u) / area.ru, (v - area.v) / area.rv) > 1) continue;
    if (!inside(outline, u, v, LAND_U, LAND_V, 0.86)) continue;
    if (keepOut.some(([ku, kv, r]) => Math.hypot(u - ku, v - kv) < r)) continue;
    const { texture, size } = pick(random);
    features.push({ texture, size, at: onSphere(t, u, v), flip: random() < 0.5 });
  }
  return features;
}
