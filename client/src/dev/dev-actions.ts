// The hidden development shortcuts (spec section 6): g then a adds 1000 gems, g then r sets gems
// to 0, d then r resets the daily reward. What each does to the balance is a plain function here.

import type { KeySequence } from './key-sequence';

export type DevAction = 'addGems' | 'zeroGems' | 'resetDaily';

export const DEV_SEQUENCES: readonly KeySequence<DevAction>[] = [
  { keys: ['g', 'a'], action: 'addGems' },
  { keys: ['g', 'r'], action: 'zeroGems' },
  { keys: ['d', 'r'], action: 'resetDaily' },
];

/** Gems the g a shortcut adds. */
export const DEV_GEMS_ADDED = 1000;

/** The balance after a gem shortcut. */
export function devGemTotal(action: 'addGems' | 'zeroGems', gems: number): number {
  return action === 'addGems' ? gems + DEV_GEMS_ADDED : 0;
}
