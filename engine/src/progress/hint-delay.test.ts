import { describe, expect, it } from 'vitest';
import { SMART_HINT_DELAY_BASE_MS } from '../constants';
import { SMART_HINT_DELAY_VALUES, smartHintDelayMs } from './hint-delay';

describe('SMART_HINT_DELAY_VALUES', () => {
  it('has one value per step, 5 to 10, rising in pairs', () => {
    expect(SMART_HINT_DELAY_VALUES).toHaveLength(36);
    expect(SMART_HINT_DELAY_VALUES[0]).toBe(5);
    expect(SMART_HINT_DELAY_VALUES[35]).toBe(10);
    expect(new Set(SMART_HINT_DELAY_VALUES)).toEqual(new Set([5, 6, 7, 8, 9, 10]));
    for (let i = 0; i < 36; i += 2) expect(SMART_HINT_DELAY_VALUES[i + 1]).toBe(SMART_HINT_DELAY_VALUES[i]);
    for (let i = 1; i < 36; i++)
      expect(SMART_HINT_DELAY_VALUES[i]!).toBeGreaterThanOrEqual(SMART_HINT_DELAY_VALUES[i - 1]!);
  });
});

describe('smartHintDelayMs', () => {
  it("is 1000 x the next step's value + 23000 ms", () => {
    expect(SMART_HINT_DELAY_BASE_MS).toBe(23000);
    expect(smartHintDelayMs(0)).toBe(28000);
    expect(smartHintDelayMs(4)).toBe(28000);
    expect(smartHintDelayMs(5)).toBe(29000); // step 6 has 6
    expect(smartHintDelayMs(6)).toBe(29000);
    expect(smartHintDelayMs(29)).toBe(33000); // step 30 has 10
    expect(smartHintDelayMs(34)).toBe(33000);
  });

  it('uses its own value at the last step', () => {
    expect(smartHintDelayMs(35)).toBe(33000);
  });

  it('clamps an index outside the sequence into it', () => {
    expect(smartHintDelayMs(-1)).toBe(smartHintDelayMs(0));
    expect(smartHintDelayMs(99)).toBe(smartHintDelayMs(35));
    expect(smartHintDelayMs(Number.NaN)).toBe(smartHintDelayMs(0));
    expect(smartHintDelayMs(5.7)).toBe(smartHintDelayMs(5));
  });
});
