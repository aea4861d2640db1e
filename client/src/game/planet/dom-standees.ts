// The pictures standing on the page planet's ground (trees, houses, mountains...) and its clouds:
// pictures painted once from art.ts, placed on the turned globe by CSS transforms.

import { type Art, SPRITE_ART, type SpriteKey } from './art';
import { type Painted, painted, pictureOf } from './dom-parts';
import type { Feature, Geography } from './geography';
import {
  fromLonLat,
  type Placement,
  type PlanetLayout,
  type Projected,
  placeOnGlobe,
  type rotation,
  turn,
  type Vec3,
} from './globe';

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

/** A picture on the globe: an image, anchored at (originX, originY) of its size. */
export interface Standee {
  readonly picture: HTMLImageElement;
  readonly art: Art;
  readonly at: Vec3;
  readonly unit: number;
  readonly tall: number;
  readonly originY: number;
  readonly flip: boolean;
  readonly cloud: boolean;
}

/** What a picture is, before its image is made. */
export type StandeeSpec = Omit<Standee, 'picture'> & { readonly key: SpriteKey };

/** Every picture standing on the ground, then the clouds, as specs (cheap: no image yet). */
export function standeeSpecs(geography: Geography): StandeeSpec[] {
  const features: readonly Feature[] = [
    ...geography.seaFeatures,
    ...geography.lands.flatMap((land) => land.features),
  ];
  const specs: StandeeSpec[] = features.map((feature) => {
    const art = SPRITE_ART[feature.texture];
    return {
      key: feature.texture,
      art,
      at: feature.at,
      unit: feature.size / art.height,
      tall: feature.size,
      originY: 0.96,
      flip: feature.flip,
      cloud: false,
    };
  });
  for (const [lon, lat, size] of CLOUDS) {
    const art = SPRITE_ART.cloud;
    const at = fromLonLat((lon * Math.PI) / 180, (lat * Math.PI) / 180);
    specs.push({
      key: 'cloud',
      art,
      at,
      unit: size / art.width,
      tall: 0,
      originY: 0.5,
      flip: false,
      cloud: true,
    });
  }
  return specs;
}

/** Makes the pictures' images, each kind painted once and placed again wherever it stands. */
export interface StandeeMaker {
  /** Paints a kind of picture now, if it is not painted yet: a task's worth on a phone. */
  paint(key: SpriteKey): void;
  /** A picture of `spec`, added to the parent. */
  make(spec: StandeeSpec): Standee;
}

/** A maker of the pictures' images, added to `parent`. */
export function standeeMaker(parent: HTMLElement): StandeeMaker {
  const paintings = new Map<SpriteKey, Painted>();
  const paint = (key: SpriteKey): Painted => {
    let source = paintings.get(key);
    if (!source) {
      source = painted(SPRITE_ART[key]);
      paintings.set(key, source);
    }
    return source;
  };
  return {
    paint,
    make(spec) {
      const className = spec.cloud ? 'dom-planet__standee dom-planet__cloud' : 'dom-planet__standee';
      const picture = pictureOf(paint(spec.key), className);
      parent.appendChild(picture);
      const { key: _, ...standee } = spec;
      return { ...standee, picture };
    },
  };
}

/** Moves a picture to where the turned globe puts it (hidden behind the globe), into `at`. */
export function placeStandee(
  standee: Standee,
  m: ReturnType<typeof rotation>,
  layout: PlanetLayout,
  point: Projected,
  at: Placement,
): void {
  const { picture, art } = standee;
  const p = turn(m, standee.at, point);
  const how = standee.cloud
    ? { height: CLOUD_HEIGHT, unit: standee.unit, tall: 0, lean: false, alpha: CLOUD_ALPHA }
    : { height: 1, unit: standee.unit, tall: standee.tall, lean: true, alpha: 1 };
  if (!placeOnGlobe(p, layout, how, at)) {
    picture.style.visibility = 'hidden';
    return;
  }
  const left = at.x - art.width / 2;
  const top = at.y - art.height * standee.originY;
  const flip = standee.flip ? -1 : 1;
  const style = picture.style;
  style.visibility = 'visible';
  style.transformOrigin = `50% ${standee.originY * 100}%`;
  style.transform = `translate(${left}px, ${top}px) rotate(${at.rotation}rad) scale(${at.scale * flip}, ${at.scale})`;
  style.opacity = String(at.alpha);
  // Nearer pictures in front; clouds above everything on the ground. Set only when it changes:
  // a new order repaints the layer.
  const order = String(Math.round(at.near * 1000) + (standee.cloud ? 2000 : 0));
  if (style.zIndex !== order) style.zIndex = order;
}
