// Where a hint's arrow runs, apart from Phaser so it can be tested: from the edge of the cell it
// comes from to the edge of the cell it points at, never over the numbers in any cell. A cell's
// numbers (a clue's sum and product, a mystery's digit or notes) keep to its middle, `INNER` of
// its side; the arrow keeps out of every such middle. A straight arrow that would cross one bends
// round it, on the side that needs the least bend; where no bend clears them all, it runs along
// the lines between cells, which no numbers reach.

import { type BoardLayout, cellCenter } from './board-layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The middle of a cell that holds its numbers, as a share of the cell's side. */
export const INNER = 0.7;
/** How far past a middle's edge the arrow starts and stops, as a share of the cell's side. */
const CLEAR = 0.03;
/** Bends tried, as shares of a cell, the least first; each on both sides. */
const BENDS = [0.45, 0.7, 0.95, 1.25];
/** Points along a bent arrow. */
const SAMPLES = 24;

/** How far from a cell's middle along `u` (a unit vector) the arrow leaves its numbers' box. */
function leave(cell: number, ux: number, uy: number): number {
  const half = (cell * INNER) / 2;
  return half / Math.max(Math.abs(ux), Math.abs(uy)) + cell * CLEAR;
}

/** Whether a point lies inside the numbers' box of a cell centred at `c`. */
function inBox(p: Point, c: Point, cell: number): boolean {
  const half = (cell * INNER) / 2;
  return Math.abs(p.x - c.x) < half && Math.abs(p.y - c.y) < half;
}

function quadratic(a: Point, control: Point, b: Point): Point[] {
  return Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const t = i / SAMPLES;
    const s = 1 - t;
    return {
      x: s * s * a.x + 2 * s * t * control.x + t * t * b.x,
      y: s * s * a.y + 2 * s * t * control.y + t * t * b.y,
    };
  });
}

function straight(a: Point, b: Point): Point[] {
  return Array.from({ length: SAMPLES + 1 }, (_, i) => ({
    x: a.x + ((b.x - a.x) * i) / SAMPLES,
    y: a.y + ((b.y - a.y) * i) / SAMPLES,
  }));
}

/** How many sampled points of a path fall in a numbers' box of `cells`. */
function hits(path: readonly Point[], centres: readonly Point[], cell: number): number {
  let count = 0;
  for (const p of path) for (const c of centres) if (inBox(p, c, cell)) count++;
  return count;
}

/**
 * The arrow's path from cell `from` to cell `to` as points (the head goes at the last), or
 * undefined when there is no arrow to draw (the same cell). `cells`: every cell drawn on the
 * board (its numbers are kept clear), the two ends included.
 */
export function arrowRoute(
  layout: BoardLayout,
  from: number,
  to: number,
  cells: readonly number[],
): Point[] | undefined {
  if (from === to || layout.cell <= 0) return undefined;
  const a = cellCenter(layout, from);
  const b = cellCenter(layout, to);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / length;
  const uy = (b.y - a.y) / length;
  const trim = leave(layout.cell, ux, uy);
  const start = { x: a.x + ux * trim, y: a.y + uy * trim };
  const end = { x: b.x - ux * trim, y: b.y - uy * trim };
  const centres = cells.map((c) => cellCenter(layout, c));
  const line = straight(start, end);
  if (length <= 2 * trim + 1 || hits(line, centres, layout.cell) === 0) return line;
  // Bent round: the control point out to one side of the line's middle.
  const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  for (const bend of BENDS) {
    for (const side of [1, -1]) {
      const offset = bend * layout.cell * 2 * side;
      const control = { x: mid.x - uy * offset, y: mid.y + ux * offset };
      const path = quadratic(start, control, end);
      if (hits(path, centres, layout.cell) === 0) return path;
    }
  }
  return alongTheLines(layout.cell, a, b);
}

/** The corner of the cell centred at `c` nearest to `towards`: where the lines between cells meet. */
function corner(c: Point, towards: Point, cell: number): Point {
  return { x: c.x + (towards.x >= c.x ? cell : -cell) / 2, y: c.y + (towards.y >= c.y ? cell : -cell) / 2 };
}

/**
 * From the source's corner nearest the target, along the lines between cells (first across, then
 * down), to the target's corner nearest the source: each end leaves or enters its cell through the
 * corner, outside its numbers.
 */
function alongTheLines(cell: number, a: Point, b: Point): Point[] {
  const from = corner(a, b, cell);
  const to = corner(b, a, cell);
  // From a cell's middle towards its corner, the numbers' box ends at INNER of the way.
  const out = (c: Point, k: Point): Point => {
    const share = INNER + 2 * CLEAR;
    return { x: c.x + (k.x - c.x) * share, y: c.y + (k.y - c.y) * share };
  };
  const bend = { x: to.x, y: from.y };
  return [out(a, from), from, bend, to, out(b, to)];
}
