// The celebration as plain data: every particle with where and when it moves, and its pose at any
// time. Celebration.tsx only copies poses onto Pixi objects each frame, so this part is testable
// without a canvas. Times are ms on the end screen's clock (0 = when it appeared).
//
// - Each earned star bursts in at its appearance time: a big star popping out behind it and a ring
//   of sparkles flying off.
// - With 2 or 3 stars, confetti rains down after the last star (more for 3).
// - With a prize, 30 gems (40 for prizes of 200 and more) stream from the gem line up to the gem
//   balance at the top right, launched evenly while the gem count rises.

import { createRandom, type Random } from '@numberland/engine';
import { STAR_TIMES_MS } from './timeline';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where things are on the canvas, in CSS pixels from its top left. */
export interface Anchors {
  readonly width: number;
  readonly height: number;
  /** The time, finish and no-errors stars; undefined for one not found. */
  readonly stars: readonly (Point | undefined)[];
  readonly gemFrom: Point | undefined;
  readonly gemTo: Point;
}

export type ParticleKind = 'star' | 'spark' | 'confetti' | 'gem';

export interface Particle {
  readonly id: number;
  readonly kind: ParticleKind;
  readonly start: number;
  readonly duration: number;
  readonly from: Point;
  readonly to: Point;
  /** The bend of a gem's flight (a quadratic curve through this control point). */
  readonly control: Point;
  readonly size: number;
  /** Tint, 0xffffff for none. */
  readonly color: number;
  /** Turns per second. */
  readonly spin: number;
  /** Sideways sway of confetti, in px. */
  readonly sway: number;
  readonly phase: number;
}

export interface Pose {
  readonly visible: boolean;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly rotation: number;
  readonly alpha: number;
}

export interface PlanInput {
  readonly anchors: Anchors;
  /** Time, finish and no-errors star earned, in that order. */
  readonly stars: readonly [boolean, boolean, boolean];
  readonly prize: number;
  readonly gemStartMs: number;
  readonly gemDurationMs: number;
  readonly seed: number;
}

export const SPARKS_PER_STAR = 10;
export const CONFETTI = { 2: 45, 3: 90 } as const;
export const GEM_FLIGHT_MS = 850;
const CONFETTI_COLORS = [0xff5d73, 0xffc83d, 0x4cc9f0, 0x7bd389, 0xb388ff, 0xff9f43] as const;
const SPARK_COLORS = [0xffffff, 0xffe27a, 0xffc83d, 0xffb3d9] as const;

/** 30 flying gems, 40 for big prizes (spec section 9: "Flying gems 40 (also 30)"); none without a prize. */
export function flyingGemCount(prize: number): number {
  if (prize <= 0) return 0;
  return prize >= 200 ? 40 : 30;
}

const NOTHING: Pose = { visible: false, x: 0, y: 0, scale: 0, rotation: 0, alpha: 0 };
const easeOut = (u: number) => 1 - (1 - u) ** 3;
/** Overshoots a little past 1 before settling: the pop of a star. */
const easeOutBack = (u: number) => 1 + 2.7 * (u - 1) ** 3 + 1.7 * (u - 1) ** 2;

function between(random: Random, low: number, high: number): number {
  return low + random.float() * (high - low);
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[random.int(items.length)]!;
}

/** Where a particle is at time `t`; invisible before its start and after its end. */
export function poseAt(p: Particle, t: number): Pose {
  const local = t - p.start;
  if (local < 0 || local > p.duration) return NOTHING;
  const u = local / p.duration;
  const seconds = local / 1000;
  switch (p.kind) {
    case 'star': {
      const grow = Math.min(1, u / 0.5);
      return {
        visible: true,
        x: p.from.x,
        y: p.from.y,
        scale: p.size * (u < 0.5 ? easeOutBack(grow) : 1 + (u - 0.5) * 0.8),
        rotation: 0.4 * (1 - easeOut(u)),
        alpha: u < 0.5 ? 1 : 1 - (u - 0.5) / 0.5,
      };
    }
    case 'spark': {
      const e = easeOut(u);
      return {
        visible: true,
        x: p.from.x + (p.to.x - p.from.x) * e,
        y: p.from.y + (p.to.y - p.from.y) * e,
        scale: p.size * (1 - 0.6 * u),
        rotation: p.spin * 2 * Math.PI * seconds,
        alpha: u < 0.5 ? 1 : 1 - (u - 0.5) / 0.5,
      };
    }
    case 'confetti': {
      // Falls faster as it goes, swaying from side to side and tumbling.
      const fall = 0.45 * u + 0.55 * u * u;
      return {
        visible: true,
        x: p.from.x + (p.to.x - p.from.x) * u + p.sway * Math.sin(p.phase + seconds * 5),
        y: p.from.y + (p.to.y - p.from.y) * fall,
        scale: p.size * (0.75 + 0.25 * Math.abs(Math.cos(p.phase + seconds * 7))),
        rotation: p.phase + p.spin * 2 * Math.PI * seconds,
        alpha: u > 0.85 ? (1 - u) / 0.15 : 1,
      };
    }
    case 'gem': {
      // Mostly steady speed (gems leaving in a stream, not piling up at the start), growing from
      // small to full size mid-flight and shrinking into the balance.
      const e = 0.4 * u + 0.6 * u * u * (3 - 2 * u);
      const a = (1 - e) * (1 - e);
      const b = 2 * (1 - e) * e;
      const c = e * e;
      return {
        visible: true,
        x: a * p.from.x + b * p.control.x + c * p.to.x,
        y: a * p.from.y + b * p.control.y + c * p.to.y,
        scale: p.size * (0.55 + 0.45 * Math.sin(Math.PI * u)),
        rotation: 0.3 * Math.sin(p.phase + seconds * 6),
        alpha: u < 0.06 ? u / 0.06 : u > 0.94 ? (1 - u) / 0.06 : 1,
      };
    }
  }
}

/** When the last particle is gone. */
export function planEnd(particles: readonly Particle[]): number {
  return particles.reduce((end, p) => Math.max(end, p.start + p.duration), 0);
}

export function celebrationPlan(input: PlanInput): Particle[] {
  const { anchors, stars, prize, gemStartMs, gemDurationMs } = input;
  const random = createRandom(input.seed);
  const particles: Particle[] = [];
  const add = (p: Omit<Particle, 'id' | 'control' | 'spin' | 'sway' | 'phase'> & Partial<Particle>) =>
    particles.push({ control: p.from, spin: 0, sway: 0, phase: 0, ...p, id: particles.length });

  stars.forEach((earned, i) => {
    const at = anchors.stars[i];
    if (!earned || !at) return;
    const start = STAR_TIMES_MS[i] ?? 0;
    add({ kind: 'star', start, duration: 650, from: at, to: at, size: i === 1 ? 1.5 : 1.2, color: 0xffffff });
    for (let s = 0; s < SPARKS_PER_STAR; s++) {
      const angle = (2 * Math.PI * (s + random.float() * 0.6)) / SPARKS_PER_STAR;
      const reach = between(random, 55, 105);
      add({
        kind: 'spark',
        start: start + between(random, 0, 80),
        duration: between(random, 600, 900),
        from: at,
        to: { x: at.x + Math.cos(angle) * reach, y: at.y + Math.sin(angle) * reach },
        size: between(random, 0.7, 1.3),
        color: pick(random, SPARK_COLORS),
        spin: between(random, -1.5, 1.5),
      });
    }
  });

  const count = stars.filter(Boolean).length;
  const confetti = count >= 3 ? CONFETTI[3] : count === 2 ? CONFETTI[2] : 0;
  const rainFrom = (STAR_TIMES_MS[2] ?? 0) + 100;
  for (let c = 0; c < confetti; c++) {
    const x = between(random, 0, anchors.width);
    add({
      kind: 'confetti',
      start: rainFrom + between(random, 0, 1400),
      duration: between(random, 2300, 3300),
      from: { x, y: -20 },
      to: { x: x + between(random, -80, 80), y: anchors.height + 30 },
      size: between(random, 0.8, 1.3),
      color: pick(random, CONFETTI_COLORS),
      spin: between(random, -1.2, 1.2),
      sway: between(random, 8, 26),
      phase: between(random, 0, 2 * Math.PI),
    });
  }

  const gems = anchors.gemFrom ? flyingGemCount(prize) : 0;
  const spread = Math.max(0, gemDurationMs - GEM_FLIGHT_MS / 2);
  for (let g = 0; g < gems; g++) {
    const from = anchors.gemFrom!;
    const start = { x: from.x + between(random, -24, 24), y: from.y + between(random, -10, 10) };
    add({
      kind: 'gem',
      start: gemStartMs + (gems > 1 ? (spread * g) / (gems - 1) : 0),
      duration: GEM_FLIGHT_MS + between(random, -120, 120),
      from: start,
      to: anchors.gemTo,
      // Bows out to the left first (away from the gem count beside the gem), then sweeps up to
      // the balance.
      control: {
        x: start.x - between(random, 30, 170),
        y: Math.min(start.y, anchors.gemTo.y) + between(random, 40, 160),
      },
      size: between(random, 0.85, 1.15),
      color: 0xffffff,
      phase: between(random, 0, 2 * Math.PI),
    });
  }
  return particles;
}
