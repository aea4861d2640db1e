// What lies between the lands: the polar cap, little islands and waves out at sea.

import { outlinePoints, wobble } from './geography-shapes';
import type { Feature, FeatureTexture, Ground, Land } from './geography-types';
import { fromLonLat, onSphere, tangentAt } from './globe';

export function seas(
  random: () => number,
  lands: readonly Land[],
): { ground: Ground[]; features: Feature[] } {
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
