// The planet behind intro and home: a globe with the three lands on it, stars twinkling round it
// and a soft glow, turning gently while it waits. When React sends 'planet:land' it turns so that
// land faces the player. It knows nothing of the game's rules; it draws what it is told.
//
// The globe is drawn in 2D each frame from 3D points (planet/globe.ts): the sea is a shaded
// picture of a ball, the ground is filled by a Graphics from the turned outlines, and everything
// standing on the ground is a picture placed, leaned and ordered by where its point turned to.
// With prefers-reduced-motion the globe stands still (no idle turn, drifting clouds or twinkling)
// and a new land is shown at once.

import type { LandLevel } from '@numberland/engine';
import * as Phaser from 'phaser';
import { emit, on } from '../events';
import { buildGeography, type Feature, type Geography, LAND_COLORS } from '../planet/geography';
import {
  clamp,
  fromLonLat,
  LAND_LONGITUDE,
  nearestSpin,
  type PlanetLayout,
  type Projected,
  planetLayout,
  type Rotation,
  rotation,
  seededRandom,
  turn,
  type Vec3,
} from '../planet/globe';
import { GroundPainter, standOnGlobe } from '../planet/globe-drawing';
import { SCENE_KEYS } from '../scene-keys';
import { REGISTRY } from './Boot';
import { atlasFrame, PLANET_ATLAS, planetTexture } from './Preloader';

/** How the planet moves. Angles in radians, times in ms. */
export const PLANET_MOTION = {
  /** The turn to a new land: at least this long, longer for a longer way round, eased. */
  turnMin: 700,
  turnMax: 1200,
  turnEase: 'Cubic.easeInOut',
  /** The idle turn: the globe rocks gently either side of the land that faces the player. */
  swayAngle: 0.07,
  swayPeriod: 14_000,
  /** Clouds drift round the globe, a full turn in about three minutes. */
  cloudSpeed: 0.000035,
  fadeIn: 700,
} as const;

const DEPTH = { stars: 0, glow: 1, ocean: 2, ground: 3, shade: 3.5, features: 4, clouds: 6 } as const;

const STAR_COUNT = 28;
const WATERFALL_ANIMATION = 'planet-waterfall';
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

interface Placed {
  readonly sprite: Phaser.GameObjects.Image | Phaser.GameObjects.Sprite;
  readonly feature: Feature;
  /** Display height ÷ texture height at radius 1. */
  readonly unit: number;
}

interface Cloud {
  readonly image: Phaser.GameObjects.Image;
  readonly at: Vec3;
  readonly unit: number;
}

export class Planet extends Phaser.Scene {
  private geography!: Geography;
  private layout!: PlanetLayout;
  /** The spin that faces the player, tweened on a turn; the sway is added when drawn. */
  private readonly view = { spin: LAND_LONGITUDE[1], glow: 0 };
  private sway = 0;
  private cloudSpin = 0;
  private idleTime = 0;
  /** Frames in a row in which nothing moved. */
  private stillFrames = 0;
  private level: LandLevel | undefined;
  private reducedMotion = false;

  private ocean!: Phaser.GameObjects.Image;
  private shade!: Phaser.GameObjects.Image;
  private glow!: Phaser.GameObjects.Image;
  private ground!: Phaser.GameObjects.Graphics;
  private placed: Placed[] = [];
  private clouds: Cloud[] = [];
  private stars: Phaser.GameObjects.Image[] = [];
  private turnTween: Phaser.Tweens.Tween | undefined;
  private glowTween: Phaser.Tweens.Tween | undefined;
  private idleTweens: Phaser.Tweens.Tween[] = [];
  private glowFrom = LAND_COLORS[1].glow;
  private glowTo = LAND_COLORS[1].glow;

  /** What the last drawing was made for. */
  private readonly drawn = { spin: Number.NaN, cloudSpin: 0, tilt: 0, radius: 0, cx: 0, cy: 0 };
  // Scratch space for the drawing loop, so a frame allocates nothing.
  private readonly point: Projected = { x: 0, y: 0, z: 0 };
  private readonly painter = new GroundPainter();

  constructor() {
    super(SCENE_KEYS.planet);
  }

  create() {
    this.geography = buildGeography();
    this.layout = planetLayout(this.scale.width, this.scale.height);
    this.reducedMotion = this.registry.get(REGISTRY.reducedMotion) === true;

    this.stars = Array.from({ length: STAR_COUNT }, () =>
      this.add.image(0, 0, PLANET_ATLAS, atlasFrame('sparkle')).setDepth(DEPTH.stars),
    );
    this.glow = this.add.image(0, 0, planetTexture('glow')).setDepth(DEPTH.glow);
    this.ocean = this.add.image(0, 0, planetTexture('ocean')).setDepth(DEPTH.ocean);
    this.ground = this.add.graphics().setDepth(DEPTH.ground);
    this.shade = this.add.image(0, 0, planetTexture('shade')).setDepth(DEPTH.shade);
    this.createFeatures();
    this.clouds = CLOUDS.map(([lon, lat, size]) => {
      const image = this.add
        .image(0, 0, PLANET_ATLAS, atlasFrame('cloud'))
        .setOrigin(0.5, 0.5)
        .setAlpha(0.92);
      const at = fromLonLat((lon * Math.PI) / 180, (lat * Math.PI) / 180);
      return { image, at, unit: size / image.width };
    });

    this.relayout();
    this.applyMotion();
    this.draw();

    const offLand = on('planet:land', ({ level }) => {
      this.wake();
      this.showLand(level);
    });
    const onResize = () => this.relayout();
    const onMotion = (_parent: unknown, value: unknown) => {
      this.wake();
      this.reducedMotion = value === true;
      this.applyMotion();
    };
    // A sleeping loop does not look at the window's size: wake it to.
    const onWindowResize = () => this.wake();
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.registry.events.on(`changedata-${REGISTRY.reducedMotion}`, onMotion);
    window.addEventListener('resize', onWindowResize);
    // Let go of the shared bus and the game's emitters when the scene stops or the game is
    // destroyed (which ends scenes with DESTROY, not SHUTDOWN).
    let listening = true;
    const stopListening = () => {
      if (!listening) return;
      listening = false;
      offLand();
      window.removeEventListener('resize', onWindowResize);
      this.scale?.off(Phaser.Scale.Events.RESIZE, onResize);
      this.registry?.events.off(`changedata-${REGISTRY.reducedMotion}`, onMotion);
    };
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stopListening);
    this.events.once(Phaser.Scenes.Events.DESTROY, stopListening);

    // Arrive softly: the page's gradient has been showing until now.
    this.cameras.main.setAlpha(0);
    this.tweens.add({
      targets: this.cameras.main,
      alpha: 1,
      duration: PLANET_MOTION.fadeIn,
      ease: 'Sine.easeOut',
    });

    emit('scene:ready', { scene: SCENE_KEYS.planet });
  }

  override update(_time: number, delta: number) {
    if (!this.reducedMotion) {
      this.idleTime += delta;
      this.sway =
        PLANET_MOTION.swayAngle * Math.sin((this.idleTime / PLANET_MOTION.swayPeriod) * Math.PI * 2);
      this.cloudSpin += delta * PLANET_MOTION.cloudSpeed;
    }
    const changed = this.draw();
    // A still globe (reduced motion, nothing turning or fading) needs no more frames: the loop
    // sleeps until a new land, a resize or a change of the motion setting wakes it.
    if (this.reducedMotion && !changed && this.tweens.getTweens().length === 0) this.stillFrames++;
    else this.stillFrames = 0;
    if (this.stillFrames > 2) this.game.loop.sleep();
  }

  private wake() {
    this.stillFrames = 0;
    if (this.game && !this.game.loop.running) this.game.loop.wake();
  }

  /** Turn so the land faces the player: at once the first time and with reduced motion, else eased. */
  private showLand(level: LandLevel) {
    const first = this.level === undefined;
    if (level === this.level) return;
    this.level = level;
    const target = nearestSpin(this.view.spin, LAND_LONGITUDE[level]);
    this.turnTween?.stop();
    this.glowTween?.stop();
    this.glowFrom = this.glowColor();
    this.glowTo = LAND_COLORS[level].glow;
    if (first || this.reducedMotion) {
      this.view.spin = target;
      this.view.glow = 1;
      this.tintGlow();
      return;
    }
    const distance = Math.abs(target - this.view.spin) / Math.PI;
    const duration = clamp(
      PLANET_MOTION.turnMin + (PLANET_MOTION.turnMax - PLANET_MOTION.turnMin) * distance,
      PLANET_MOTION.turnMin,
      PLANET_MOTION.turnMax,
    );
    this.turnTween = this.tweens.add({
      targets: this.view,
      spin: target,
      duration,
      ease: PLANET_MOTION.turnEase,
    });
    this.view.glow = 0;
    this.glowTween = this.tweens.add({
      targets: this.view,
      glow: 1,
      duration,
      ease: 'Sine.easeInOut',
      onUpdate: () => this.tintGlow(),
    });
  }

  private glowColor(): number {
    const t = this.view.glow;
    const mix = (shift: number) =>
      Math.round(((this.glowFrom >> shift) & 0xff) * (1 - t) + ((this.glowTo >> shift) & 0xff) * t);
    return (mix(16) << 16) | (mix(8) << 8) | mix(0);
  }

  private tintGlow() {
    this.glow.setTint(this.glowColor());
  }

  /** Idle motion on or off: twinkling stars, a breathing glow, falling water. */
  private applyMotion() {
    for (const tween of this.idleTweens) tween.stop();
    this.idleTweens = [];
    const random = seededRandom(11);
    if (this.reducedMotion) {
      this.sway = 0;
      for (const star of this.stars) star.setAlpha(0.55 + random() * 0.3);
      this.glow.setAlpha(1);
      for (const { sprite } of this.placed) if (sprite instanceof Phaser.GameObjects.Sprite) sprite.stop();
      return;
    }
    for (const star of this.stars) {
      star.setAlpha(0.2);
      this.idleTweens.push(
        this.tweens.add({
          targets: star,
          alpha: { from: 0.15, to: 0.95 },
          duration: 900 + random() * 1600,
          delay: random() * 2500,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.easeInOut',
        }),
      );
    }
    this.idleTweens.push(
      this.tweens.add({
        targets: this.glow,
        alpha: { from: 1, to: 0.75 },
        duration: 3200,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      }),
    );
    for (const { sprite } of this.placed) {
      if (sprite instanceof Phaser.GameObjects.Sprite) sprite.play(WATERFALL_ANIMATION);
    }
  }

  private createFeatures() {
    if (!this.anims.exists(WATERFALL_ANIMATION)) {
      this.anims.create({
        key: WATERFALL_ANIMATION,
        frames: [0, 1, 2].map((frame) => ({ key: PLANET_ATLAS, frame: atlasFrame('waterfall', frame) })),
        frameRate: 9,
        repeat: -1,
      });
    }
    const all = [...this.geography.seaFeatures, ...this.geography.lands.flatMap((land) => land.features)];
    this.placed = all.map((feature) => {
      const frame = atlasFrame(feature.texture);
      const sprite =
        feature.texture === 'waterfall'
          ? this.add.sprite(0, 0, PLANET_ATLAS, frame)
          : this.add.image(0, 0, PLANET_ATLAS, frame);
      sprite.setOrigin(0.5, 0.96).setFlipX(feature.flip);
      return { sprite, feature, unit: feature.size / sprite.height };
    });
  }

  /** Place everything for the frame's size: the globe, its glow and the stars in the sky above it. */
  private relayout() {
    const { width, height } = this.scale;
    this.layout = planetLayout(width, height);
    const { cx, cy, radius } = this.layout;
    this.ocean.setPosition(cx, cy).setDisplaySize(radius * 2, radius * 2);
    this.shade.setPosition(cx, cy).setDisplaySize(radius * 2, radius * 2);
    this.ground.setPosition(cx, cy);
    // The glow's brightest ring (at 0.78 of the picture's radius) sits on the globe's rim.
    const glowSize = (radius * 2) / 0.78;
    this.glow.setPosition(cx, cy).setDisplaySize(glowSize, glowSize);
    // Stars: anywhere in the sky above the globe and its glow, the same places on every visit.
    const random = seededRandom(5);
    const skyBottom = Math.max(height * 0.2, cy - radius * 1.2);
    for (const star of this.stars) {
      const x = random() * width;
      const y = height * 0.03 + random() * (skyBottom - height * 0.03);
      const size = 10 + random() * 16;
      star.setPosition(x, y).setDisplaySize(size, size);
    }
  }

  /** Draws the frame; false when nothing has moved since the last one (and nothing was drawn). */
  private draw(): boolean {
    const { radius, tilt, cx, cy } = this.layout;
    if (radius < 2) return false;
    // Nothing moved (a still globe with reduced motion): the last frame's drawing stands.
    const spin = this.view.spin + this.sway;
    const drawn = this.drawn;
    if (
      drawn.spin === spin &&
      drawn.cloudSpin === this.cloudSpin &&
      drawn.tilt === tilt &&
      drawn.radius === radius &&
      drawn.cx === cx &&
      drawn.cy === cy
    )
      return false;
    Object.assign(drawn, { spin, cloudSpin: this.cloudSpin, tilt, radius, cx, cy });
    const m = rotation(spin, tilt);
    const g = this.ground;
    g.clear();
    for (const shape of this.geography.seas) this.painter.paint(this.ground, m, shape, this.layout.radius);
    for (const land of this.geography.lands) {
      // A land whose middle is well round the back cannot show any of its ground.
      if (turn(m, land.center, this.point).z < -0.55) continue;
      for (const shape of land.ground) this.painter.paint(this.ground, m, shape, this.layout.radius);
    }
    for (const placed of this.placed) this.placeFeature(m, placed);
    this.placeClouds();
    return true;
  }

  private placeFeature(m: Rotation, { sprite, feature, unit }: Placed) {
    const p = turn(m, feature.at, this.point);
    standOnGlobe(sprite, p, this.layout, {
      height: 1,
      unit,
      tall: feature.size,
      depth: DEPTH.features,
      lean: true,
      alpha: 1,
    });
  }

  private placeClouds() {
    const m = rotation(this.view.spin + this.sway - this.cloudSpin, this.layout.tilt);
    for (const cloud of this.clouds) {
      const p = turn(m, cloud.at, this.point);
      standOnGlobe(cloud.image, p, this.layout, {
        height: CLOUD_HEIGHT,
        unit: cloud.unit,
        tall: 0,
        depth: DEPTH.clouds,
        lean: false,
        alpha: 0.92,
      });
    }
  }
}
