import { LAND_LEVELS } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { SPRITE_ART } from './art';
import { buildGeography, FEATURE_TEXTURES, geographyInSteps } from './geography';
import { fromLonLat, LAND_LATITUDE, LAND_LONGITUDE } from './globe';

const geography = buildGeography();
const dot = (a: readonly number[], b: readonly number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;

describe('the planet', () => {
  it('has the three lands, in order, centred where the globe turns to', () => {
    expect(geography.lands.map((land) => land.level)).toEqual([...LAND_LEVELS]);
    for (const land of geography.lands) {
      const center = fromLonLat(LAND_LONGITUDE[land.level], LAND_LATITUDE);
      expect(dot(land.center, center)).toBeCloseTo(1, 9);
    }
  });

  it('keeps every point on the sphere and every land near its centre', () => {
    for (const land of geography.lands) {
      for (const ground of land.ground) {
        expect(ground.points.length).toBeGreaterThanOrEqual(2);
        for (const p of ground.points) {
          expect(Math.hypot(...p)).toBeCloseTo(1, 9);
          // Within about 45° of the land's centre: a land never reaches round to the next one.
          expect(dot(p, land.center)).toBeGreaterThan(Math.cos((45 * Math.PI) / 180));
        }
      }
      for (const feature of land.features) expect(dot(feature.at, land.center)).toBeGreaterThan(0.8);
    }
  });

  it('gives each land what it is known for', () => {
    const textures = (level: number) => new Set(geography.lands[level - 1]!.features.map((f) => f.texture));
    expect(textures(1)).toContain('tree-green');
    expect(textures(1)).toContain('house');
    expect(textures(2)).toContain('waterfall');
    expect(textures(2)).toContain('tree-orange');
    expect(textures(3)).toContain('mountain-big');
    expect(textures(3)).toContain('pine-snow');
    // Rivers: summer and autumn have lines of water on the ground.
    for (const level of [1, 2])
      expect(geography.lands[level - 1]!.ground.some((g) => g.kind === 'line')).toBe(true);
  });

  it('has a picture for every kind of thing that stands on it', () => {
    for (const texture of FEATURE_TEXTURES) expect(SPRITE_ART[texture]).toBeDefined();
  });

  it('is the same planet every time', () => {
    expect(buildGeography()).toEqual(geography);
  });

  it('is made in steps, a land each and then the seas, to the same planet', () => {
    const inSteps = geographyInSteps();
    expect(inSteps.steps).toHaveLength(4);
    for (const step of inSteps.steps.slice(0, -1)) step();
    expect(() => inSteps.result()).toThrow();
    inSteps.steps.at(-1)!();
    expect(inSteps.result()).toEqual(geography);
  });
});
