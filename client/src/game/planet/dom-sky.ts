// The page planet's sky (dom-planet.ts): its stars are small images of one painted sparkle, each
// twinkling on its own, at the same places of the sky on every visit.

import { SPRITE_ART } from './art';
import { type Painted, painted, pictureOf, setOpacity } from './dom-parts';
import { type PlanetLayout, seededRandom } from './globe';
import { twinkle } from './motion';

const STAR_COUNT = 28;

interface Star {
  readonly picture: HTMLImageElement;
  /** One way, dim to bright, in ms; and when it starts. */
  readonly duration: number;
  readonly delay: number;
  /** Its brightness when the sky stands still. */
  readonly still: number;
}

/** The sky behind the globe: its element, and the stars in it once they are made. */
export class DomSky {
  readonly element: HTMLDivElement;
  private readonly stars: Star[] = [];
  private sparkle: Painted | undefined;

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'dom-planet__sky';
  }

  /** Paints the sparkle every star shows: a task's worth on a phone, before `fill`. */
  paint(): void {
    this.sparkle ??= painted(SPRITE_ART.sparkle);
  }

  /** The stars, made and placed in a frame `width` by `height` around the globe of `layout`. */
  fill(layout: PlanetLayout, width: number, height: number): void {
    this.paint();
    const random = seededRandom(11);
    for (let i = 0; i < STAR_COUNT; i++) {
      const picture = pictureOf(this.sparkle!, 'dom-planet__star');
      this.stars.push({
        picture,
        duration: 900 + random() * 1600,
        delay: random() * 2500,
        still: 0.55 + random() * 0.3,
      });
      this.element.appendChild(picture);
    }
    this.place(layout, width, height);
  }

  /** Stars anywhere in the sky above the globe and its glow, in a frame `width` by `height`. */
  place(layout: PlanetLayout, width: number, height: number): void {
    const { cy, radius } = layout;
    const random = seededRandom(5);
    const skyBottom = Math.max(height * 0.2, cy - radius * 1.2);
    for (const { picture: star } of this.stars) {
      const x = random() * width;
      const y = height * 0.03 + random() * (skyBottom - height * 0.03);
      const size = 10 + random() * 16;
      star.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px) scale(${size / star.width})`;
    }
  }

  /** Each star at its brightness in the still sky (reduced motion). */
  standStill(): void {
    for (const star of this.stars) star.picture.style.opacity = String(star.still);
  }

  /** Each star's brightness `time` ms into the wait. */
  shine(time: number): void {
    for (const star of this.stars) setOpacity(star.picture, twinkle(star, time));
  }
}
