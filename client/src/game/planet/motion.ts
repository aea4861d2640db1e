/** How the planet moves. Angles in radians, times in ms. */
export const PLANET_MOTION = {
  /** The turn to a new land: at least this long, longer for a longer way round, eased in and out. */
  turnMin: 700,
  turnMax: 1200,
  /** The idle turn: the globe rocks gently either side of the land that faces the player. */
  swayAngle: 0.07,
  swayPeriod: 14_000,
  /** Clouds drift round the globe, a full turn in about three minutes. */
  cloudSpeed: 0.000035,
} as const;
