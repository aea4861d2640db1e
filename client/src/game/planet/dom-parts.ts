// The page's planet (dom-planet.ts) is made of SVG shapes and small pictures: how one is made,
// painted from art.ts, placed many times, and faded without needless style passes.

import type { Art } from './art';
import type { Geography, Ground } from './geography';
import type { RadialPaint } from './globe-paints';
import { cssColor, stopColor } from './svg-globe';

const SVG = 'http://www.w3.org/2000/svg';

export function element<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const made = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, String(value));
  parent?.appendChild(made);
  return made;
}

/** An SVG radial gradient drawing what art.ts's canvas gradient draws, on a circle's bounding box. */
export function radialGradient(
  defs: SVGDefsElement,
  id: string,
  paint: RadialPaint,
  tint?: string,
): SVGStopElement[] {
  // In the bounding box the picture's half-width is 0.5: radii are halved.
  const gradient = element(
    'radialGradient',
    { id, fx: paint.x0, fy: paint.y0, fr: paint.r0 / 2, cx: paint.x1, cy: paint.y1, r: paint.r1 / 2 },
    defs,
  );
  return paint.stops.map(([offset, color]) => {
    const stop = stopColor(color);
    return element(
      'stop',
      { offset, 'stop-color': tint ?? stop.color, 'stop-opacity': stop.opacity },
      gradient,
    );
  });
}

/** A painted picture, ready to be placed many times (pictureOf). */
export interface Painted {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Paints `art` once, as an image address every placed copy shares. Each copy used to be a canvas
 * of its own painted from the first: making ~150 canvases and their 2D contexts was most of the
 * planet's build on a phone (issue 17: 58 ms of 150 unthrottled, and 2D canvases uploaded one by
 * one at each compositor commit). Images of one address are decoded once, off the main thread.
 */
export function painted(art: Art): Painted {
  const canvas = document.createElement('canvas');
  canvas.width = art.width;
  canvas.height = art.height;
  const ctx = canvas.getContext('2d');
  if (ctx) art.draw(ctx, art.width, art.height, 0);
  return { url: canvas.toDataURL(), width: art.width, height: art.height };
}

/** A placed copy of a painted picture (each place needs its own element). */
export function pictureOf(source: Painted, className: string): HTMLImageElement {
  const image = document.createElement('img');
  image.width = source.width;
  image.height = source.height;
  image.className = className;
  image.alt = '';
  image.decoding = 'async';
  image.draggable = false;
  image.src = source.url;
  return image;
}

/** Writes an opacity only when it has changed enough to see: every write costs a style pass. */
export function setOpacity(target: HTMLElement | SVGElement, value: number) {
  const rounded = (Math.round(value * 50) / 50).toString();
  if (target.style.opacity !== rounded) target.style.opacity = rounded;
}

/** One path element per outline of the ground and the seas, in `group`, in drawing order. */
export function groundElements(
  geography: Geography,
  group: SVGGElement,
): { readonly path: SVGPathElement; readonly shape: Ground }[] {
  return [...geography.seas, ...geography.lands.flatMap((land) => land.ground)].map((shape) => ({
    shape,
    path:
      shape.kind === 'fill'
        ? element('path', { fill: cssColor(shape.color), 'fill-opacity': shape.alpha }, group)
        : element(
            'path',
            {
              fill: 'none',
              stroke: cssColor(shape.color),
              'stroke-opacity': shape.alpha,
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
            },
            group,
          ),
  }));
}
