// The page planet's stars (dom-planet.ts): small images of one painted sparkle, each
// twinkling on its own, at the same places of the sky on every visit.

import { SPRITE_ART } from './art';
import { type Painted, painted, pictureOf } from './dom-parts';
import { type PlanetLayout, seededRandom } from './globe';

const STAR_COUNT = 28;

export interface Star {
  readonly picture: HTMLImageElement;
  /** One way, dim to bright, in ms; and when it starts. */
  readonly duration: number;
  readonly delay: number;
  /** Its brightness when the sky stands still. */
  readonly still: number;
}

/** The sparkle every star shows, painted once: a task's worth on a phone. */
export const paintSparkle = (): Painted => painted(SPRITE_ART.sparkle);

/** The stars, added to `sky`. */
export function createStars(sky: HTMLElement, sparkle: Painted): Star[] {
  const random = seededRandom(11);
  const stars: Star[] = [];
  for (let i = 0; i < STAR_COUNT; i++) {
    const picture = pictureOf(sparkle, 'dom-planet__star');
    stars.push({
      picture,
      duration: 900 + random() * 1600,
      delay: random() * 2500,
      still: 0.55 + random() * 0.3,
    });
    sky.appendChild(picture);
  }
  return stars;
}

/** Stars anywhere in the sky above the globe and its glow, in a frame `width` by `height`. */
export function placeStars(stars: readonly Star[], layout: PlanetLayout, width: number, height: number) {
  const { cy, radius } = layout;
  const random = seededRandom(5);
  const skyBottom = Math.max(height * 0.2, cy - radius * 1.2);
  for (const { picture: star } of stars) {
    const x = random() * width;
    const y = height * 0.03 + random() * (skyBottom - height * 0.03);
    const size = 10 + random() * 16;
    star.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px) scale(${size / star.width})`;
  }
}
