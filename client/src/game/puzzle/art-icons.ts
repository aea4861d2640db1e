// Small pictures for the puzzle, painted with the 2D canvas API (nothing is downloaded): the check
// and cross that always go with right and wrong, the pad's control icons, gems and sparkles.
// Each paints into a square of `s` pixels at (x, y); the atlas (atlas.ts) calls them.

import { COMMON } from './palette';

type Ctx = CanvasRenderingContext2D;
const TAU = Math.PI * 2;

function disc(ctx: Ctx, cx: number, cy: number, r: number, fill: string, edge?: string) {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, TAU);
  ctx.fillStyle = fill;
  ctx.fill();
  if (edge) {
    ctx.lineWidth = Math.max(1.5, r * 0.12);
    ctx.strokeStyle = edge;
    ctx.stroke();
  }
}

/** A white check on a green disc, edged white so it reads on any colour. */
export function paintCheck(ctx: Ctx, x: number, y: number, s: number, fill: string = COMMON.good) {
  const r = s / 2;
  disc(ctx, x + r, y + r, r - 1.5, fill, COMMON.white);
  ctx.beginPath();
  ctx.moveTo(x + s * 0.27, y + s * 0.52);
  ctx.lineTo(x + s * 0.44, y + s * 0.68);
  ctx.lineTo(x + s * 0.74, y + s * 0.34);
  ctx.lineWidth = s * 0.12;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COMMON.white;
  ctx.stroke();
}

/** A white cross on a red disc. */
export function paintCross(ctx: Ctx, x: number, y: number, s: number, fill: string = COMMON.bad) {
  const r = s / 2;
  disc(ctx, x + r, y + r, r - 1.5, fill, COMMON.white);
  const a = s * 0.32;
  const b = s * 0.68;
  ctx.beginPath();
  ctx.moveTo(x + a, y + a);
  ctx.lineTo(x + b, y + b);
  ctx.moveTo(x + b, y + a);
  ctx.lineTo(x + a, y + b);
  ctx.lineWidth = s * 0.12;
  ctx.lineCap = 'round';
  ctx.strokeStyle = COMMON.white;
  ctx.stroke();
}

/** An open eye: a revealed number, and the Reveal key. */
export function paintEye(ctx: Ctx, x: number, y: number, s: number, ink: string) {
  const cx = x + s / 2;
  const cy = y + s / 2;
  ctx.beginPath();
  ctx.moveTo(x + s * 0.06, cy);
  ctx.quadraticCurveTo(cx, y + s * 0.06, x + s * 0.94, cy);
  ctx.quadraticCurveTo(cx, y + s * 0.94, x + s * 0.06, cy);
  ctx.closePath();
  ctx.fillStyle = COMMON.white;
  ctx.fill();
  ctx.lineWidth = s * 0.07;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = ink;
  ctx.stroke();
  disc(ctx, cx, cy, s * 0.17, ink);
  disc(ctx, cx - s * 0.05, cy - s * 0.05, s * 0.05, COMMON.white);
}

/** A cut gem, the game's currency. */
export function paintGem(ctx: Ctx, x: number, y: number, s: number) {
  const top = y + s * 0.2;
  const waist = y + s * 0.38;
  const bottom = y + s * 0.9;
  ctx.beginPath();
  ctx.moveTo(x + s * 0.28, top);
  ctx.lineTo(x + s * 0.72, top);
  ctx.lineTo(x + s * 0.94, waist);
  ctx.lineTo(x + s * 0.5, bottom);
  ctx.lineTo(x + s * 0.06, waist);
  ctx.closePath();
  const gradient = ctx.createLinearGradient(x, top, x + s, bottom);
  gradient.addColorStop(0, '#ff7ad1');
  gradient.addColorStop(0.5, COMMON.gem);
  gradient.addColorStop(1, '#6d0a4b');
  ctx.fillStyle = gradient;
  ctx.fill();
  ctx.lineWidth = s * 0.05;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#4a0633';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + s * 0.06, waist);
  ctx.lineTo(x + s * 0.94, waist);
  ctx.moveTo(x + s * 0.36, waist);
  ctx.lineTo(x + s * 0.5, bottom);
  ctx.lineTo(x + s * 0.64, waist);
  ctx.moveTo(x + s * 0.28, top);
  ctx.lineTo(x + s * 0.36, waist);
  ctx.moveTo(x + s * 0.72, top);
  ctx.lineTo(x + s * 0.64, waist);
  ctx.lineWidth = s * 0.03;
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.stroke();
}

/** A light bulb: the Hint key, and a clue that can be solved now. */
export function paintBulb(ctx: Ctx, x: number, y: number, s: number, ink: string) {
  const cx = x + s / 2;
  ctx.beginPath();
  ctx.arc(cx, y + s * 0.4, s * 0.27, Math.PI * 0.8, Math.PI * 2.2);
  ctx.lineTo(cx + s * 0.12, y + s * 0.7);
  ctx.lineTo(cx - s * 0.12, y + s * 0.7);
  ctx.closePath();
  ctx.fillStyle = COMMON.gold;
  ctx.fill();
  ctx.lineWidth = s * 0.06;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = ink;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.roundRect(cx - s * 0.13, y + s * 0.74, s * 0.26, s * 0.08, s * 0.03);
  ctx.roundRect(cx - s * 0.1, y + s * 0.85, s * 0.2, s * 0.07, s * 0.03);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx - s * 0.08, y + s * 0.34, s * 0.07, 0, TAU);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fill();
}

/** A pencil lying corner to corner: notes. */
export function paintPencil(ctx: Ctx, x: number, y: number, s: number, ink: string) {
  ctx.save();
  ctx.translate(x + s / 2, y + s / 2);
  ctx.rotate(-Math.PI / 4);
  const len = s * 0.9;
  const w = s * 0.22;
  ctx.fillStyle = '#ffcf3f';
  ctx.fillRect(-len / 2 + len * 0.2, -w / 2, len * 0.62, w);
  ctx.fillStyle = '#f28ba8';
  ctx.fillRect(len / 2 - len * 0.18, -w / 2, len * 0.14, w);
  ctx.fillStyle = '#c9c9c9';
  ctx.fillRect(len / 2 - len * 0.2, -w / 2, len * 0.04, w);
  ctx.beginPath();
  ctx.moveTo(-len / 2 + len * 0.2, -w / 2);
  ctx.lineTo(-len / 2, 0);
  ctx.lineTo(-len / 2 + len * 0.2, w / 2);
  ctx.closePath();
  ctx.fillStyle = '#f3d9b1';
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-len / 2 + len * 0.07, -w * 0.17);
  ctx.lineTo(-len / 2, 0);
  ctx.lineTo(-len / 2 + len * 0.07, w * 0.17);
  ctx.closePath();
  ctx.fillStyle = ink;
  ctx.fill();
  ctx.lineWidth = s * 0.04;
  ctx.strokeStyle = ink;
  ctx.strokeRect(-len / 2 + len * 0.2, -w / 2, len * 0.76, w);
  ctx.restore();
}

/** A two-tone eraser: Erase. */
export function paintEraser(ctx: Ctx, x: number, y: number, s: number, ink: string) {
  ctx.save();
  ctx.translate(x + s / 2, y + s / 2);
  ctx.rotate(-Math.PI / 5);
  const w = s * 0.78;
  const h = s * 0.36;
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, s * 0.06);
  ctx.fillStyle = '#7fb3ff';
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w * 0.42, h, [s * 0.06, 0, 0, s * 0.06]);
  ctx.fillStyle = '#ff8fa3';
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, s * 0.06);
  ctx.lineWidth = s * 0.05;
  ctx.strokeStyle = ink;
  ctx.stroke();
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(x + s * 0.12, y + s * 0.9);
  ctx.lineTo(x + s * 0.88, y + s * 0.9);
  ctx.lineWidth = s * 0.05;
  ctx.lineCap = 'round';
  ctx.strokeStyle = ink;
  ctx.stroke();
}

/** A pencil with a check: enter the one note as the number. */
export function paintSubmit(ctx: Ctx, x: number, y: number, s: number, ink: string) {
  paintPencil(ctx, x, y, s * 0.8, ink);
  paintCheck(ctx, x + s * 0.46, y + s * 0.46, s * 0.52);
}

/** A four-pointed sparkle. */
export function paintSparkle(ctx: Ctx, x: number, y: number, s: number, fill: string) {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const r = s / 2 - 1;
  const k = r * 0.22;
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.quadraticCurveTo(cx + k, cy - k, cx + r, cy);
  ctx.quadraticCurveTo(cx + k, cy + k, cx, cy + r);
  ctx.quadraticCurveTo(cx - k, cy + k, cx - r, cy);
  ctx.quadraticCurveTo(cx - k, cy - k, cx, cy - r);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A five-pointed gold star. */
export function paintStar(ctx: Ctx, x: number, y: number, s: number) {
  const cx = x + s / 2;
  const cy = y + s * 0.53;
  const outer = s * 0.46;
  const inner = outer * 0.45;
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = COMMON.gold;
  ctx.fill();
  ctx.lineWidth = s * 0.05;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COMMON.goldEdge;
  ctx.stroke();
}

/** A soft round glow, brightest in the middle. */
export function paintGlow(ctx: Ctx, x: number, y: number, s: number, color: string) {
  const r = s / 2;
  const gradient = ctx.createRadialGradient(x + r, y + r, 0, x + r, y + r, r);
  gradient.addColorStop(0, color);
  gradient.addColorStop(0.55, `${color}88`);
  gradient.addColorStop(1, `${color}00`);
  ctx.fillStyle = gradient;
  ctx.fillRect(x, y, s, s);
}
