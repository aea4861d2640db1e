// The page planet's globe and glow (dom-planet.ts) as SVG: the ocean, its shades, the rim and the
// glow behind, made once and laid out again when the frame changes size. The ground's outlines go
// into `ground`, centred on the globe's middle.

import { element, radialGradient } from './dom-parts';
import { LAND_COLORS } from './geography';
import type { PlanetLayout } from './globe';
import { GLOW_PAINT, GLOW_RIM, OCEAN_PAINT, RIM_PAINT, SHADE_PAINTS } from './globe-paints';
import { cssColor, stopColor } from './svg-globe';

export interface GlobeSvg {
  readonly glow: SVGSVGElement;
  /** The glow's colour stops, recoloured for each land. */
  readonly glowStops: SVGStopElement[];
  readonly globe: SVGSVGElement;
  readonly ground: SVGGElement;
  readonly glowCircle: SVGCircleElement;
  readonly discs: readonly SVGCircleElement[];
  readonly rim: SVGCircleElement;
}

export function createGlobeSvg(): GlobeSvg {
  const glow = element('svg', { class: 'dom-planet__glow' });
  const glowDefs = element('defs', {}, glow);
  const glowStops = radialGradient(glowDefs, 'dom-planet-glow', GLOW_PAINT, cssColor(LAND_COLORS[1].glow));
  const glowCircle = element('circle', { fill: 'url(#dom-planet-glow)' }, glow);

  const globe = element('svg', { class: 'dom-planet__globe' });
  const defs = element('defs', {}, globe);
  radialGradient(defs, 'dom-planet-ocean', OCEAN_PAINT);
  for (const [i, paint] of SHADE_PAINTS.entries()) radialGradient(defs, `dom-planet-shade-${i}`, paint);
  const rimGradient = element('linearGradient', { id: 'dom-planet-rim', x1: 0, y1: 0, x2: 1, y2: 1 }, defs);
  for (const [offset, color] of RIM_PAINT.stops) {
    const stop = stopColor(color);
    element('stop', { offset, 'stop-color': stop.color, 'stop-opacity': stop.opacity }, rimGradient);
  }
  const ocean = element('circle', { fill: 'url(#dom-planet-ocean)' }, globe);
  const ground = element('g', {}, globe);
  const shades = SHADE_PAINTS.map((_, i) =>
    element('circle', { fill: `url(#dom-planet-shade-${i})` }, globe),
  );
  const rim = element('circle', { fill: 'none', stroke: 'url(#dom-planet-rim)' }, globe);
  return { glow, glowStops, globe, ground, glowCircle, discs: [ocean, ...shades], rim };
}

/** Sizes and places every part for a frame `width` by `height` laid out as `layout`. */
export function layoutGlobeSvg(svg: GlobeSvg, layout: PlanetLayout, width: number, height: number): void {
  const { cx, cy, radius } = layout;
  for (const frame of [svg.globe, svg.glow]) {
    frame.setAttribute('width', String(width));
    frame.setAttribute('height', String(height));
  }
  const circle = (c: SVGCircleElement, r: number) => {
    c.setAttribute('cx', String(cx));
    c.setAttribute('cy', String(cy));
    c.setAttribute('r', String(r));
  };
  for (const disc of svg.discs) circle(disc, radius);
  circle(svg.rim, radius * (1 - RIM_PAINT.inset));
  svg.rim.setAttribute('stroke-width', String(radius * RIM_PAINT.width));
  svg.ground.setAttribute('transform', `translate(${cx} ${cy})`);
  circle(svg.glowCircle, radius / GLOW_RIM);
}
