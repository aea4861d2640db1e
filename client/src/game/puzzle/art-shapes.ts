// The puzzle's larger pictures, painted with the 2D canvas API at the size of one cell at scale 1
// (CELL_BASE) and scaled down when drawn: tiles, clue bubbles, selection rings, hint outlines,
// flashes and pad keys. Outlines that mean something differ in pattern as well as colour:
// red is dashed with a cross, green solid with a check, neutral dotted.

import { paintCheck, paintCross } from './art-icons';
import { COMMON, type Palette } from './palette';

type Ctx = CanvasRenderingContext2D;

function rounded(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** A raised rounded box: a darker copy underneath for depth, the fill, then the edge. */
function raised(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string, edge: string) {
  rounded(ctx, x, y + 4, w, h, r);
  ctx.fillStyle = 'rgba(19, 34, 58, 0.22)';
  ctx.fill();
  rounded(ctx, x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/** A mystery tile: open, found by the player, or printed from the start (a double edge). */
export function paintTile(ctx: Ctx, w: number, h: number, p: Palette, kind: 'open' | 'found' | 'given') {
  const fill = kind === 'open' ? p.tile : kind === 'found' ? p.found : p.given;
  const edge = kind === 'given' ? p.givenEdge : p.tileEdge;
  raised(ctx, 5, 3, w - 10, h - 12, 16, fill, edge);
  if (kind === 'given') {
    rounded(ctx, 11, 9, w - 22, h - 24, 11);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = edge;
    ctx.stroke();
  }
  // A soft shine along the top edge.
  rounded(ctx, 14, 9, w - 28, 10, 5);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.fill();
}

/** The selection: a thick yellow ring edged dark on both sides. */
export function paintSelectRing(ctx: Ctx, w: number, h: number, inset = 2, radius = 18) {
  rounded(ctx, inset, inset, w - 2 * inset, h - 2 * inset, radius);
  ctx.lineWidth = 10;
  ctx.strokeStyle = COMMON.selectEdge;
  ctx.stroke();
  ctx.lineWidth = 6;
  ctx.strokeStyle = COMMON.select;
  ctx.stroke();
}

export type ClueShape = 'pair-h' | 'pair-v' | 'square';

/** Where a clue's bubble sits inside its cell, per shape (cell-local, CELL_BASE units). */
export const BUBBLE: Readonly<Record<ClueShape, { w: number; h: number }>> = {
  'pair-h': { w: 80, h: 92 },
  'pair-v': { w: 94, h: 80 },
  square: { w: 88, h: 88 },
};

/**
 * A clue: a pair's bubble on a band joining its two tiles, or a square clue's box with four
 * corner studs pointing at the four numbers it sums and multiplies.
 */
export function paintClue(ctx: Ctx, w: number, h: number, p: Palette, shape: ClueShape, solved: boolean) {
  const { w: bw, h: bh } = BUBBLE[shape];
  const x = (w - bw) / 2;
  const y = (h - bh) / 2;
  if (shape === 'pair-h') {
    ctx.fillStyle = p.bridge;
    ctx.fillRect(0, h / 2 - 16, w, 32);
  } else if (shape === 'pair-v') {
    ctx.fillStyle = p.bridge;
    ctx.fillRect(w / 2 - 16, 0, 32, h);
  } else {
    ctx.fillStyle = p.squareEdge;
    for (const [cx, cy] of [
      [6, 6],
      [w - 6, 6],
      [6, h - 6],
      [w - 6, h - 6],
    ] as const) {
      ctx.beginPath();
      ctx.arc(cx, cy, 6, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  const fill = solved ? p.solvedClue : shape === 'square' ? p.square : p.clue;
  const edge = shape === 'square' ? p.squareEdge : p.clueEdge;
  raised(ctx, x, y, bw, bh - 4, shape === 'square' ? 10 : 22, fill, edge);
  // The line between the add half and the multiply half.
  ctx.beginPath();
  ctx.moveTo(x + 10, y + (bh - 4) / 2);
  ctx.lineTo(x + bw - 10, y + (bh - 4) / 2);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/** The selected half of a clue: the selection ring, sized to the half. */
export function paintHalfRing(ctx: Ctx, w: number, h: number) {
  paintSelectRing(ctx, w, h, 4, 12);
}

/**
 * The '+' or '×' before a clue's number, drawn as a bold symbol the way sums are written. Kept
 * off any disc so the multiply sign can never be taken for the red cross of a wrong number.
 */
export function paintSign(ctx: Ctx, w: number, h: number, sign: 'add' | 'mult') {
  const r = Math.min(w, h) / 2 - 2;
  ctx.save();
  ctx.translate(w / 2, h / 2);
  if (sign === 'mult') ctx.rotate(Math.PI / 4);
  const arm = sign === 'mult' ? r * 0.95 : r * 0.85;
  ctx.beginPath();
  ctx.moveTo(-arm, 0);
  ctx.lineTo(arm, 0);
  ctx.moveTo(0, -arm);
  ctx.lineTo(0, arm);
  ctx.lineCap = 'round';
  ctx.lineWidth = r * 0.5;
  ctx.strokeStyle = sign === 'add' ? COMMON.add : COMMON.mult;
  ctx.stroke();
  ctx.restore();
}

/** A hidden clue half: a blank line to write on. */
export function paintBlank(ctx: Ctx, w: number, h: number) {
  rounded(ctx, 1, h / 2 - 2.5, w - 2, 5, 2.5);
  ctx.fillStyle = 'rgba(19, 34, 58, 0.55)';
  ctx.fill();
}

/** The player's note on a clue half is underlined with dots, like pencil. */
export function paintNoteLine(ctx: Ctx, w: number, h: number) {
  ctx.fillStyle = COMMON.note;
  for (let x = 3; x < w - 1; x += 7) {
    ctx.beginPath();
    ctx.arc(x, h / 2, 1.8, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A wrong try is struck out with a slash. */
export function paintStrike(ctx: Ctx, w: number, h: number) {
  ctx.beginPath();
  ctx.moveTo(3, h - 3);
  ctx.lineTo(w - 3, 3);
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.strokeStyle = COMMON.bad;
  ctx.stroke();
}

export type OutlineKind = 'red' | 'green' | 'neutral' | 'target';

/** Outline frames reach past their cell by this much, so their corner marks cover no clue. */
export const OUTLINE_OVERHANG = 10;

/**
 * Smart-hint outlines: red dashed with a cross, green solid with a check, neutral dotted, the
 * target doubled. The frame is a cell plus OUTLINE_OVERHANG on each side; the mark sits on the
 * top-left corner, half outside the cell.
 */
export function paintOutline(ctx: Ctx, w: number, h: number, kind: OutlineKind) {
  const inset = OUTLINE_OVERHANG + 3;
  rounded(ctx, inset, inset, w - 2 * inset, h - 2 * inset, 16);
  ctx.lineCap = 'round';
  if (kind === 'red') {
    ctx.setLineDash([14, 9]);
    ctx.lineWidth = 6;
    ctx.strokeStyle = COMMON.bad;
    ctx.stroke();
    ctx.setLineDash([]);
    paintCross(ctx, 0, 0, 30);
  } else if (kind === 'green') {
    ctx.lineWidth = 8;
    ctx.strokeStyle = COMMON.good;
    ctx.stroke();
    paintCheck(ctx, 0, 0, 30);
  } else if (kind === 'neutral') {
    ctx.setLineDash([0.1, 10]);
    ctx.lineWidth = 6;
    ctx.strokeStyle = COMMON.neutral;
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.lineWidth = 5;
    ctx.strokeStyle = COMMON.deduced;
    ctx.stroke();
    rounded(ctx, inset + 8, inset + 8, w - 2 * inset - 16, h - 2 * inset - 16, 10);
    ctx.lineWidth = 3;
    ctx.stroke();
  }
}

/** The flash over a tile: green with a big check when right, hatched red when wrong. */
export function paintFlash(ctx: Ctx, w: number, h: number, kind: 'good' | 'bad') {
  rounded(ctx, 5, 3, w - 10, h - 12, 16);
  if (kind === 'good') {
    ctx.fillStyle = 'rgba(27, 122, 49, 0.88)';
    ctx.fill();
    paintCheck(ctx, w * 0.2, h * 0.16, w * 0.6);
    return;
  }
  ctx.fillStyle = COMMON.badLight;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(192, 38, 45, 0.28)';
  ctx.lineWidth = 5;
  for (let x = -h; x < w; x += 14) {
    ctx.beginPath();
    ctx.moveTo(x, h);
    ctx.lineTo(x + h, 0);
    ctx.stroke();
  }
  ctx.restore();
  rounded(ctx, 5, 3, w - 10, h - 12, 16);
  ctx.lineWidth = 5;
  ctx.strokeStyle = COMMON.bad;
  ctx.stroke();
}

export type KeyKind = 'digit' | 'note-digit' | 'control' | 'on';

/** A pad key; in note mode the digits get a dashed pencil edge, and a control that is on is filled. */
export function paintKey(ctx: Ctx, w: number, h: number, p: Palette, kind: KeyKind) {
  const fill = kind === 'on' ? p.accent : kind === 'control' ? p.control : p.key;
  rounded(ctx, 3, 7, w - 6, h - 10, 18);
  ctx.fillStyle = 'rgba(19, 34, 58, 0.3)';
  ctx.fill();
  rounded(ctx, 3, 2, w - 6, h - 10, 18);
  ctx.fillStyle = fill;
  ctx.fill();
  if (kind === 'note-digit') {
    ctx.setLineDash([9, 6]);
    ctx.lineWidth = 4;
    ctx.strokeStyle = COMMON.note;
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.lineWidth = 3;
    ctx.strokeStyle = kind === 'on' ? COMMON.ink : p.keyEdge;
    ctx.stroke();
  }
}

/** A small white pill behind a badge's text (prices, "on"). */
export function paintChip(ctx: Ctx, w: number, h: number, fill: string, edge: string, dotted = false) {
  rounded(ctx, 2, 2, w - 4, h - 4, (h - 4) / 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (dotted) ctx.setLineDash([3, 4]);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = edge;
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The note key's switch: the knob sits right with a check when on, left and empty when off. */
export function paintToggle(ctx: Ctx, w: number, h: number, on: boolean, accent: string) {
  rounded(ctx, 2, 2, w - 4, h - 4, (h - 4) / 2);
  ctx.fillStyle = on ? accent : '#c5ccd6';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = COMMON.ink;
  ctx.stroke();
  const r = (h - 4) / 2 - 2;
  const cx = on ? w - 2 - r - 2 : 2 + r + 2;
  ctx.beginPath();
  ctx.arc(cx, h / 2, r, 0, Math.PI * 2);
  ctx.fillStyle = COMMON.white;
  ctx.fill();
  ctx.stroke();
  if (on) {
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.45, h / 2);
    ctx.lineTo(cx - r * 0.1, h / 2 + r * 0.4);
    ctx.lineTo(cx + r * 0.5, h / 2 - r * 0.4);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = accent;
    ctx.stroke();
  }
}

/** The ribbon behind "Special square!". */
export function paintBanner(ctx: Ctx, w: number, h: number) {
  // The ribbon's two tails, notched on their outer ends.
  ctx.fillStyle = COMMON.goldEdge;
  ctx.beginPath();
  ctx.moveTo(0, h * 0.3);
  ctx.lineTo(40, h * 0.3);
  ctx.lineTo(40, h * 0.95);
  ctx.lineTo(0, h * 0.95);
  ctx.lineTo(14, h * 0.62);
  ctx.closePath();
  ctx.moveTo(w, h * 0.3);
  ctx.lineTo(w - 40, h * 0.3);
  ctx.lineTo(w - 40, h * 0.95);
  ctx.lineTo(w, h * 0.95);
  ctx.lineTo(w - 14, h * 0.62);
  ctx.closePath();
  ctx.fill();
  raised(ctx, 22, 4, w - 44, h - 18, 14, COMMON.gold, COMMON.goldEdge);
}
