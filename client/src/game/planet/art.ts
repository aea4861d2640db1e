// The planet's pictures, drawn by code (nothing is downloaded): the globe's sea, shading and glow as
// gradients (painted by SVG, planet/dom-planet.ts), and the clouds, stars and everything that
// stands on the lands with the 2D canvas API. Features stand on the middle of their bottom edge.

import type { FeatureTexture } from './geography';

export interface Art {
  readonly width: number;
  readonly height: number;
  /** Frames side by side in one texture, named 0, 1, ... (an animation). */
  readonly frames?: number;
  draw(ctx: CanvasRenderingContext2D, width: number, height: number, frame: number): void;
}

/** The small pictures, each painted once on a canvas and copied for every place it stands. */
export type SpriteKey = FeatureTexture | 'cloud' | 'sparkle';

const TAU = Math.PI * 2;

function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fill();
}

function groundShadow(ctx: CanvasRenderingContext2D, x: number, y: number, rx: number, ry: number) {
  ctx.save();
  ctx.fillStyle = 'rgba(20, 40, 30, 0.22)';
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, TAU);
  ctx.fill();
  ctx.restore();
}

/** A round, leafy tree: an outlined cluster of circles with a light side. */
function leafyTree(colors: { dark: string; base: string; light: string }): Art {
  return {
    width: 96,
    height: 120,
    draw(ctx, w, h) {
      groundShadow(ctx, w / 2, h - 8, w * 0.3, 6);
      ctx.fillStyle = '#6e4424';
      ctx.beginPath();
      ctx.roundRect(w * 0.43, h * 0.52, w * 0.14, h * 0.44, 4);
      ctx.fill();
      ctx.fillStyle = '#8b5a2b';
      ctx.fillRect(w * 0.45, h * 0.52, w * 0.06, h * 0.42);
      const puffs: readonly [number, number, number][] = [
        [0.5, 0.34, 0.3],
        [0.3, 0.46, 0.2],
        [0.7, 0.46, 0.2],
        [0.5, 0.52, 0.2],
        [0.38, 0.22, 0.18],
        [0.62, 0.22, 0.18],
      ];
      ctx.fillStyle = colors.dark;
      for (const [x, y, r] of puffs) circle(ctx, x * w, y * h * 0.95 + 2, r * w + 3);
      ctx.fillStyle = colors.base;
      for (const [x, y, r] of puffs) circle(ctx, x * w, y * h * 0.95, r * w);
      ctx.fillStyle = colors.light;
      ctx.globalAlpha = 0.85;
      circle(ctx, w * 0.4, h * 0.22, w * 0.12);
      circle(ctx, w * 0.28, h * 0.4, w * 0.08);
      ctx.globalAlpha = 0.9;
      ctx.fillStyle = '#ffffff';
      circle(ctx, w * 0.36, h * 0.18, w * 0.04);
      ctx.globalAlpha = 1;
    },
  };
}

const pineSnow: Art = {
  width: 80,
  height: 120,
  draw(ctx, w, h) {
    groundShadow(ctx, w / 2, h - 7, w * 0.3, 5);
    ctx.fillStyle = '#6e4424';
    ctx.fillRect(w * 0.44, h * 0.78, w * 0.12, h * 0.2);
    const tiers: readonly [number, number, number][] = [
      [0.82, 0.46, 0.5],
      [0.6, 0.38, 0.3],
      [0.4, 0.29, 0.1],
    ];
    for (const [base, half, top] of tiers) {
      ctx.fillStyle = '#1f5a44';
      ctx.beginPath();
      ctx.moveTo(w / 2, top * h);
      ctx.lineTo(w * (0.5 + half), base * h);
      ctx.lineTo(w * (0.5 - half), base * h);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#2d7a5a';
      ctx.beginPath();
      ctx.moveTo(w / 2, top * h);
      ctx.lineTo(w * (0.5 - half), base * h);
      ctx.lineTo(w * 0.5, base * h);
      ctx.closePath();
      ctx.fill();
      // Snow along the top of the tier, with soft drips.
      const snowBase = top * h + (base - top) * h * 0.42;
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.moveTo(w / 2, top * h - 1);
      ctx.lineTo(w * (0.5 + half * 0.45), snowBase);
      ctx.quadraticCurveTo(w * (0.5 + half * 0.2), snowBase + 6, w * 0.5, snowBase - 1);
      ctx.quadraticCurveTo(w * (0.5 - half * 0.2), snowBase + 7, w * (0.5 - half * 0.45), snowBase);
      ctx.closePath();
      ctx.fill();
    }
  },
};

const palm: Art = {
  width: 96,
  height: 120,
  draw(ctx, w, h) {
    groundShadow(ctx, w / 2, h - 7, w * 0.28, 5);
    ctx.strokeStyle = '#a0703c';
    ctx.lineWidth = 9;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(w * 0.5, h - 8);
    ctx.quadraticCurveTo(w * 0.42, h * 0.6, w * 0.56, h * 0.3);
    ctx.stroke();
    ctx.fillStyle = '#3f9a3a';
    for (const angle of [-2.6, -2.0, -1.2, -0.5, 0.1]) {
      ctx.save();
      ctx.translate(w * 0.56, h * 0.3);
      ctx.rotate(angle);
      ctx.beginPath();
      ctx.ellipse(w * 0.2, 0, w * 0.22, w * 0.07, 0.25, 0, TAU);
      ctx.fill();
      ctx.restore();
    }
    ctx.fillStyle = '#6b4a22';
    circle(ctx, w * 0.53, h * 0.34, 5);
    circle(ctx, w * 0.6, h * 0.35, 5);
  },
};

const house: Art = {
  width: 96,
  height: 96,
  draw(ctx, w, h) {
    groundShadow(ctx, w / 2, h - 7, w * 0.38, 6);
    // Chimney, wall, roof, door, window.
    ctx.fillStyle = '#9b4a36';
    ctx.fillRect(w * 0.62, h * 0.18, w * 0.1, h * 0.2);
    ctx.fillStyle = '#fff1d6';
    ctx.fillRect(w * 0.2, h * 0.46, w * 0.6, h * 0.46);
    ctx.fillStyle = '#f0dcb8';
    ctx.fillRect(w * 0.6, h * 0.46, w * 0.2, h * 0.46);
    ctx.fillStyle = '#e2553f';
    ctx.beginPath();
    ctx.moveTo(w * 0.1, h * 0.5);
    ctx.lineTo(w * 0.5, h * 0.16);
    ctx.lineTo(w * 0.9, h * 0.5);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#b83c2c';
    ctx.beginPath();
    ctx.moveTo(w * 0.5, h * 0.16);
    ctx.lineTo(w * 0.9, h * 0.5);
    ctx.lineTo(w * 0.6, h * 0.5);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#8b5a2b';
    ctx.beginPath();
    ctx.roundRect(w * 0.42, h * 0.64, w * 0.16, h * 0.28, [6, 6, 0, 0]);
    ctx.fill();
    ctx.fillStyle = '#7fd0ff';
    ctx.fillRect(w * 0.25, h * 0.58, w * 0.12, w * 0.12);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.strokeRect(w * 0.25, h * 0.58, w * 0.12, w * 0.12);
  },
};

/** A snowy mountain: a lit and a shaded face, a snow cap with a ragged edge. */
function mountain(peaks: readonly (readonly [number, number, number])[]): Art {
  return {
    width: 200,
    height: 170,
    draw(ctx, w, h) {
      groundShadow(ctx, w / 2, h - 8, w * 0.44, 8);
      for (const [px, top, half] of peaks) {
        const [x, y, left, right, base] = [px * w, top * h, (px - half) * w, (px + half) * w, h - 8];
        ctx.fillStyle = '#8aa0bb';
        ctx.beginPath();
        ctx.moveTo(left, base);
        ctx.lineTo(x, y);
        ctx.lineTo(right, base);
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = '#687f9d';
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(right, base);
        ctx.lineTo(x + (right - x) * 0.1, base);
        ctx.closePath();
        ctx.fill();
        // The snow cap: down to about 45% of the height, ragged at the bottom.
        const f = 0.45;
        const capY = y + (base - y) * f;
        const capL = x + (left - x) * f;
        const capR = x + (right - x) * f;
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(capR, capY);
        const teeth = 5;
        for (let i = teeth; i >= 0; i--) {
          const tx = capL + ((capR - capL) * i) / teeth;
          ctx.lineTo(tx, capY + (i % 2 === 0 ? 0 : (base - y) * 0.09));
        }
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = '#d4e4f4';
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(capR, capY);
        ctx.lineTo(x + (capR - x) * 0.45, capY + (base - y) * 0.06);
        ctx.closePath();
        ctx.fill();
      }
    },
  };
}

/** A waterfall down a rounded rocky cliff with autumn trees on top; three frames of falling water. */
const waterfall: Art = {
  width: 120,
  height: 140,
  frames: 3,
  draw(ctx, w, h, frame) {
    const base = h - 14;
    groundShadow(ctx, w / 2, base + 6, w * 0.46, 8);
    // The pool at the foot.
    ctx.fillStyle = '#3c9be8';
    ctx.beginPath();
    ctx.ellipse(w / 2, base, w * 0.4, 10, 0, 0, TAU);
    ctx.fill();
    // The cliff: a rounded mound of warm rock, shaded on the right.
    const cliff = new Path2D();
    cliff.moveTo(w * 0.06, base);
    cliff.bezierCurveTo(w * 0.02, h * 0.5, w * 0.1, h * 0.3, w * 0.3, h * 0.28);
    cliff.lineTo(w * 0.7, h * 0.27);
    cliff.bezierCurveTo(w * 0.9, h * 0.29, w * 0.98, h * 0.5, w * 0.94, base);
    cliff.closePath();
    ctx.fillStyle = '#b0825c';
    ctx.fill(cliff);
    ctx.save();
    ctx.clip(cliff);
    ctx.fillStyle = '#8c6446';
    ctx.fillRect(w * 0.64, 0, w, h);
    ctx.fillStyle = 'rgba(80, 52, 34, 0.35)';
    for (const [x, y, r] of [
      [0.18, 0.55, 5],
      [0.24, 0.72, 4],
      [0.8, 0.5, 5],
      [0.74, 0.7, 4],
      [0.14, 0.8, 3],
    ] as const) {
      circle(ctx, w * x, h * y, r);
    }
    ctx.restore();
    // The water: a bright curtain from a notch in the top, streaks moving down frame by frame.
    const top = h * 0.27;
    const gradient = ctx.createLinearGradient(0, top, 0, base);
    gradient.addColorStop(0, '#9be6ff');
    gradient.addColorStop(1, '#3f9fe6');
    ctx.fillStyle = gradient;
    ctx.beginPath();
    ctx.moveTo(w * 0.38, top);
    ctx.lineTo(w * 0.62, top);
    ctx.lineTo(w * 0.68, base);
    ctx.lineTo(w * 0.32, base);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    const step = (base - top) / 4;
    for (const [x, offset] of [
      [0.43, 0],
      [0.5, 0.5],
      [0.57, 0.25],
    ] as const) {
      for (let i = -1; i < 4; i++) {
        const y0 = Math.max(top + 3, top + (i + offset + frame / 3) * step);
        const y1 = Math.min(base - 6, top + (i + offset + frame / 3 + 0.45) * step);
        if (y1 <= y0) continue;
        ctx.beginPath();
        ctx.moveTo(w * x, y0);
        ctx.lineTo(w * x, y1);
        ctx.stroke();
      }
    }
    // Foam where it lands.
    ctx.fillStyle = '#ffffff';
    for (const [x, r] of [
      [0.34, 6],
      [0.43, 8],
      [0.53, 9],
      [0.63, 7],
    ] as const) {
      circle(ctx, w * x, base - 3 + ((frame + Math.round(x * 10)) % 3) - 1, r);
    }
    // Autumn trees along the top of the cliff, either side of the water.
    const leaves: readonly [number, number, number, string][] = [
      [0.14, 0.3, 0.12, '#e2562f'],
      [0.27, 0.24, 0.12, '#f28c28'],
      [0.76, 0.24, 0.12, '#f6c83b'],
      [0.88, 0.31, 0.12, '#e2562f'],
    ];
    for (const [x, y, r, color] of leaves) {
      ctx.fillStyle = 'rgba(120, 50, 20, 0.6)';
      circle(ctx, x * w, y * h + 2, r * w + 2);
      ctx.fillStyle = color;
      circle(ctx, x * w, y * h, r * w);
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      circle(ctx, x * w - 3, y * h - 4, r * w * 0.35);
    }
  },
};

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

const cloud: Art = {
  width: 220,
  height: 110,
  draw(ctx, w, h) {
    const puffs: readonly [number, number, number][] = [
      [0.22, 0.66, 0.17],
      [0.4, 0.46, 0.22],
      [0.62, 0.5, 0.2],
      [0.8, 0.68, 0.15],
      [0.5, 0.7, 0.18],
    ];
    ctx.fillStyle = 'rgba(140, 170, 210, 0.35)';
    for (const [x, y, r] of puffs) circle(ctx, x * w, y * h + 5, r * w);
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0.3, '#ffffff');
    g.addColorStop(1, '#dfeaf7');
    ctx.fillStyle = g;
    for (const [x, y, r] of puffs) circle(ctx, x * w, y * h, r * w);
  },
};

const sparkle: Art = {
  width: 64,
  height: 64,
  draw(ctx, w, h) {
    const [cx, cy] = [w / 2, h / 2];
    const halo = ctx.createRadialGradient(cx, cy, 0, cx, cy, w / 2);
    halo.addColorStop(0, 'rgba(255,255,255,0.75)');
    halo.addColorStop(0.25, 'rgba(255,255,240,0.25)');
    halo.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = halo;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    const [long, pinch] = [w * 0.46, w * 0.05];
    ctx.moveTo(cx, cy - long);
    ctx.quadraticCurveTo(cx + pinch, cy - pinch, cx + long, cy);
    ctx.quadraticCurveTo(cx + pinch, cy + pinch, cx, cy + long);
    ctx.quadraticCurveTo(cx - pinch, cy + pinch, cx - long, cy);
    ctx.quadraticCurveTo(cx - pinch, cy - pinch, cx, cy - long);
    ctx.fill();
  },
};

export const SPRITE_ART: Readonly<Record<SpriteKey, Art>> = {
  'tree-green': leafyTree({ dark: '#2f7a36', base: '#4fb348', light: '#8fdc6a' }),
  'tree-lime': leafyTree({ dark: '#4c8a2c', base: '#7cc443', light: '#b6e572' }),
  'tree-orange': leafyTree({ dark: '#b5561c', base: '#f28c28', light: '#ffc266' }),
  'tree-red': leafyTree({ dark: '#9c2a1d', base: '#e04a2f', light: '#ff8a6a' }),
  'tree-yellow': leafyTree({ dark: '#b8871d', base: '#f6c83b', light: '#fff08a' }),
  'pine-snow': pineSnow,
  palm,
  house,
  mountain: mountain([[0.5, 0.12, 0.46]]),
  'mountain-big': mountain([
    [0.36, 0.22, 0.34],
    [0.6, 0.06, 0.4],
  ]),
  waterfall,
  cloud,
  sparkle,
};
