// What is on the planet, as data: the three lands' ground (coasts, fields, forests, snowfields,
// rivers, lakes), the things standing on them (trees, houses, waterfalls, mountains), little
// islands, waves and the polar cap. Shapes are drawn in flat (east, north) offsets around a centre
// and wrapped onto the sphere once; the scene only turns and draws them. Seeded, so the planet is
// the same on every visit.

import type { LandLevel } from '@numberland/engine';
import {
  fromLonLat,
  LAND_LATITUDE,
  LAND_LONGITUDE,
  onSphere,
  seededRandom,
  type Tangent,
  tangentAt,
  type Vec3,
} from './globe';

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

const RIVER = 0x3f9fe6;
const RIVER_LIGHT = 0x9fdcff;

// Half-sizes of a land in flat offsets (≈ radians of arc): about 32° east-west, 23° north-south.
const LAND_U = 0.62;
const LAND_V = 0.42;

/** A wobbly closed outline: radius per angle, from a few seeded waves. */
interface Outline {
  radiusAt(angle: number): number;
}

function wobble(random: () => number, strength: number): Outline {
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
function outlinePoints(
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
function inside(outline: Outline, u: number, v: number, ru: number, rv: number, margin: number): boolean {
  const angle = Math.atan2(v / rv, u / ru);
  return Math.hypot(u / ru, v / rv) < outline.radiusAt(angle) * margin;
}

/** A meandering line from a to b in flat offsets. */
function riverPoints(
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

function river(t: Tangent, from: readonly [number, number], to: readonly [number, number], bends: number) {
  const points = riverPoints(t, from, to, bends, 0.045);
  return [
    { kind: 'line', color: RIVER, alpha: 1, width: 0.02, points },
    { kind: 'line', color: RIVER_LIGHT, alpha: 0.9, width: 0.006, points },
  ] as const satisfies readonly Ground[];
}

function blob(
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
function field(
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
function scatter(
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

function summerland(random: () => number): Land {
  const t = tangentAt(LAND_LONGITUDE[1], LAND_LATITUDE);
  const colors = LAND_COLORS[1];
  const outline = wobble(random, 0.22);
  const rivers: readonly [readonly [number, number], readonly [number, number], number][] = [
    [[-0.12, 0.3], [0.5, -0.2], 3],
    [[-0.12, 0.3], [-0.5, -0.3], 2],
  ];
  const ground: Ground[] = [
    {
      kind: 'fill',
      color: colors.shallow,
      alpha: 0.75,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1.12),
    },
    {
      kind: 'fill',
      color: colors.shore,
      alpha: 1,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1.04),
    },
    {
      kind: 'fill',
      color: colors.ground,
      alpha: 1,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1),
    },
    blob(t, random, colors.inner, 1, -0.05, 0.05, 0.42, 0.26),
    ...field(t, 0xe9dc7a, 0xc9a94a, 0.2, 0.12, 0.09, 0.06, 0.3),
    ...field(t, 0xb9e06a, 0x86b845, 0.33, 0.02, 0.07, 0.05, -0.2),
    ...field(t, 0xf2c56b, 0xd0993f, -0.25, 0.14, 0.08, 0.05, -0.35),
    ...field(t, 0xa3d957, 0x6fae3c, -0.33, -0.06, 0.07, 0.06, 0.15),
    ...field(t, 0xe9dc7a, 0xc9a94a, 0.08, -0.2, 0.08, 0.05, 0.1),
    blob(t, random, RIVER, 1, -0.12, 0.3, 0.07, 0.045),
    ...rivers.flatMap(([from, to, bends]) => river(t, from, to, bends)),
    blob(t, random, RIVER_LIGHT, 0.8, -0.13, 0.31, 0.035, 0.02),
  ];
  const keepOut: [number, number, number][] = [
    [-0.12, 0.3, 0.1],
    [0.2, 0.12, 0.11],
    [0.33, 0.02, 0.09],
    [-0.25, 0.14, 0.1],
    [-0.33, -0.06, 0.09],
    [0.08, -0.2, 0.1],
  ];
  const features = [
    ...scatter(
      t,
      outline,
      random,
      26,
      (r) => ({ texture: r() < 0.6 ? 'tree-green' : 'tree-lime', size: 0.065 + r() * 0.025 }),
      { u: 0, v: 0, ru: LAND_U, rv: LAND_V },
      keepOut,
    ),
    ...[
      [0.05, 0.02],
      [-0.1, -0.1],
      [0.42, -0.12],
    ].map(([u, v]) => ({
      texture: 'house' as const,
      size: 0.06,
      at: onSphere(t, u!, v!),
      flip: random() < 0.5,
    })),
  ];
  return { level: 1, center: t.center, ground, features };
}

function autumnland(random: () => number): Land {
  const t = tangentAt(LAND_LONGITUDE[2], LAND_LATITUDE);
  const colors = LAND_COLORS[2];
  const outline = wobble(random, 0.24);
  // Rivers run from the hills in the north down to the falls, and on to the sea.
  const falls: readonly (readonly [number, number])[] = [
    [-0.18, 0.02],
    [0.24, -0.06],
  ];
  const ground: Ground[] = [
    {
      kind: 'fill',
      color: colors.shallow,
      alpha: 0.75,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1.12),
    },
    {
      kind: 'fill',
      color: colors.shore,
      alpha: 1,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1.04),
    },
    {
      kind: 'fill',
      color: colors.ground,
      alpha: 1,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1),
    },
    blob(t, random, colors.inner, 1, 0.05, 0.08, 0.45, 0.25),
    blob(t, random, 0xe07a34, 0.9, -0.36, 0.12, 0.17, 0.13),
    blob(t, random, 0xd8602c, 0.85, 0.38, 0.16, 0.16, 0.12),
    blob(t, random, 0xe8913c, 0.9, 0.02, -0.24, 0.2, 0.1),
    blob(t, random, 0xc8703a, 0.9, -0.18, 0.14, 0.12, 0.08),
    blob(t, random, 0xc8703a, 0.9, 0.24, 0.08, 0.12, 0.08),
    ...river(t, [-0.18, 0.22], falls[0]!, 1),
    ...river(t, falls[0]!, [-0.44, -0.3], 2),
    ...river(t, [0.24, 0.2], falls[1]!, 1),
    ...river(t, falls[1]!, [0.5, -0.25], 2),
    blob(t, random, RIVER, 1, falls[0]![0], falls[0]![1] - 0.03, 0.05, 0.03),
    blob(t, random, RIVER, 1, falls[1]![0], falls[1]![1] - 0.03, 0.05, 0.03),
  ];
  const keepOut: [number, number, number][] = [
    [falls[0]![0], falls[0]![1] + 0.06, 0.11],
    [falls[1]![0], falls[1]![1] + 0.06, 0.11],
  ];
  const trees = (r: () => number) => {
    const pick = r();
    const texture: FeatureTexture = pick < 0.4 ? 'tree-orange' : pick < 0.72 ? 'tree-red' : 'tree-yellow';
    return { texture, size: 0.065 + r() * 0.03 };
  };
  const features = [
    ...scatter(t, outline, random, 16, trees, { u: -0.36, v: 0.12, ru: 0.2, rv: 0.16 }, keepOut),
    ...scatter(t, outline, random, 14, trees, { u: 0.38, v: 0.14, ru: 0.2, rv: 0.15 }, keepOut),
    ...scatter(t, outline, random, 14, trees, { u: 0.02, v: -0.2, ru: 0.28, rv: 0.14 }, keepOut),
    ...scatter(t, outline, random, 8, trees, { u: 0, v: 0.1, ru: 0.55, rv: 0.3 }, keepOut),
    ...falls.map(([u, v]) => ({
      texture: 'waterfall' as const,
      size: 0.15,
      at: onSphere(t, u, v + 0.015),
      flip: false,
    })),
  ];
  return { level: 2, center: t.center, ground, features };
}

function winterland(random: () => number): Land {
  const t = tangentAt(LAND_LONGITUDE[3], LAND_LATITUDE);
  const colors = LAND_COLORS[3];
  const outline = wobble(random, 0.26);
  const ground: Ground[] = [
    {
      kind: 'fill',
      color: colors.shallow,
      alpha: 0.8,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1.12),
    },
    {
      kind: 'fill',
      color: colors.shore,
      alpha: 1,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1.04),
    },
    {
      kind: 'fill',
      color: colors.ground,
      alpha: 1,
      points: outlinePoints(t, outline, 0, 0, LAND_U, LAND_V, 1),
    },
    blob(t, random, colors.inner, 1, -0.2, 0.14, 0.3, 0.14),
    blob(t, random, colors.inner, 1, 0.28, -0.08, 0.24, 0.12),
    blob(t, random, 0xc9d8e8, 0.9, 0.0, 0.08, 0.38, 0.1),
    blob(t, random, 0xa9e0f5, 1, 0.26, -0.22, 0.11, 0.06),
    blob(t, random, 0xe6f7fd, 0.9, 0.25, -0.21, 0.06, 0.025),
    blob(t, random, 0xa9e0f5, 1, -0.34, -0.16, 0.08, 0.05),
    ...river(t, [-0.04, 0.02], [0.26, -0.2], 2).map((g) => ({
      ...g,
      color: g.color === RIVER ? 0x8fd0f0 : 0xeafaff,
    })),
  ];
  const peaks: readonly (readonly [number, number, FeatureTexture, number])[] = [
    [-0.08, 0.14, 'mountain-big', 0.27],
    [0.16, 0.1, 'mountain-big', 0.23],
    [-0.3, 0.1, 'mountain', 0.18],
    [0.36, 0.06, 'mountain', 0.16],
    [-0.46, 0.0, 'mountain', 0.13],
    [0.48, -0.06, 'mountain', 0.12],
    [0.02, -0.04, 'mountain', 0.13],
  ];
  const features: Feature[] = [
    ...peaks.map(([u, v, texture, size]) => ({ texture, size, at: onSphere(t, u, v), flip: random() < 0.5 })),
    ...scatter(
      t,
      outline,
      random,
      18,
      (r) => ({ texture: 'pine-snow', size: 0.07 + r() * 0.025 }),
      { u: 0, v: -0.2, ru: LAND_U, rv: 0.2 },
      [
        [0.26, -0.22, 0.13],
        [-0.34, -0.16, 0.1],
        ...peaks.map(([u, v, , size]) => [u, v - 0.02, size * 0.35] as const),
      ],
    ),
  ];
  return { level: 3, center: t.center, ground, features };
}

/** Little islands in the seas between the lands, the polar ice and a scatter of waves. */
function seas(random: () => number, lands: readonly Land[]): { ground: Ground[]; features: Feature[] } {
  const ground: Ground[] = [];
  const features: Feature[] = [];
  const cap = tangentAt(0, Math.PI / 2);
  const capOutline = wobble(random, 0.3);
  ground.push(
    {
      kind: 'fill',
      color: 0xcdeefa,
      alpha: 0.8,
      points: outlinePoints(cap, capOutline, 0, 0, 0.26, 0.26, 1.14),
    },
    { kind: 'fill', color: 0xf7fbff, alpha: 1, points: outlinePoints(cap, capOutline, 0, 0, 0.26, 0.26, 1) },
  );
  const islands: readonly (readonly [number, number, number, number, FeatureTexture | null])[] = [
    [60, 40, 0xf7e4a3, 0x86cf55, 'palm'],
    [72, 60, 0xf7e4a3, 0x86cf55, null],
    [180, 36, 0xf0cd8e, 0xf2a24a, 'tree-yellow'],
    [300, 44, 0xd9eaf8, 0xf5f9fe, 'pine-snow'],
    [288, 64, 0xd9eaf8, 0xf5f9fe, null],
  ];
  for (const [lon, lat, shore, land, tree] of islands) {
    const t = tangentAt((lon * Math.PI) / 180, (lat * Math.PI) / 180);
    const outline = wobble(random, 0.3);
    const size = tree ? 0.07 : 0.045;
    ground.push(
      {
        kind: 'fill',
        color: 0x8ee3ef,
        alpha: 0.75,
        points: outlinePoints(t, outline, 0, 0, size, size * 0.7, 1.45, 32),
      },
      {
        kind: 'fill',
        color: shore,
        alpha: 1,
        points: outlinePoints(t, outline, 0, 0, size, size * 0.7, 1.12, 32),
      },
      {
        kind: 'fill',
        color: land,
        alpha: 1,
        points: outlinePoints(t, outline, 0, 0, size * 0.8, size * 0.55, 1, 32),
      },
    );
    if (tree) features.push({ texture: tree, size: 0.08, at: onSphere(t, 0, 0.005), flip: false });
  }
  // Waves: small crests out at sea, away from every land and island.
  const away = [
    ...lands.map((l) => l.center),
    ...islands.map(([lon, lat]) => fromLonLat((lon * Math.PI) / 180, (lat * Math.PI) / 180)),
  ];
  for (let tries = 0, placed = 0; placed < 34 && tries < 2000; tries++) {
    const lon = random() * Math.PI * 2;
    const lat = (4 + random() * 74) * (Math.PI / 180);
    const p = fromLonLat(lon, lat);
    const near = away.some(
      (c, i) => p[0] * c[0] + p[1] * c[1] + p[2] * c[2] > Math.cos(i < lands.length ? 0.72 : 0.16),
    );
    if (near) continue;
    const t = tangentAt(lon, lat);
    const w = 0.024 + random() * 0.014;
    // A small ~ on the water.
    const crest = [-1, -0.66, -0.33, 0, 0.33, 0.66, 1].map((f) =>
      onSphere(t, f * w, Math.sin(f * Math.PI) * w * 0.22),
    );
    ground.push({ kind: 'line', color: 0xffffff, alpha: 0.45, width: 0.005, points: crest });
    placed++;
  }
  return { ground, features };
}

export interface GeographyInSteps {
  /** To be run in order, one per task if need be: each land, then the seas around them. */
  readonly steps: readonly (() => void)[];
  /** The geography, once every step has run. */
  result(): Geography;
}

/**
 * The planet's geography made in steps (issue 17: made at once it was one long task on a phone):
 * the lands draw from one seeded sequence in turn, so the steps must keep their order.
 */
export function geographyInSteps(seed = 7): GeographyInSteps {
  const random = seededRandom(seed);
  const lands: Land[] = [];
  let made: Geography | undefined;
  return {
    steps: [
      () => lands.push(summerland(random)),
      () => lands.push(autumnland(random)),
      () => lands.push(winterland(random)),
      () => {
        const sea = seas(random, lands);
        made = { lands, seas: sea.ground, seaFeatures: sea.features };
      },
    ],
    result() {
      if (!made) throw new Error('geography: a step has not run');
      return made;
    },
  };
}

export function buildGeography(seed = 7): Geography {
  const inSteps = geographyInSteps(seed);
  for (const step of inSteps.steps) step();
  return inSteps.result();
}
