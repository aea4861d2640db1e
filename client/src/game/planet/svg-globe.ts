// The planet's data as SVG wants it (for dom-planet.ts): the ground and sea outlines of the turned
// globe as path data, and colours. A filled outline reaching round the back is cut off along the
// rim; a line (a river, a wave) is drawn only along its runs on the visible face.

import type { Ground } from './geography';
import { clampToFace, type Projected, type Rotation, turn } from './globe';

const round = (value: number) => Math.round(value * 10) / 10;

/** The outline's path, centred on the globe's middle (y down), or '' when none of it faces the player. */
export function groundPath(m: Rotation, shape: Ground, radius: number, point: Projected): string {
  const count = shape.points.length;
  let visible = 0;
  const xs: number[] = [];
  const ys: number[] = [];
  const front: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const p = turn(m, shape.points[i]!, point);
    front.push(p.z >= 0);
    if (p.z >= 0) visible++;
    if (shape.kind === 'fill') clampToFace(p);
    xs.push(round(p.x * radius));
    ys.push(round(-p.y * radius));
  }
  if (visible === 0) return '';
  if (shape.kind === 'fill') {
    let d = `M${xs[0]} ${ys[0]}`;
    for (let i = 1; i < count; i++) d += `L${xs[i]} ${ys[i]}`;
    return `${d}Z`;
  }
  let d = '';
  let run = '';
  let runLength = 0;
  for (let i = 0; i <= count; i++) {
    if (i < count && front[i]) {
      run += `${runLength === 0 ? 'M' : 'L'}${xs[i]} ${ys[i]}`;
      runLength++;
    } else {
      if (runLength > 1) d += run;
      run = '';
      runLength = 0;
    }
  }
  return d;
}

/** A colour of the geography (0xrrggbb) as CSS. */
export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** A gradient's colour as an SVG stop's colour and opacity: `rgba(r, g, b, a)` or `#rrggbb`. */
export function stopColor(color: string): { readonly color: string; readonly opacity: number } {
  const rgba = /^rgba\(([^,]+),([^,]+),([^,]+),([^)]+)\)$/.exec(color.replaceAll(' ', ''));
  if (!rgba) return { color, opacity: 1 };
  return { color: `rgb(${rgba[1]},${rgba[2]},${rgba[3]})`, opacity: Number(rgba[4]) };
}
