// Where the hint panel goes inside the scene's box so that it leaves the board free: on the side
// of the grid with more room (the number pad's side: below on a tall box, right on a wide one).
// The scene reports where it drew the cells ('puzzle:layout'); before that the CSS places it.

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

export type PanelPlace =
  | { readonly edge: 'bottom'; readonly height: number }
  | { readonly edge: 'side'; readonly width: number };

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

/** The rectangle round the cells and the number pad's keys. */
export function boardBounds(report: Pick<PuzzleLayoutReport, 'cells' | 'keys'>): SceneRect | undefined {
  return bounds([...report.cells, ...report.keys]);
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
