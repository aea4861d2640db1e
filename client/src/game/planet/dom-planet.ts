// The planet behind intro and home, drawn by the page itself, with no game engine: the globe, its
// glow and the ground are SVG (gradients and paths, painted off the main thread), and the things
// standing on the ground, the clouds and the stars are small canvases painted once from the same
// pictures (art.ts), placed by CSS transforms. The lands, their outlines and where everything
// stands come from geography.ts and globe.ts.
//
// It turns to the land it is shown; while it waits its clouds drift, its stars twinkle and its
// glow breathes, from the player's first interaction on (until then the sky is a still picture:
// nothing on the first screen costs the processor before the player has done anything). The waiting motion is slow, so it is drawn a few times a second, by writing a few
// styles (not by CSS animations, which a browser without a GPU runs on the main thread at every
// frame), and the ground is drawn again only while the globe turns: the Phaser planet's gentle idle
// rocking redrew it every frame, the largest cost on intro and home on a phone (issue 17). With
// reduced motion it stands still, a new land is shown at once, and no frame is drawn until
// something changes.

import type { LandLevel } from '@numberland/engine';
import {
  type Art,
  GLOW_PAINT,
  GLOW_RIM,
  OCEAN_PAINT,
  type RadialPaint,
  RIM_PAINT,
  SHADE_PAINTS,
  SPRITE_ART,
  type SpriteKey,
} from './art';
import { buildGeography, type Feature, type Geography, LAND_COLORS } from './geography';
import {
  clamp,
  fromLonLat,
  LAND_LONGITUDE,
  nearestSpin,
  type Placement,
  type PlanetLayout,
  type Projected,
  placeOnGlobe,
  planetLayout,
  rotation,
  seededRandom,
  turn,
  type Vec3,
} from './globe';
import { breathe, PLANET_MOTION, twinkle } from './motion';
import { cssColor, groundPath, stopColor } from './svg-globe';
import './dom-planet.css';

const SVG = 'http://www.w3.org/2000/svg';
const STAR_COUNT = 28;
const CLOUDS: readonly (readonly [lonDeg: number, latDeg: number, size: number])[] = [
  [20, 62, 0.24],
  [75, 34, 0.2],
  [140, 66, 0.22],
  [195, 40, 0.26],
  [250, 70, 0.2],
  [305, 30, 0.24],
  [345, 44, 0.18],
];
/** Clouds float a little above the ground. */
const CLOUD_HEIGHT = 1.07;
const CLOUD_ALPHA = 0.92;
/** The waiting motion is drawn at most this often (ms): it is slow, and the page needs the processor. */
const IDLE_FRAME_MS = 100;
/**
 * The moment of the waiting motion the sky shows before it moves (ms): every star past its delay,
 * each at its own brightness, so the motion starts from the picture without a jump.
 */
const STILL_MOMENT = 4000;
/** What counts as the player's first interaction, which starts the waiting motion. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
interface Star {
  readonly canvas: HTMLCanvasElement;
  /** One way, dim to bright, in ms; and when it starts. */
  readonly duration: number;
  readonly delay: number;
  /** Its brightness when the sky stands still. */
  readonly still: number;
}

/** A picture on the globe: a canvas, anchored at (originX, originY) of its size. */
interface Standee {
  readonly canvas: HTMLCanvasElement;
  readonly art: Art;
  readonly at: Vec3;
  readonly unit: number;
  readonly tall: number;
  readonly originY: number;
  readonly flip: boolean;
  readonly cloud: boolean;
}

function element<K extends keyof SVGElementTagNameMap>(
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
function radialGradient(
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

function paintedCanvas(art: Art, frame = 0): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = art.width;
  canvas.height = art.height;
  const ctx = canvas.getContext('2d');
  if (ctx) art.draw(ctx, art.width, art.height, frame);
  return canvas;
}

/** A copy of a painted picture (each placed picture needs its own element). */
function copyOf(source: HTMLCanvasElement, className: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  canvas.className = className;
  canvas.getContext('2d')?.drawImage(source, 0, 0);
  return canvas;
}

/** Writes an opacity only when it has changed enough to see: every write costs a style pass. */
function setOpacity(target: HTMLElement | SVGElement, value: number) {
  const rounded = (Math.round(value * 50) / 50).toString();
  if (target.style.opacity !== rounded) target.style.opacity = rounded;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export class DomPlanet {
  private readonly root: HTMLDivElement;
  private readonly geography: Geography = buildGeography();
  private layout: PlanetLayout = planetLayout(1, 1);
  private readonly stars: Star[] = [];
  private readonly glowSvg: SVGSVGElement;
  private readonly glowCircle: SVGCircleElement;
  private readonly glowStops: SVGStopElement[];
  private readonly globe: SVGSVGElement;
  private readonly globeParts: SVGCircleElement[];
  private readonly rim: SVGCircleElement;
  private readonly ground: SVGGElement;
  private readonly groundPaths: {
    readonly path: SVGPathElement;
    readonly shape: Geography['seas'][number];
  }[] = [];
  private readonly standees: Standee[] = [];

  private level: LandLevel | undefined;
  private spin = LAND_LONGITUDE[1];
  private turning: { from: number; to: number; start: number; duration: number } | undefined;
  private cloudSpin = STILL_MOMENT * PLANET_MOTION.cloudSpeed;
  /** Waiting motion shown so far, ms: the sky before it starts is its picture at STILL_MOMENT. */
  private waited = STILL_MOMENT;
  private lastTick: number | undefined;
  /** The waiting motion starts at the player's first interaction with the page. */
  private interacted = false;
  /** The next drawing asked for: an animation frame, or a timer before one while the globe waits. */
  private frame = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly drawn = { spin: Number.NaN, cloudSpin: 0, width: 0, height: 0 };
  private readonly point: Projected = { x: 0, y: 0, z: 0 };
  private readonly placement: Placement = { x: 0, y: 0, scale: 1, rotation: 0, alpha: 1, near: 0 };
  private readonly motionQuery: MediaQueryList | undefined;
  private readonly onMotion = () => this.applyMotion();
  private readonly onResize = () => this.wake();
  private readonly onInteraction = () => {
    this.stopListeningForInteraction();
    this.interacted = true;
    this.applyMotion();
  };

  constructor(private readonly host: HTMLElement) {
    this.root = document.createElement('div');
    this.root.className = 'dom-planet';
    this.motionQuery = window.matchMedia?.('(prefers-reduced-motion: reduce)');

    const sky = document.createElement('div');
    sky.className = 'dom-planet__sky';
    const sparkle = paintedCanvas(SPRITE_ART.sparkle);
    const random = seededRandom(11);
    for (let i = 0; i < STAR_COUNT; i++) {
      const canvas = copyOf(sparkle, 'dom-planet__star');
      const star = {
        canvas,
        duration: 900 + random() * 1600,
        delay: random() * 2500,
        still: 0.55 + random() * 0.3,
      };
      sky.appendChild(canvas);
      this.stars.push(star);
    }

    this.glowSvg = element('svg', { class: 'dom-planet__glow' });
    const glowDefs = element('defs', {}, this.glowSvg);
    this.glowStops = radialGradient(glowDefs, 'dom-planet-glow', GLOW_PAINT, cssColor(LAND_COLORS[1].glow));
    this.glowCircle = element('circle', { fill: 'url(#dom-planet-glow)' }, this.glowSvg);

    this.globe = element('svg', { class: 'dom-planet__globe' });
    const defs = element('defs', {}, this.globe);
    radialGradient(defs, 'dom-planet-ocean', OCEAN_PAINT);
    for (const [i, paint] of SHADE_PAINTS.entries()) radialGradient(defs, `dom-planet-shade-${i}`, paint);
    const rimGradient = element('linearGradient', { id: 'dom-planet-rim', x1: 0, y1: 0, x2: 1, y2: 1 }, defs);
    for (const [offset, color] of RIM_PAINT.stops) {
      const stop = stopColor(color);
      element('stop', { offset, 'stop-color': stop.color, 'stop-opacity': stop.opacity }, rimGradient);
    }
    const ocean = element('circle', { fill: 'url(#dom-planet-ocean)' }, this.globe);
    this.ground = element('g', {}, this.globe);
    const shapes = [...this.geography.seas, ...this.geography.lands.flatMap((land) => land.ground)];
    for (const shape of shapes) {
      const path =
        shape.kind === 'fill'
          ? element('path', { fill: cssColor(shape.color), 'fill-opacity': shape.alpha }, this.ground)
          : element(
              'path',
              {
                fill: 'none',
                stroke: cssColor(shape.color),
                'stroke-opacity': shape.alpha,
                'stroke-linecap': 'round',
                'stroke-linejoin': 'round',
              },
              this.ground,
            );
      this.groundPaths.push({ path, shape });
    }
    const shades = SHADE_PAINTS.map((_, i) =>
      element('circle', { fill: `url(#dom-planet-shade-${i})` }, this.globe),
    );
    this.rim = element('circle', { fill: 'none', stroke: 'url(#dom-planet-rim)' }, this.globe);
    this.globeParts = [ocean, ...shades];

    const standing = document.createElement('div');
    standing.className = 'dom-planet__standing';
    this.createStandees(standing);

    this.root.append(sky, this.glowSvg, this.globe, standing);
    host.appendChild(this.root);
    this.motionQuery?.addEventListener('change', this.onMotion);
    window.addEventListener('resize', this.onResize);
    for (const type of INTERACTIONS)
      window.addEventListener(type, this.onInteraction, { capture: true, passive: true });
    this.applyMotion();
  }

  /** Turn so the land faces the player: at once the first time and with reduced motion, else eased. */
  showLand(level: LandLevel) {
    if (level === this.level) return;
    const first = this.level === undefined;
    this.level = level;
    const target = nearestSpin(this.spin, LAND_LONGITUDE[level]);
    const distance = Math.abs(target - this.spin) / Math.PI;
    const duration =
      first || this.reducedMotion
        ? 0
        : clamp(
            PLANET_MOTION.turnMin + (PLANET_MOTION.turnMax - PLANET_MOTION.turnMin) * distance,
            PLANET_MOTION.turnMin,
            PLANET_MOTION.turnMax,
          );
    this.root.style.setProperty('--dom-planet-turn', `${duration}ms`);
    for (const stop of this.glowStops) stop.style.stopColor = cssColor(LAND_COLORS[level].glow);
    if (duration === 0) {
      this.turning = undefined;
      this.spin = target;
    } else {
      this.turning = { from: this.spin, to: target, start: performance.now(), duration };
    }
    this.wake();
  }

  destroy() {
    this.cancel();
    this.motionQuery?.removeEventListener('change', this.onMotion);
    window.removeEventListener('resize', this.onResize);
    this.stopListeningForInteraction();
    this.root.remove();
  }

  private get reducedMotion(): boolean {
    return this.motionQuery?.matches ?? false;
  }

  private stopListeningForInteraction() {
    for (const type of INTERACTIONS) window.removeEventListener(type, this.onInteraction, { capture: true });
  }

  /** Moving while the globe waits: with motion allowed, once the player has interacted. */
  private get moving(): boolean {
    return this.interacted && !this.reducedMotion;
  }

  private applyMotion() {
    this.lastTick = undefined;
    if (this.reducedMotion) {
      for (const star of this.stars) star.canvas.style.opacity = String(star.still);
      this.glowSvg.style.opacity = '1';
    } else this.shine(this.waited);
    this.wake();
  }

  /** The stars' and the glow's brightness `time` ms into the wait. */
  private shine(time: number) {
    for (const star of this.stars) setOpacity(star.canvas, twinkle(star, time));
    setOpacity(this.glowSvg, breathe(time));
  }

  /** Draws now, and goes on drawing while anything moves. */
  private wake() {
    this.cancel();
    this.tick(performance.now());
  }

  private cancel() {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.timer);
    this.frame = 0;
    this.timer = undefined;
  }

  private tick = (now: number) => {
    this.frame = 0;
    this.timer = undefined;
    if (this.turning) {
      const t = clamp((now - this.turning.start) / this.turning.duration, 0, 1);
      this.spin = this.turning.from + (this.turning.to - this.turning.from) * easeInOutCubic(t);
      if (t >= 1) this.turning = undefined;
    }
    if (this.moving) {
      if (this.lastTick !== undefined) this.waited += Math.max(0, now - this.lastTick);
      this.lastTick = now;
      this.cloudSpin = this.waited * PLANET_MOTION.cloudSpeed;
      this.shine(this.waited);
    }
    this.draw();
    const next = () => {
      this.frame = requestAnimationFrame(this.tick);
    };
    // A turn is drawn at every frame; the waiting motion a few times a second.
    if (this.turning) next();
    else if (this.moving) this.timer = setTimeout(next, IDLE_FRAME_MS);
  };

  private createStandees(parent: HTMLElement) {
    const painted = new Map<SpriteKey, HTMLCanvasElement>();
    const source = (key: SpriteKey) => {
      let canvas = painted.get(key);
      if (!canvas) {
        canvas = paintedCanvas(SPRITE_ART[key]);
        painted.set(key, canvas);
      }
      return canvas;
    };
    const features: readonly Feature[] = [
      ...this.geography.seaFeatures,
      ...this.geography.lands.flatMap((land) => land.features),
    ];
    for (const feature of features) {
      const art = SPRITE_ART[feature.texture];
      const canvas = copyOf(source(feature.texture), 'dom-planet__standee');
      this.standees.push({
        canvas,
        art,
        at: feature.at,
        unit: feature.size / art.height,
        tall: feature.size,
        originY: 0.96,
        flip: feature.flip,
        cloud: false,
      });
      parent.appendChild(canvas);
    }
    for (const [lon, lat, size] of CLOUDS) {
      const art = SPRITE_ART.cloud;
      const canvas = copyOf(source('cloud'), 'dom-planet__standee dom-planet__cloud');
      const at = fromLonLat((lon * Math.PI) / 180, (lat * Math.PI) / 180);
      this.standees.push({
        canvas,
        art,
        at,
        unit: size / art.width,
        tall: 0,
        originY: 0.5,
        flip: false,
        cloud: true,
      });
      parent.appendChild(canvas);
    }
  }

  private relayout(width: number, height: number) {
    this.layout = planetLayout(width, height);
    const { cx, cy, radius } = this.layout;
    for (const svg of [this.globe, this.glowSvg]) {
      svg.setAttribute('width', String(width));
      svg.setAttribute('height', String(height));
    }
    for (const circle of this.globeParts) {
      circle.setAttribute('cx', String(cx));
      circle.setAttribute('cy', String(cy));
      circle.setAttribute('r', String(radius));
    }
    this.rim.setAttribute('cx', String(cx));
    this.rim.setAttribute('cy', String(cy));
    this.rim.setAttribute('r', String(radius * (1 - RIM_PAINT.inset)));
    this.rim.setAttribute('stroke-width', String(radius * RIM_PAINT.width));
    this.ground.setAttribute('transform', `translate(${cx} ${cy})`);
    this.glowCircle.setAttribute('cx', String(cx));
    this.glowCircle.setAttribute('cy', String(cy));
    this.glowCircle.setAttribute('r', String(radius / GLOW_RIM));
    // Stars: anywhere in the sky above the globe and its glow, the same places on every visit.
    const random = seededRandom(5);
    const skyBottom = Math.max(height * 0.2, cy - radius * 1.2);
    for (const { canvas: star } of this.stars) {
      const x = random() * width;
      const y = height * 0.03 + random() * (skyBottom - height * 0.03);
      const size = 10 + random() * 16;
      star.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px) scale(${size / star.width})`;
    }
  }

  private draw() {
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    const spin = this.spin;
    const drawn = this.drawn;
    const resized = width !== drawn.width || height !== drawn.height;
    const turned = resized || drawn.spin !== spin;
    if (!turned && drawn.cloudSpin === this.cloudSpin) return;
    if (resized) this.relayout(width, height);
    Object.assign(drawn, { spin, cloudSpin: this.cloudSpin, width, height });
    const { radius, tilt } = this.layout;
    if (radius < 2) return;
    const cloudTurn = rotation(spin - this.cloudSpin, tilt);
    // Only the clouds drift while the globe waits: a few transforms, no ground drawn again.
    if (!turned) {
      for (const standee of this.standees) if (standee.cloud) this.place(standee, cloudTurn);
      return;
    }
    const m = rotation(spin, tilt);
    const hiddenLands = new Set(
      this.geography.lands
        .filter((land) => turn(m, land.center, this.point).z < -0.55)
        .flatMap((land) => land.ground),
    );
    for (const { path, shape } of this.groundPaths) {
      const d = hiddenLands.has(shape) ? '' : groundPath(m, shape, radius, this.point);
      path.setAttribute('d', d);
      if (shape.kind === 'line') path.setAttribute('stroke-width', String(Math.max(1, shape.width * radius)));
    }
    for (const standee of this.standees) this.place(standee, standee.cloud ? cloudTurn : m);
  }

  private place(standee: Standee, m: ReturnType<typeof rotation>) {
    const { canvas, art } = standee;
    const p = turn(m, standee.at, this.point);
    const how = standee.cloud
      ? { height: CLOUD_HEIGHT, unit: standee.unit, tall: 0, lean: false, alpha: CLOUD_ALPHA }
      : { height: 1, unit: standee.unit, tall: standee.tall, lean: true, alpha: 1 };
    const at = this.placement;
    if (!placeOnGlobe(p, this.layout, how, at)) {
      canvas.style.visibility = 'hidden';
      return;
    }
    const left = at.x - art.width / 2;
    const top = at.y - art.height * standee.originY;
    const flip = standee.flip ? -1 : 1;
    const style = canvas.style;
    style.visibility = 'visible';
    style.transformOrigin = `50% ${standee.originY * 100}%`;
    style.transform = `translate(${left}px, ${top}px) rotate(${at.rotation}rad) scale(${at.scale * flip}, ${at.scale})`;
    style.opacity = String(at.alpha);
    // Nearer pictures in front; clouds above everything on the ground. Set only when it changes:
    // a new order repaints the layer.
    const order = String(Math.round(at.near * 1000) + (standee.cloud ? 2000 : 0));
    if (style.zIndex !== order) style.zIndex = order;
  }
}
