// The planet's pictures, drawn by code (nothing is downloaded): the clouds, stars and everything
// that stands on the lands (art-features.ts), each painted once on a canvas with the 2D canvas API.
// The globe's own gradients are in globe-paints.ts.

import { circle } from './art-draw';
import { house, leafyTree, mountain, palm, pineSnow, waterfall } from './art-features';
import type { Art, SpriteKey } from './art-types';

export type { Art, SpriteKey } from './art-types';

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
