import { describe, expect, it } from 'vitest';
import {
  type Anchors,
  CONFETTI,
  celebrationPlan,
  flyingGemCount,
  type PlanInput,
  planEnd,
  poseAt,
  SPARKS_PER_STAR,
} from './celebration-plan';
import { STAR_TIMES_MS } from './timeline';

const ANCHORS: Anchors = {
  width: 390,
  height: 844,
  stars: [
    { x: 100, y: 200 },
    { x: 195, y: 190 },
    { x: 290, y: 200 },
  ],
  gemFrom: { x: 195, y: 480 },
  gemTo: { x: 340, y: 30 },
};

function plan(overrides: Partial<PlanInput> = {}) {
  return celebrationPlan({
    anchors: ANCHORS,
    stars: [true, true, true],
    prize: 100,
    gemStartMs: 2000,
    gemDurationMs: 2000,
    seed: 7,
    ...overrides,
  });
}

const ofKind = (particles: ReturnType<typeof plan>, kind: string) => particles.filter((p) => p.kind === kind);

describe('celebration plan', () => {
  it('bursts each earned star at its appearance time, from that star', () => {
    const bursts = ofKind(plan({ stars: [true, false, true] }), 'star');
    expect(bursts.map((b) => b.start)).toEqual([STAR_TIMES_MS[0], STAR_TIMES_MS[2]]);
    expect(bursts.map((b) => b.from)).toEqual([ANCHORS.stars[0], ANCHORS.stars[2]]);
    expect(ofKind(plan({ stars: [true, false, true] }), 'spark')).toHaveLength(2 * SPARKS_PER_STAR);
  });

  it('throws confetti for 2 and 3 stars only', () => {
    expect(ofKind(plan(), 'confetti')).toHaveLength(CONFETTI[3]);
    expect(ofKind(plan({ stars: [false, true, true] }), 'confetti')).toHaveLength(CONFETTI[2]);
    expect(ofKind(plan({ stars: [false, true, false] }), 'confetti')).toHaveLength(0);
    expect(plan({ stars: [false, false, false], prize: 0 })).toEqual([]);
  });

  it('streams 30 or 40 gems to the balance while the gems count, none without a prize', () => {
    expect(flyingGemCount(0)).toBe(0);
    expect(flyingGemCount(100)).toBe(30);
    expect(flyingGemCount(300)).toBe(40);
    const gems = ofKind(plan(), 'gem');
    expect(gems).toHaveLength(30);
    for (const gem of gems) {
      expect(gem.start).toBeGreaterThanOrEqual(2000);
      expect(gem.start).toBeLessThanOrEqual(4000);
      const landed = poseAt(gem, gem.start + gem.duration);
      expect(landed.x).toBeCloseTo(ANCHORS.gemTo.x);
      expect(landed.y).toBeCloseTo(ANCHORS.gemTo.y);
    }
    expect(ofKind(plan({ anchors: { ...ANCHORS, gemFrom: undefined } }), 'gem')).toHaveLength(0);
  });

  it('shows nothing before a particle starts or after the plan ends', () => {
    const particles = plan();
    const end = planEnd(particles);
    expect(end).toBeGreaterThan(4000);
    expect(end).toBeLessThan(8000);
    for (const p of particles) {
      expect(poseAt(p, p.start - 1).visible).toBe(false);
      expect(poseAt(p, end + 1).visible).toBe(false);
      const mid = poseAt(p, p.start + p.duration / 2);
      expect(mid.visible).toBe(true);
      expect(mid.alpha).toBeGreaterThan(0);
      expect(Number.isFinite(mid.x) && Number.isFinite(mid.y)).toBe(true);
    }
  });

  it('is the same for the same seed', () => {
    expect(plan()).toEqual(plan());
    expect(plan({ seed: 8 })).not.toEqual(plan());
  });
});
