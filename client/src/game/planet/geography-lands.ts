// The three lands, each drawn from the seeded sequence in turn: summerland's fields and river,
// autumnland's forests and waterfalls, winterland's snowfields and mountains.

import {
  blob,
  coast,
  field,
  LAND_U,
  LAND_V,
  RIVER,
  RIVER_LIGHT,
  river,
  scatter,
  wobble,
} from './geography-shapes';
import { type Feature, type FeatureTexture, type Ground, LAND_COLORS, type Land } from './geography-types';
import { LAND_LATITUDE, LAND_LONGITUDE, onSphere, tangentAt } from './globe';

export function summerland(random: () => number): Land {
  const t = tangentAt(LAND_LONGITUDE[1], LAND_LATITUDE);
  const colors = LAND_COLORS[1];
  const outline = wobble(random, 0.22);
  const rivers: readonly [readonly [number, number], readonly [number, number], number][] = [
    [[-0.12, 0.3], [0.5, -0.2], 3],
    [[-0.12, 0.3], [-0.5, -0.3], 2],
  ];
  const ground: Ground[] = [
    ...coast(t, outline, colors, 0.75),
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

export function autumnland(random: () => number): Land {
  const t = tangentAt(LAND_LONGITUDE[2], LAND_LATITUDE);
  const colors = LAND_COLORS[2];
  const outline = wobble(random, 0.24);
  // Rivers run from the hills in the north down to the falls, and on to the sea.
  const falls: readonly (readonly [number, number])[] = [
    [-0.18, 0.02],
    [0.24, -0.06],
  ];
  const ground: Ground[] = [
    ...coast(t, outline, colors, 0.75),
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

export function winterland(random: () => number): Land {
  const t = tangentAt(LAND_LONGITUDE[3], LAND_LATITUDE);
  const colors = LAND_COLORS[3];
  const outline = wobble(random, 0.26);
  const ground: Ground[] = [
    ...coast(t, outline, colors, 0.8),
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
