// What is on the planet, as data: the three lands' ground (coasts, fields, forests, snowfields,
// rivers, lakes), the things standing on them (trees, houses, waterfalls, mountains), little
// islands, waves and the polar cap. Shapes are drawn in flat (east, north) offsets around a centre
// and wrapped onto the sphere once; the scene only turns and draws them. Seeded, so the planet is
// the same on every visit.

import { autumnland, summerland, winterland } from './geography-lands';
import { seas } from './geography-seas';
import type { Geography, Land } from './geography-types';
import { seededRandom } from './globe';

export {
  FEATURE_TEXTURES,
  type Feature,
  type FeatureTexture,
  type Geography,
  type Ground,
  LAND_COLORS,
  type Land,
} from './geography-types';

export interface GeographyInSteps {
  /** To be run in order, one per task if need be: each land, then the seas around them. */
  readonly steps: readonly (() => void)[];
  /** The geography, once every step has run. */
  result(): Geography;
}

/**
 * The planet's geography made in steps (issue 17: made at once it was one long task on a phone):
 * the lands draw from one seeded sequence in turn, so the steps must keep their order.
 */
export function geographyInSteps(seed = 7): GeographyInSteps {
  const random = seededRandom(seed);
  const lands: Land[] = [];
  let made: Geography | undefined;
  return {
    steps: [
      () => lands.push(summerland(random)),
      () => lands.push(autumnland(random)),
      () => lands.push(winterland(random)),
      () => {
        const sea = seas(random, lands);
        made = { lands, seas: sea.ground, seaFeatures: sea.features };
      },
    ],
    result() {
      if (!made) throw new Error('geography: a step has not run');
      return made;
    },
  };
}

export function buildGeography(seed = 7): Geography {
  const inSteps = geographyInSteps(seed);
  for (const step of inSteps.steps) step();
  return inSteps.result();
}
