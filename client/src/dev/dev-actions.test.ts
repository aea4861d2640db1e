import { describe, expect, it } from 'vitest';
import { DEV_SEQUENCES, devGemTotal } from './dev-actions';
import { NO_KEYS, pressKey } from './key-sequence';

describe('development shortcuts', () => {
  it('g a adds 1000 gems, g r sets them to 0', () => {
    expect(devGemTotal('addGems', 500)).toBe(1500);
    expect(devGemTotal('zeroGems', 500)).toBe(0);
  });

  it.each([
    ['g', 'a', 'addGems'],
    ['g', 'r', 'zeroGems'],
    ['d', 'r', 'resetDaily'],
  ])('%s then %s is %s', (first, second, action) => {
    const { state } = pressKey(NO_KEYS, first, 0, DEV_SEQUENCES);
    expect(pressKey(state, second, 300, DEV_SEQUENCES).matched).toBe(action);
  });
});
