// The planet behind intro and home, drawn by the page itself, with no game engine: the globe, its
// glow and the ground are SVG (dom-globe.ts; gradients and paths, painted off the main thread),
// and the things standing on the ground, the clouds and the stars are small images, each kind
// painted once from the same pictures (art.ts), placed by CSS transforms. The lands, their
// outlines and where everything stands come from geography.ts and globe.ts. It is built a piece
// per task (piecewise.ts), so no task is long on a phone.
//
// It turns to the land it is shown; while it waits its clouds drift, its stars twinkle and its
// glow breathes, from the player's first interaction on (until then the sky is a still picture:
// nothing on the first screen costs the processor before the player has done anything). The
// waiting motion is slow, so it is drawn a few times a second, by writing a few styles (not by CSS
// animations, which a browser without a GPU runs on the main thread at every frame), and the
// ground is drawn again only while the globe turns: the Phaser planet's gentle idle rocking redrew
// it every frame, the largest cost on intro and home on a phone (issue 17). With reduced motion it
// stands still, a new land is shown at once, and no frame is drawn until something changes.

import type { LandLevel } from '@numberland/engine';
import { REDUCED_MOTION_QUERY } from '../../ui/reduced-motion';
import { createGlobeSvg, type GlobeSvg, layoutGlobeSvg } from './dom-globe';
import { groundElements, setOpacity } from './dom-parts';
import { DomSky } from './dom-sky';
import { placeStandee, type Standee, standeeMaker, standeeSpecs } from './dom-standees';
import { type Geography, geographyInSteps, LAND_COLORS } from './geography';
import {
  clamp,
  LAND_LONGITUDE,
  nearestSpin,
  type Placement,
  type PlanetLayout,
  type Projected,
  planetLayout,
  type Rotation,
  rotation,
  turn,
} from './globe';
import { breathe, PLANET_MOTION } from './motion';
import { PiecewiseWork } from './piecewise';
import { cssColor, groundPath } from './svg-globe';
import './dom-planet.css';

/**
 * Pictures placed per task while the planet is built, once their kinds are painted (a kind per
 * task, 5-15 ms each at a 4x slowdown): an image placed costs little, 8 about 2 ms at 4x.
 */
const PICTURES_PER_TASK = 8;
/** The waiting motion is drawn at most this often (ms): it is slow, and the page needs the processor. */
const IDLE_FRAME_MS = 100;
/**
 * The moment of the waiting motion the sky shows before it moves (ms): every star past its delay,
 * each at its own brightness, so the motion starts from the picture without a jump.
 */
const STILL_MOMENT = 4000;
/** What counts as the player's first interaction, which starts the waiting motion. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export class DomPlanet {
  private readonly root: HTMLDivElement;
  private geography: Geography | undefined;
  private layout: PlanetLayout = planetLayout(1, 1);
  private readonly svg: GlobeSvg;
  private readonly groundPaths: {
    readonly path: SVGPathElement;
    readonly shape: Geography['seas'][number];
  }[] = [];
  private readonly standees: Standee[] = [];
  private readonly standing: HTMLDivElement;
  private readonly sky = new DomSky();
  /** The planet built a piece per task; `data-built` once it is whole. */
  private readonly building = new PiecewiseWork(() => {
    this.root.dataset.built = 'true';
  });

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
    this.motionQuery = window.matchMedia?.(REDUCED_MOTION_QUERY);

    this.svg = createGlobeSvg();

    this.standing = document.createElement('div');
    this.standing.className = 'dom-planet__standing';

    this.root.append(this.sky.element, this.svg.glow, this.svg.globe, this.standing);
    host.appendChild(this.root);
    this.motionQuery?.addEventListener('change', this.onMotion);
    window.addEventListener('resize', this.onResize);
    for (const type of INTERACTIONS)
      window.addEventListener(type, this.onInteraction, { capture: true, passive: true });
    this.applyMotion();
    // The globe, its glow and the sky are up at once; the ground, the pictures and the stars
    // follow, a piece per task, so that no task is long on a phone (issue 17: building it all at
    // once was one task of 200-540 ms at Lighthouse's 4x slowdown).
    // The geography too is made a land per task.
    const geography = geographyInSteps();
    this.building.add([
      ...geography.steps,
      () => this.buildGround(geography.result()),
      () => this.sky.paint(),
      () => {
        this.sky.fill(this.layout, this.drawn.width, this.drawn.height);
        this.applyMotion();
      },
    ]);
  }

  /**
   * The ground's shapes; then, a task each: the ground drawn where the globe stands, each kind of
   * picture painted, and the pictures placed a batch at a time.
   */
  private buildGround(geography: Geography) {
    this.geography = geography;
    this.groundPaths.push(...groundElements(geography, this.svg.ground));
    const specs = standeeSpecs(geography);
    const maker = standeeMaker(this.standing);
    const kinds = [...new Set(specs.map((spec) => spec.key))];
    const batches: (() => void)[] = [];
    for (let i = 0; i < specs.length; i += PICTURES_PER_TASK) {
      const batch = specs.slice(i, i + PICTURES_PER_TASK);
      batches.push(() => {
        const made = batch.map((spec) => maker.make(spec));
        this.standees.push(...made);
        this.placeLastDrawn(made);
      });
    }
    this.building.add([() => this.redraw(), ...kinds.map((key) => () => maker.paint(key)), ...batches], true);
  }

  /** Draws everything again at the next drawing, ground and all. */
  private redraw() {
    this.drawn.spin = Number.NaN;
    this.wake();
  }

  /** Puts pictures just made where the globe, as last drawn, has them. */
  private placeLastDrawn(standees: readonly Standee[]) {
    const { radius, tilt } = this.layout;
    if (radius < 2 || Number.isNaN(this.drawn.spin)) return;
    const { spin, cloudSpin } = this.drawn;
    this.place(standees, rotation(spin, tilt), rotation(spin - cloudSpin, tilt));
  }

  /** Puts pictures where the globe turned by `m` has them; clouds where `cloudTurn` has them. */
  private place(standees: readonly Standee[], m: Rotation, cloudTurn: Rotation) {
    for (const standee of standees)
      placeStandee(standee, standee.cloud ? cloudTurn : m, this.layout, this.point, this.placement);
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
    for (const stop of this.svg.glowStops) stop.style.stopColor = cssColor(LAND_COLORS[level].glow);
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
    this.building.stop();
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
      this.sky.standStill();
      this.svg.glow.style.opacity = '1';
    } else this.shine(this.waited);
    this.wake();
  }

  /** The stars' and the glow's brightness `time` ms into the wait. */
  private shine(time: number) {
    this.sky.shine(time);
    setOpacity(this.svg.glow, breathe(time));
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

  private relayout(width: number, height: number) {
    this.layout = planetLayout(width, height);
    layoutGlobeSvg(this.svg, this.layout, width, height);
    this.sky.place(this.layout, width, height);
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
      for (const standee of this.standees)
        if (standee.cloud) placeStandee(standee, cloudTurn, this.layout, this.point, this.placement);
      return;
    }
    const m = rotation(spin, tilt);
    const hiddenLands = new Set(
      (this.geography?.lands ?? [])
        .filter((land) => turn(m, land.center, this.point).z < -0.55)
        .flatMap((land) => land.ground),
    );
    for (const { path, shape } of this.groundPaths) {
      const d = hiddenLands.has(shape) ? '' : groundPath(m, shape, radius, this.point);
      path.setAttribute('d', d);
      if (shape.kind === 'line') path.setAttribute('stroke-width', String(Math.max(1, shape.width * radius)));
    }
    this.place(this.standees, m, cloudTurn);
  }
}
