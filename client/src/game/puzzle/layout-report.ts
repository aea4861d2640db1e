// The 'puzzle:layout' report: where every drawn cell, clue half and pad key is, in CSS pixels of
// the scene's element (the scene's canvas fills its element at one game pixel per CSS pixel).

import type { PuzzleLayoutReport, SceneRect } from '../events';
import { type BoardLayout, cellRect, halfRect, type PadKey, type Rect } from './board-layout';
import type { CellKindLite } from './hit-test';

/** Hundredths of a pixel: enough for any test, and equal reports compare equal. */
function round(rect: Rect): SceneRect {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height) };
}

export const EMPTY_REPORT: PuzzleLayoutReport = { cells: [], halves: [], keys: [] };

/**
 * @param kinds one entry per grid cell, or empty when the board is not drawn
 * @param keys the keys on screen, or undefined when the pad is hidden
 */
export function layoutReport(
  layout: BoardLayout,
  kinds: readonly CellKindLite[],
  keys: readonly PadKey[] | undefined,
): PuzzleLayoutReport {
  const cells: PuzzleLayoutReport['cells'][number][] = [];
  const halves: PuzzleLayoutReport['halves'][number][] = [];
  kinds.forEach((kind, cell) => {
    if (kind === 'absent') return;
    cells.push({ cell, ...round(cellRect(layout, cell)) });
    if (kind === 'clue') {
      for (const half of ['add', 'mult'] as const)
        halves.push({ cell, half, ...round(halfRect(layout, cell, half)) });
    }
  });
  const shownKeys = (keys ?? []).map((key) => ({ key, ...round(layout.keys[key]) }));
  if (cells.length === 0) return { cells, halves, keys: shownKeys };
  return {
    cells,
    halves,
    keys: shownKeys,
    pad: round(layout.pad),
    tray: round(layout.tray),
    plate: round(layout.plate),
  };
}

/** A stable text of a report, to tell whether it changed since the last one sent. */
export function reportKey(report: PuzzleLayoutReport): string {
  return JSON.stringify(report);
}
