// The shapes of the celebration, drawn once and shared by every particle of a kind (each particle
// is a Graphics over one of these contexts, tinted and moved). Part of the Pixi chunk.

import { GraphicsContext } from 'pixi.js';
import type { ParticleKind } from './celebration-plan';

export type Shapes = Readonly<Record<ParticleKind, GraphicsContext>>;

export function makeShapes(): Shapes {
  return {
    // The big star that pops out behind a star as it appears.
    star: new GraphicsContext()
      .star(0, 0, 5, 34, 15, 0)
      .fill({ color: 0xffe066, alpha: 0.85 })
      .stroke({ width: 3, color: 0xffffff, alpha: 0.9 }),
    // A four-pointed twinkle; white, tinted per particle.
    spark: new GraphicsContext().star(0, 0, 4, 9, 3, 0).fill({ color: 0xffffff }),
    // A paper strip; white, tinted per particle.
    confetti: new GraphicsContext().rect(-6, -3.5, 12, 7).fill({ color: 0xffffff }),
    // The gem of the gem balance (ui/icons GemIcon), 24 px wide.
    gem: new GraphicsContext()
      .poly([-6, -9, 6, -9, 12, 0, 0, 12, -12, 0])
      .fill({ color: 0xe0218a })
      .stroke({ width: 1.6, color: 0x7a0a4a, join: 'round' })
      .poly([-12, 0, 12, 0], false)
      .poly([-2.5, -9, -4.5, 0, 0, 12, 4.5, 0, 2.5, -9], false)
      .stroke({ width: 1.2, color: 0x7a0a4a })
      .poly([-3, -6, 1, -6, -1, -2], true)
      .fill({ color: 0xffffff, alpha: 0.55 }),
  };
}

export function destroyShapes(shapes: Shapes): void {
  for (const context of Object.values(shapes)) context.destroy();
}
