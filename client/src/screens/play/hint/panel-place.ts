// Where the hint panel goes inside the scene's box so that it leaves the board free: on the side
// of the grid with more room (the number pad's side: below on a tall box, right on a wide one).
// The scene reports where it drew the cells and kept the pad's room ('puzzle:layout'); before that
// the CSS places it. Where no free strip is big enough (a phone), the panel takes a strip of its
// own and the board is drawn again in the rest (`reserve`), so the pad stays usable and the
// panel's words are not cut off.

import type { CSSProperties } from 'react';
import type { PuzzleLayoutReport, SceneRect } from '../../../game/events';

/** Space between the panel and the box's edges. */
export const PANEL_GAP = 8;
/** A side panel narrower than this is too cramped to read; wider than the maximum is a waste. */
export const PANEL_MIN_SIDE = 220;
export const PANEL_MAX_SIDE = 380;
/** Beside the pad a narrower panel is still better than one over the pad. */
export const PANEL_MIN_BESIDE_BOARD = 180;
/** A bottom panel gets at least this much height, and at most half the box. */
export const PANEL_MIN_BOTTOM = 150;

/** A bottom panel takes at most this share of the box... */
export const PANEL_MAX_BOTTOM_SHARE = 0.52;
/** ...and leaves the board (the grid and the pad) at least this much height or width. */
export const BOARD_MIN_HEIGHT = 190;
export const BOARD_MIN_WIDTH = 320;

export type PanelPlace =
  | { readonly edge: 'bottom'; readonly height: number; readonly reserve?: true }
  | { readonly edge: 'side'; readonly width: number; readonly reserve?: true };

export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

function bounds(rects: readonly SceneRect[]): SceneRect | undefined {
  if (rects.length === 0) return undefined;
  const left = Math.min(...rects.map((c) => c.x));
  const top = Math.min(...rects.map((c) => c.y));
  const right = Math.max(...rects.map((c) => c.x + c.width));
  const bottom = Math.max(...rects.map((c) => c.y + c.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The rectangle round every cell the scene drew, or undefined when it drew none. */
export function gridBounds(report: Pick<PuzzleLayoutReport, 'cells'>): SceneRect | undefined {
  return bounds(report.cells);
}

/** The rectangle round the cells, the number pad's keys and the room kept for the pad. */
export function boardBounds(
  report: Pick<PuzzleLayoutReport, 'cells' | 'keys' | 'pad'>,
): SceneRect | undefined {
  return bounds([
    ...report.cells,
    ...report.keys,
    ...(report.pad && report.cells.length > 0 ? [report.pad] : []),
  ]);
}

/**
 * The panel's place for a board drawn in the whole box. A free strip beside the board (the pad
 * included) when one is wide enough, or below it when one is high enough for the panel's words
 * (`natural`: the height they need, when measured). Otherwise the panel takes a strip of its own
 * (`reserve`) and the board is drawn again in the rest: at the side of a wide box, else at the
 * bottom, as high as the words need, up to half the box and leaving the board its least height.
 */
export function placePanel(
  box: BoxSize,
  board: SceneRect | undefined,
  natural?: number,
): PanelPlace | undefined {
  if (!board || box.width <= 0 || box.height <= 0) return undefined;
  const right = box.width - (board.x + board.width) - 2 * PANEL_GAP;
  const below = box.height - (board.y + board.height) - 2 * PANEL_GAP;
  const tallest = box.height * PANEL_MAX_BOTTOM_SHARE;
  const want = Math.max(PANEL_MIN_BOTTOM, natural ?? PANEL_MIN_BOTTOM);
  if (right >= PANEL_MIN_BESIDE_BOARD)
    return { edge: 'side', width: Math.round(Math.min(right, PANEL_MAX_SIDE)) };
  if (below >= Math.min(want, tallest))
    return { edge: 'bottom', height: Math.round(Math.min(below, tallest)) };
  if (box.width > box.height && box.width - PANEL_MIN_SIDE - 3 * PANEL_GAP >= BOARD_MIN_WIDTH) {
    const width = Math.min(
      PANEL_MAX_SIDE,
      Math.max(PANEL_MIN_SIDE, box.width * 0.36),
      box.width - BOARD_MIN_WIDTH - 3 * PANEL_GAP,
    );
    return { edge: 'side', width: Math.round(width), reserve: true };
  }
  const most = Math.max(PANEL_MIN_BOTTOM, Math.min(tallest, box.height - BOARD_MIN_HEIGHT - 3 * PANEL_GAP));
  return { edge: 'bottom', height: Math.round(Math.min(want, most)), reserve: true };
}

/** How far the scene's canvas draws in from the box's edges for a place: the panel's strip. */
export function canvasInset(place: PanelPlace | undefined): {
  readonly right: number;
  readonly bottom: number;
} {
  if (!place?.reserve) return { right: 0, bottom: 0 };
  return place.edge === 'side'
    ? { right: place.width + PANEL_GAP, bottom: 0 }
    : { right: 0, bottom: place.height + PANEL_GAP };
}

/** Two places are the same place. */
export function samePlace(a: PanelPlace | undefined, b: PanelPlace | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Beside the grid and the pad when there is room (a wide screen), so neither is covered; else
 * beside the grid, over the pad (the player closes the panel, then enters the number).
 */
export function placeBeside(
  box: BoxSize,
  board: SceneRect | undefined,
  grid: SceneRect | undefined,
): PanelPlace | undefined {
  if (board) {
    const right = box.width - (board.x + board.width) - 2 * PANEL_GAP;
    const below = box.height - (board.y + board.height) - 2 * PANEL_GAP;
    if (right >= PANEL_MIN_BESIDE_BOARD)
      return { edge: 'side', width: Math.round(Math.min(right, PANEL_MAX_SIDE)) };
    if (below >= PANEL_MIN_BOTTOM) return panelPlace(box, board);
  }
  return panelPlace(box, grid);
}

/** The free strip right of the grid when it is wide enough, else the strip below it. */
export function panelPlace(box: BoxSize, grid: SceneRect | undefined): PanelPlace | undefined {
  if (!grid || box.width <= 0 || box.height <= 0) return undefined;
  const right = box.width - (grid.x + grid.width) - 2 * PANEL_GAP;
  const below = box.height - (grid.y + grid.height) - 2 * PANEL_GAP;
  const bottom = (room: number): PanelPlace => ({
    edge: 'bottom',
    height: Math.round(Math.min(Math.max(room, PANEL_MIN_BOTTOM), box.height / 2)),
  });
  if (right >= PANEL_MIN_SIDE) return { edge: 'side', width: Math.round(Math.min(right, PANEL_MAX_SIDE)) };
  if (below >= PANEL_MIN_BOTTOM) return bottom(below);
  // Neither strip is roomy (a small screen): the roomier one, at its least, covering the board's edge.
  if (right > below) return { edge: 'side', width: Math.min(PANEL_MIN_SIDE, box.width - 2 * PANEL_GAP) };
  return bottom(below);
}

/** A bottom panel lower than this shows one step at a time, with arrows between them. */
export const COMPACT_BELOW = 320;

/**
 * Whether the panel shows one step at a time (a phone): at the bottom, in a strip of its own (it
 * then grows with its step's words, up to its share of the box) or lower than COMPACT_BELOW.
 * Growing past COMPACT_BELOW in its own strip keeps it compact, so it does not flip to the list.
 */
export function isCompact(place: PanelPlace | undefined): boolean {
  return place?.edge === 'bottom' && (place.reserve === true || place.height < COMPACT_BELOW);
}

/** The panel's inline position for a place (none: the stylesheet's own). */
export function panelStyle(place: PanelPlace | undefined): CSSProperties | undefined {
  if (!place) return undefined;
  if (place.edge === 'side') {
    return {
      top: PANEL_GAP,
      right: PANEL_GAP,
      bottom: 'auto',
      left: 'auto',
      width: place.width,
      maxHeight: `calc(100% - ${2 * PANEL_GAP}px)`,
    };
  }
  return {
    top: 'auto',
    right: PANEL_GAP,
    bottom: PANEL_GAP,
    left: PANEL_GAP,
    width: 'auto',
    maxHeight: place.height,
  };
}
