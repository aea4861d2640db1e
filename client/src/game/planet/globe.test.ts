import { LAND_LEVELS } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import {
  clampToFace,
  fromLonLat,
  LAND_LATITUDE,
  LAND_LONGITUDE,
  nearestSpin,
  onSphere,
  type Projected,
  planetLayout,
  rotation,
  seededRandom,
  tangentAt,
  turn,
} from './globe';

const SIZES = {
  phone: [390, 844],
  desktop: [1366, 768],
  tablet: [820, 1180],
  wide: [1920, 900],
  small: [320, 560],
} as const;

const at = (): Projected => ({ x: 0, y: 0, z: 0 });

describe('turning the globe', () => {
  it('brings each land to the front: straight ahead, above the middle', () => {
    for (const level of LAND_LEVELS) {
      const { tilt } = planetLayout(1366, 768);
      const p = turn(
        rotation(LAND_LONGITUDE[level], tilt),
        fromLonLat(LAND_LONGITUDE[level], LAND_LATITUDE),
        at(),
      );
      expect(p.x).toBeCloseTo(0, 9);
      expect(p.y).toBeGreaterThan(0);
      expect(p.z).toBeGreaterThan(0.5);
    }
  });

  it('keeps points on the sphere', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      const p = turn(
        rotation(random() * 7, random() - 0.5),
        fromLonLat(random() * 7, random() * 3 - 1.5),
        at(),
      );
      expect(Math.hypot(p.x, p.y, p.z)).toBeCloseTo(1, 9);
    }
  });

  it('tips the north pole towards the player', () => {
    const p = turn(rotation(1.2, 0.3), [0, 1, 0], at());
    expect(p.y).toBeCloseTo(Math.cos(0.3), 9);
    expect(p.z).toBeCloseTo(Math.sin(0.3), 9);
  });

  it('puts the land east of the front on the right', () => {
    const p = turn(rotation(LAND_LONGITUDE[1], 0), fromLonLat(LAND_LONGITUDE[2], LAND_LATITUDE), at());
    expect(p.x).toBeGreaterThan(0);
  });
});

describe('nearestSpin', () => {
  it.each([
    [0, (2 * Math.PI) / 3, (2 * Math.PI) / 3],
    [0, (4 * Math.PI) / 3, -(2 * Math.PI) / 3],
    [(4 * Math.PI) / 3, 0, 2 * Math.PI],
    [10 * Math.PI, (2 * Math.PI) / 3, 10 * Math.PI + (2 * Math.PI) / 3],
    [1, 1, 1],
  ])('from %f to %f → %f (never more than half a turn)', (from, target, expected) => {
    const spin = nearestSpin(from, target);
    expect(spin).toBeCloseTo(expected, 9);
    expect(Math.abs(spin - from)).toBeLessThanOrEqual(Math.PI + 1e-9);
  });
});

describe('clampToFace', () => {
  it('leaves the visible face alone and moves the back onto the rim', () => {
    expect(clampToFace({ x: 0.3, y: 0.4, z: 0.866 })).toEqual({ x: 0.3, y: 0.4, z: 0.866 });
    const back = clampToFace({ x: 0.3, y: 0.4, z: -0.866 });
    expect(Math.hypot(back.x, back.y)).toBeCloseTo(1, 9);
    expect(back.x / back.y).toBeCloseTo(0.75, 9);
    expect(back.z).toBe(0);
  });
});

describe('onSphere', () => {
  it('is the centre at no offset and goes east and north', () => {
    const t = tangentAt(0.5, 0.6);
    expect(onSphere(t, 0, 0)).toEqual(t.center.map((v) => expect.closeTo(v, 9)));
    const east = onSphere(t, 0.1, 0);
    const north = onSphere(t, 0, 0.1);
    expect(Math.atan2(east[0], east[2])).toBeGreaterThan(0.5);
    expect(Math.asin(north[1])).toBeGreaterThan(0.6);
  });
});

describe('planetLayout', () => {
  it.each(Object.entries(SIZES))(
    '%s: large, low, centred, partly below the frame',
    (_name, [width, height]) => {
      const { cx, cy, radius } = planetLayout(width, height);
      expect(cx).toBe(width / 2);
      // Its top is in the lower half of the frame, its middle below the frame's middle...
      expect(cy - radius).toBeGreaterThanOrEqual(height * 0.5);
      expect(cy - radius).toBeLessThan(height * 0.75);
      // ...and part of it is cut off by the bottom edge.
      expect(cy + radius).toBeGreaterThan(height);
      expect(radius).toBeGreaterThan(Math.min(width, height) * 0.3);
    },
  );

  it.each(Object.entries(SIZES))(
    '%s: the facing land is in view, below the globe top',
    (_name, [width, height]) => {
      const layout = planetLayout(width, height);
      const p = turn(rotation(0, layout.tilt), fromLonLat(0, LAND_LATITUDE), at());
      const y = layout.cy - p.y * layout.radius;
      expect(y).toBeGreaterThan(layout.cy - layout.radius);
      expect(y).toBeLessThan(height);
    },
  );

  it('survives a frame of no size', () => {
    const layout = planetLayout(0, 0);
    expect(Number.isFinite(layout.radius)).toBe(true);
    expect(Number.isFinite(layout.tilt)).toBe(true);
  });
});
