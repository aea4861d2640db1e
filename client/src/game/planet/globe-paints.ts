// The globe's sea, shading, rim and glow as radial gradients, painted by SVG (planet/dom-globe.ts).

/**
 * A radial gradient as the 2D canvas defines one: from a circle (x0, y0, r0) to a circle (x1, y1,
 * r1), in fractions of the globe's diameter (x, y) and radius (r).
 */
export interface RadialPaint {
  readonly x0: number;
  readonly y0: number;
  readonly r0: number;
  readonly x1: number;
  readonly y1: number;
  readonly r1: number;
  readonly stops: readonly (readonly [offset: number, color: string])[];
}

/** The sea: a lit ball, brightest up and to the left. */
export const OCEAN_PAINT: RadialPaint = {
  x0: 0.38,
  y0: 0.3,
  r0: 0.05,
  x1: 0.5,
  y1: 0.5,
  r1: 1,
  stops: [
    [0, '#8fe6fa'],
    [0.45, '#45b4ea'],
    [0.8, '#2a86d2'],
    [1, '#1f68b5'],
  ],
};

/** Laid over the surface: a soft shadow towards the rim, then a sheen. */
export const SHADE_PAINTS: readonly RadialPaint[] = [
  {
    x0: 0.42,
    y0: 0.3,
    r0: 0.2,
    x1: 0.5,
    y1: 0.5,
    r1: 1,
    stops: [
      [0, 'rgba(12, 30, 70, 0)'],
      [0.6, 'rgba(12, 30, 70, 0.04)'],
      [0.88, 'rgba(12, 30, 70, 0.2)'],
      [1, 'rgba(12, 30, 70, 0.38)'],
    ],
  },
  {
    x0: 0.36,
    y0: 0.2,
    r0: 0,
    x1: 0.36,
    y1: 0.2,
    r1: 0.55,
    stops: [
      [0, 'rgba(255, 255, 255, 0.22)'],
      [1, 'rgba(255, 255, 255, 0)'],
    ],
  },
];

/** The bright rim at the top: a line round the globe, white fading from top left to bottom right. */
export const RIM_PAINT = {
  /** Line width and inset from the edge, as fractions of the radius. */
  width: 5 / 512,
  inset: 3 / 512,
  stops: [
    [0, 'rgba(255, 255, 255, 0.75)'],
    [0.55, 'rgba(255, 255, 255, 0.15)'],
    [1, 'rgba(255, 255, 255, 0)'],
  ],
} as const;

/** The halo round the planet, in the land's glow colour: bright at the rim, fading outwards. */
export const GLOW_PAINT: RadialPaint = {
  x0: 0.5,
  y0: 0.5,
  r0: 0,
  x1: 0.5,
  y1: 0.5,
  r1: 1,
  stops: [
    [0, 'rgba(255,255,255,0)'],
    [0.7, 'rgba(255,255,255,0)'],
    [0.78, 'rgba(255,255,255,0.75)'],
    [0.84, 'rgba(255,255,255,0.32)'],
    [0.93, 'rgba(255,255,255,0.08)'],
    [1, 'rgba(255,255,255,0)'],
  ],
};

/** Where the glow's brightest ring sits, as a fraction of the glow's radius: on the globe's rim. */
export const GLOW_RIM = 0.78;
