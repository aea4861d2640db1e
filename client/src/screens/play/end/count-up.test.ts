import { describe, expect, it } from 'vitest';
import {
  countUpDuration,
  countUpValue,
  gemCountUp,
  gemStepSize,
  MAX_GEM_COUNT_MS,
  scoreCountUp,
} from './count-up';

describe('score count-up', () => {
  it('counts over 1500 ms in 20 ms steps and ends exactly at the total', () => {
    const count = scoreCountUp(1234);
    expect(count.stepMs).toBe(20);
    expect(count.values).toHaveLength(75);
    expect(countUpDuration(count)).toBe(1500);
    expect(count.values.at(-1)).toBe(1234);
    expect(count.values[0]).toBe(Math.round(1234 / 75));
  });

  it('never goes down and ends at the total for odd and small totals', () => {
    for (const total of [1, 7, 74, 75, 76, 999, 123457, 12.5]) {
      const { values } = scoreCountUp(total);
      expect(values.at(-1)).toBe(total);
      for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    }
  });

  it('shows 0 before the first step, each step after 20 ms, and the total from 1500 ms on', () => {
    const count = scoreCountUp(750);
    expect(countUpValue(count, 0)).toBe(0);
    expect(countUpValue(count, 19)).toBe(0);
    expect(countUpValue(count, 20)).toBe(10);
    expect(countUpValue(count, 41)).toBe(20);
    expect(countUpValue(count, 1499)).toBe(740);
    expect(countUpValue(count, 1500)).toBe(750);
    expect(countUpValue(count, 99999)).toBe(750);
  });

  it('has nothing to count for a score of 0', () => {
    expect(scoreCountUp(0).values).toEqual([]);
    expect(countUpValue(scoreCountUp(0), 500)).toBe(0);
  });
});

describe('gem count-up', () => {
  it('adds 5 gems per 100 ms', () => {
    const count = gemCountUp(100);
    expect(count.stepMs).toBe(100);
    expect(count.values).toEqual(Array.from({ length: 20 }, (_, i) => 5 * (i + 1)));
    expect(countUpDuration(count)).toBe(2000);
    expect(countUpValue(count, 250)).toBe(10);
  });

  it('ends exactly at a prize that is not a multiple of 5', () => {
    expect(gemCountUp(12).values).toEqual([5, 10, 12]);
  });

  it('takes bigger steps (multiples of 5) for big prizes so it ends within the cap', () => {
    expect(gemStepSize(150)).toBe(5);
    expect(gemStepSize(200)).toBe(10);
    expect(gemStepSize(500)).toBe(20);
    for (const prize of [150, 200, 300, 500, 800, 2000, 99999]) {
      const count = gemCountUp(prize);
      expect(countUpDuration(count)).toBeLessThanOrEqual(MAX_GEM_COUNT_MS);
      expect(count.values.at(-1)).toBe(prize);
      expect(gemStepSize(prize) % 5).toBe(0);
    }
  });

  it('has nothing to count without a prize', () => {
    expect(gemCountUp(0).values).toEqual([]);
  });
});
