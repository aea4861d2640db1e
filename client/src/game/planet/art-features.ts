// The things that stand on the lands, drawn with the 2D canvas API: leafy trees, snowy pines,
// palms, houses, mountains and the animated waterfall. Each stands on the middle of its bottom edge.

import { circle, groundShadow, polygon, TAU } from './art-draw';
import type { Art } from './art-types';

/** A round, leafy tree: an outlined cluster of circles with a light side. */
export function leafyTree(colors: { dark: string; base: string; light: string }): Art {
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

export const pineSnow: Art = {
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
      polygon(ctx, [w / 2, top * h], [w * (0.5 + half), base * h], [w * (0.5 - half), base * h]);
      ctx.fillStyle = '#2d7a5a';
      polygon(ctx, [w / 2, top * h], [w * (0.5 - half), base * h], [w * 0.5, base * h]);
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

export const palm: Art = {
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

export const house: Art = {
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
    polygon(ctx, [w * 0.1, h * 0.5], [w * 0.5, h * 0.16], [w * 0.9, h * 0.5]);
    ctx.fillStyle = '#b83c2c';
    polygon(ctx, [w * 0.5, h * 0.16], [w * 0.9, h * 0.5], [w * 0.6, h * 0.5]);
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
export function mountain(peaks: readonly (readonly [number, number, number])[]): Art {
  return {
    width: 200,
    height: 170,
    draw(ctx, w, h) {
      groundShadow(ctx, w / 2, h - 8, w * 0.44, 8);
      for (const [px, top, half] of peaks) {
        const [x, y, left, right, base] = [px * w, top * h, (px - half) * w, (px + half) * w, h - 8];
        ctx.fillStyle = '#8aa0bb';
        polygon(ctx, [left, base], [x, y], [right, base]);
        ctx.fillStyle = '#687f9d';
        polygon(ctx, [x, y], [right, base], [x + (right - x) * 0.1, base]);
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
        polygon(ctx, [x, y], [capR, capY], [x + (capR - x) * 0.45, capY + (base - y) * 0.06]);
      }
    },
  };
}

/** A waterfall down a rounded rocky cliff with autumn trees on top; three frames of falling water. */
export const waterfall: Art = {
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
    polygon(ctx, [w * 0.38, top], [w * 0.62, top], [w * 0.68, base], [w * 0.32, base]);
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
