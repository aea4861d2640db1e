import { LAND_LEVELS } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { buildGeography, type Ground } from './geography';
import {
  LAND_LONGITUDE,
  type Placement,
  type Projected,
  placeOnGlobe,
  planetLayout,
  rotation,
} from './globe';
import { cssColor, groundPath, stopColor } from './svg-globe';

const point = (): Projected => ({ x: 0, y: 0, z: 0 });
const RADIUS = 300;
const { tilt } = planetLayout(390, 844);

/** The points of a path's data, as [x, y] pairs. */
function pathPoints(d: string): [number, number][] {
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('the globe as SVG paths', () => {
  const geography = buildGeography();

  it('draws the land that faces the player, every outline inside the globe', () => {
    for (const level of LAND_LEVELS) {
      const m = rotation(LAND_LONGITUDE[level], tilt);
      const land = geography.lands.find((l) => l.level === level)!;
      const fills = land.ground.filter((shape) => shape.kind === 'fill');
      for (const shape of fills) {
        const d = groundPath(m, shape, RADIUS, point());
        expect(d).toMatch(/^M.*Z$/);
        const points = pathPoints(d);
        expect(points).toHaveLength(shape.points.length);
        // Clamped onto the visible face: no point beyond the rim (a tenth of a pixel of rounding).
        for (const [x, y] of points) expect(Math.hypot(x, y)).toBeLessThanOrEqual(RADIUS + 0.15);
      }
    }
  });

  it('draws nothing of a shape wholly round the back', () => {
    const back: Ground = {
      kind: 'fill',
      color: 0x00ff00,
      alpha: 1,
      points: [
        [0, 0, -1],
        [0.1, 0, -0.99],
        [0, 0.1, -0.99],
      ],
    };
    expect(groundPath(rotation(0, 0), back, RADIUS, point())).toBe('');
  });

  it('draws a line only along its runs on the visible face, and does not close it', () => {
    // Front, front, back, front, front: two runs of two points.
    const line: Ground = {
      kind: 'line',
      color: 0x0000ff,
      alpha: 1,
      width: 0.01,
      points: [
        [-0.5, 0, 0.8],
        [-0.4, 0.1, 0.9],
        [0, 0, -1],
        [0.4, 0.1, 0.9],
        [0.5, 0, 0.8],
      ],
    };
    const d = groundPath(rotation(0, 0), line, RADIUS, point());
    expect(d).toBe('M-150 0L-120 -30M120 -30L150 0');
  });

  it('turns with the globe: a land facing the player is drawn elsewhere once turned away a little', () => {
    const land = geography.lands[0]!;
    const shape = land.ground.find((g) => g.kind === 'fill')!;
    const facing = groundPath(rotation(LAND_LONGITUDE[1], tilt), shape, RADIUS, point());
    const turned = groundPath(rotation(LAND_LONGITUDE[1] + 0.2, tilt), shape, RADIUS, point());
    expect(turned).not.toBe(facing);
    // Turning the spin up moves the front of the globe east: what faced the player goes west.
    const meanX = (d: string) => pathPoints(d).reduce((sum, [x]) => sum + x, 0) / pathPoints(d).length;
    expect(meanX(turned)).toBeLessThan(meanX(facing) - 20);
  });
});

describe('colours for SVG', () => {
  it('writes a geography colour as CSS', () => {
    expect(cssColor(0x79c94d)).toBe('#79c94d');
    expect(cssColor(0x0000ff)).toBe('#0000ff');
  });

  it('splits a canvas colour into a stop colour and opacity', () => {
    expect(stopColor('rgba(12, 30, 70, 0.38)')).toEqual({ color: 'rgb(12,30,70)', opacity: 0.38 });
    expect(stopColor('rgba(255,255,255,0)')).toEqual({ color: 'rgb(255,255,255)', opacity: 0 });
    expect(stopColor('#8fe6fa')).toEqual({ color: '#8fe6fa', opacity: 1 });
  });
});

describe('standing a picture on the globe', () => {
  const layout = planetLayout(390, 844);
  const how = { height: 1, unit: 0.1, tall: 0.05, lean: true, alpha: 1 };
  const out = (): Placement => ({ x: 0, y: 0, scale: 0, rotation: 0, alpha: 0, near: 0 });

  it('stands a picture facing the player upright at full size and strength, above the centre', () => {
    const placed = out();
    expect(placeOnGlobe({ x: 0, y: 0.6, z: 0.8 }, layout, how, placed)).toBe(true);
    expect(placed.x).toBeCloseTo(layout.cx, 9);
    expect(placed.y).toBeCloseTo(layout.cy - 0.6 * layout.radius, 9);
    expect(placed.rotation).toBe(0);
    expect(placed.alpha).toBe(1);
    expect(placed.near).toBe(0.8);
    expect(placed.scale).toBeCloseTo(0.1 * layout.radius * (0.72 + 0.28 * 0.8), 9);
  });

  it('hides a picture round the back, fades one near the rim, and leans one off-centre outwards', () => {
    expect(placeOnGlobe({ x: 0, y: 0, z: -0.3 }, layout, how, out())).toBe(false);
    const nearRim = out();
    expect(placeOnGlobe({ x: 0.95, y: 0.1, z: 0.15 }, layout, how, nearRim)).toBe(true);
    expect(nearRim.alpha).toBeGreaterThan(0);
    expect(nearRim.alpha).toBeLessThan(1);
    expect(nearRim.rotation).toBeGreaterThan(0.5);
    const cloud = out();
    placeOnGlobe(
      { x: -0.5, y: 0.5, z: 0.7 },
      layout,
      { ...how, height: 1.07, lean: false, alpha: 0.92 },
      cloud,
    );
    expect(cloud.rotation).toBe(0);
    expect(cloud.alpha).toBe(0.92);
    expect(cloud.x).toBeCloseTo(layout.cx - 0.5 * 1.07 * layout.radius, 9);
  });
});
