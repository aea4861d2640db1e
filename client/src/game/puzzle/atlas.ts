// Every picture of the puzzle scene in one texture per land, painted by code when the land is
// first shown (nothing is downloaded). One texture keeps the board in few draw batches, and
// Phaser 4.2.1's WebGL can mix textures up within a batch (phaserjs/phaser#7372).

import type * as Phaser from 'phaser';
import { type AtlasItem, packAtlas } from '../planet/atlas';
import {
  paintBulb,
  paintCheck,
  paintCross,
  paintEraser,
  paintEye,
  paintGem,
  paintGlow,
  paintPencil,
  paintSparkle,
  paintStar,
  paintSubmit,
} from './art-icons';
import {
  OUTLINE_OVERHANG,
  paintBanner,
  paintBlank,
  paintChip,
  paintClue,
  paintFlash,
  paintHalfRing,
  paintKey,
  paintNoteLine,
  paintOutline,
  paintSelectRing,
  paintSign,
  paintStrike,
  paintTile,
  paintToggle,
} from './art-shapes';
import { CELL_BASE } from './board-layout';
import { COMMON, type Palette } from './palette';

interface FrameArt {
  readonly w: number;
  readonly h: number;
  paint(ctx: CanvasRenderingContext2D, w: number, h: number, p: Palette): void;
}

const C = CELL_BASE;
const OUTLINED = CELL_BASE + 2 * OUTLINE_OVERHANG;
/** Icons are painted this big and scaled to where they go. */
export const ICON = 64;

const icon = (paint: (ctx: CanvasRenderingContext2D, p: Palette) => void): FrameArt => ({
  w: ICON,
  h: ICON,
  paint: (ctx, _w, _h, p) => paint(ctx, p),
});

const FRAMES = {
  'tile-open': { w: C, h: C, paint: (ctx, w, h, p) => paintTile(ctx, w, h, p, 'open') },
  'tile-found': { w: C, h: C, paint: (ctx, w, h, p) => paintTile(ctx, w, h, p, 'found') },
  'tile-given': { w: C, h: C, paint: (ctx, w, h, p) => paintTile(ctx, w, h, p, 'given') },
  'ring-select': { w: C, h: C, paint: (ctx, w, h) => paintSelectRing(ctx, w, h) },
  'pair-h': { w: C, h: C, paint: (ctx, w, h, p) => paintClue(ctx, w, h, p, 'pair-h', false) },
  'pair-v': { w: C, h: C, paint: (ctx, w, h, p) => paintClue(ctx, w, h, p, 'pair-v', false) },
  square: { w: C, h: C, paint: (ctx, w, h, p) => paintClue(ctx, w, h, p, 'square', false) },
  'pair-h-solved': { w: C, h: C, paint: (ctx, w, h, p) => paintClue(ctx, w, h, p, 'pair-h', true) },
  'pair-v-solved': { w: C, h: C, paint: (ctx, w, h, p) => paintClue(ctx, w, h, p, 'pair-v', true) },
  'square-solved': { w: C, h: C, paint: (ctx, w, h, p) => paintClue(ctx, w, h, p, 'square', true) },
  'half-pair-h': { w: 88, h: 52, paint: (ctx, w, h) => paintHalfRing(ctx, w, h) },
  'half-pair-v': { w: 100, h: 46, paint: (ctx, w, h) => paintHalfRing(ctx, w, h) },
  'half-square': { w: 96, h: 50, paint: (ctx, w, h) => paintHalfRing(ctx, w, h) },
  'sign-add': { w: 30, h: 30, paint: (ctx, w, h) => paintSign(ctx, w, h, 'add') },
  'sign-mult': { w: 30, h: 30, paint: (ctx, w, h) => paintSign(ctx, w, h, 'mult') },
  blank: { w: 36, h: 8, paint: (ctx, w, h) => paintBlank(ctx, w, h) },
  'note-line': { w: 44, h: 6, paint: (ctx, w, h) => paintNoteLine(ctx, w, h) },
  strike: { w: 26, h: 26, paint: (ctx, w, h) => paintStrike(ctx, w, h) },
  'outline-red': { w: OUTLINED, h: OUTLINED, paint: (ctx, w, h) => paintOutline(ctx, w, h, 'red') },
  'outline-green': { w: OUTLINED, h: OUTLINED, paint: (ctx, w, h) => paintOutline(ctx, w, h, 'green') },
  'outline-neutral': { w: OUTLINED, h: OUTLINED, paint: (ctx, w, h) => paintOutline(ctx, w, h, 'neutral') },
  'outline-target': { w: OUTLINED, h: OUTLINED, paint: (ctx, w, h) => paintOutline(ctx, w, h, 'target') },
  'flash-good': { w: C, h: C, paint: (ctx, w, h) => paintFlash(ctx, w, h, 'good') },
  'flash-bad': { w: C, h: C, paint: (ctx, w, h) => paintFlash(ctx, w, h, 'bad') },
  'key-digit': { w: C, h: C, paint: (ctx, w, h, p) => paintKey(ctx, w, h, p, 'digit') },
  'key-note-digit': { w: C, h: C, paint: (ctx, w, h, p) => paintKey(ctx, w, h, p, 'note-digit') },
  'key-control': { w: C, h: C, paint: (ctx, w, h, p) => paintKey(ctx, w, h, p, 'control') },
  'key-on': { w: C, h: C, paint: (ctx, w, h, p) => paintKey(ctx, w, h, p, 'on') },
  chip: { w: 72, h: 30, paint: (ctx, w, h) => paintChip(ctx, w, h, COMMON.white, COMMON.ink) },
  'deduced-chip': {
    w: 64,
    h: 40,
    paint: (ctx, w, h) => paintChip(ctx, w, h, COMMON.deducedLight, COMMON.deduced, true),
  },
  'toggle-on': { w: 52, h: 28, paint: (ctx, w, h, p) => paintToggle(ctx, w, h, true, p.accent) },
  'toggle-off': { w: 52, h: 28, paint: (ctx, w, h, p) => paintToggle(ctx, w, h, false, p.accent) },
  banner: { w: 400, h: 92, paint: (ctx, w, h) => paintBanner(ctx, w, h) },
  glow: { w: 128, h: 128, paint: (ctx, w) => paintGlow(ctx, 0, 0, w, '#fff6b0') },
  halo: { w: 128, h: 128, paint: (ctx, w) => paintGlow(ctx, 0, 0, w, '#ffc21a') },
  sparkle: { w: 32, h: 32, paint: (ctx, w) => paintSparkle(ctx, 0, 0, w, '#fff3a0') },
  check: icon((ctx) => paintCheck(ctx, 0, 0, ICON)),
  cross: icon((ctx) => paintCross(ctx, 0, 0, ICON)),
  eye: icon((ctx) => paintEye(ctx, 0, 0, ICON, COMMON.ink)),
  gem: icon((ctx) => paintGem(ctx, 0, 0, ICON)),
  bulb: icon((ctx) => paintBulb(ctx, 0, 0, ICON, COMMON.ink)),
  pencil: icon((ctx) => paintPencil(ctx, 0, 0, ICON, COMMON.ink)),
  eraser: icon((ctx) => paintEraser(ctx, 0, 0, ICON, COMMON.ink)),
  submit: icon((ctx) => paintSubmit(ctx, 0, 0, ICON, COMMON.ink)),
  star: icon((ctx) => paintStar(ctx, 0, 0, ICON)),
} satisfies Record<string, FrameArt>;

export type FrameName = keyof typeof FRAMES;

/** The frame's size as painted (its size at scale 1). */
export function frameSize(name: FrameName): { width: number; height: number } {
  const art: FrameArt = FRAMES[name];
  return { width: art.w, height: art.h };
}

export function atlasKey(palette: Palette): string {
  return `puzzle-atlas-${palette.level}-${palette.theme}`;
}

/** Paints the land's atlas unless it exists already; returns its texture key. */
export function ensureAtlas(scene: Phaser.Scene, palette: Palette): string {
  const key = atlasKey(palette);
  if (scene.textures.exists(key)) return key;
  const entries = Object.entries(FRAMES) as [FrameName, FrameArt][];
  const items: AtlasItem[] = entries.map(([name, art]) => ({ name, width: art.w, height: art.h }));
  const layout = packAtlas(items, 1024, 4);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return key;
  for (const [name, art] of entries) {
    const at = layout.places.get(name)!;
    ctx.save();
    ctx.translate(at.x, at.y);
    ctx.beginPath();
    ctx.rect(0, 0, art.w, art.h);
    ctx.clip();
    art.paint(ctx, art.w, art.h, palette);
    ctx.restore();
  }
  const texture = scene.textures.addCanvas(key, canvas);
  for (const [name, art] of entries) {
    const at = layout.places.get(name)!;
    texture?.add(name, 0, at.x, at.y, art.w, art.h);
  }
  return key;
}
