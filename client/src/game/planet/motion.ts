/** How the planet moves. Angles in radians, times in ms. */
export const PLANET_MOTION = {
  /** The turn to a new land: at least this long, longer for a longer way round, eased in and out. */
  turnMin: 700,
  turnMax: 1200,
  /** Clouds drift round the globe, a full turn in about three minutes. */
  cloudSpeed: 0.000035,
} as const;

/** Stars twinkle between these brightnesses, each at its own pace; the glow breathes down to 0.75. */
const TWINKLE = { low: 0.15, high: 0.95, before: 0.2 } as const;
const BREATHE = { low: 0.75, period: 3200 } as const;

/** A star's brightness `time` ms into the wait: eased up and down again, after its delay. */
export function twinkle(star: { readonly duration: number; readonly delay: number }, time: number): number {
  if (time < star.delay) return TWINKLE.before;
  const eased = (1 - Math.cos((Math.PI * (time - star.delay)) / star.duration)) / 2;
  return TWINKLE.low + (TWINKLE.high - TWINKLE.low) * eased;
}

/** The glow's strength `time` ms into the wait. */
export function breathe(time: number): number {
  return 1 - ((1 - BREATHE.low) * (1 - Math.cos((Math.PI * time) / BREATHE.period))) / 2;
}
