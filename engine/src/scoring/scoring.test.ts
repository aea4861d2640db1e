import { describe, expect, it } from 'vitest';
import {
  bonusTier,
  cellPoints,
  finalBonus,
  hintReduction,
  reductionPercent,
  specialSquareBonus,
  timeBonus,
  timeLeftShare,
} from './scoring';

describe('scoring', () => {
  it('each hint takes 5% off', () => {
    expect(hintReduction(0)).toBe(1);
    expect(hintReduction(2)).toBeCloseTo(0.9025, 6);
    expect(reductionPercent(0)).toBe(0);
    expect(reductionPercent(1)).toBe(5);
    expect(reductionPercent(3)).toBe(14);
  });

  it('the time left is a share of the limit, and the limit grows in 10% steps once over', () => {
    expect(timeLeftShare(0, 100)).toBe(1);
    expect(timeLeftShare(25, 100)).toBeCloseTo(0.75, 9);
    // 105 s of a 100 s limit: the limit becomes 110 s.
    expect(timeLeftShare(105, 100)).toBeCloseTo(5 / 110, 9);
    // 125 s: 110 and 120 are passed, 130 s is the limit.
    expect(timeLeftShare(125, 100)).toBeCloseTo(5 / 130, 9);
    expect(timeLeftShare(100, 100)).toBeCloseTo(10 / 110, 9);
  });

  it('a cell scores difficulty x 0.95^hints / cells / 150 times the time factor, x 1,000', () => {
    // 120 / 12 / 150 = 0.0667; (1 + 0.75) / ((15 + 45) / 60) = 1.75; x 1000 = 116.7.
    expect(
      cellPoints({
        difficulty: 120,
        hintsUsed: 0,
        cellsToSolve: 12,
        playSeconds: 25,
        limitSeconds: 100,
        sinceLastSolved: 45,
      }),
    ).toBe(117);
    expect(
      cellPoints({
        difficulty: 120,
        hintsUsed: 1,
        cellsToSolve: 12,
        playSeconds: 25,
        limitSeconds: 100,
        sinceLastSolved: 45,
      }),
    ).toBe(111);
    // Quicker cells score more: 15 s since the last gives a pace of 0.5.
    expect(
      cellPoints({
        difficulty: 120,
        hintsUsed: 0,
        cellsToSolve: 12,
        playSeconds: 25,
        limitSeconds: 100,
        sinceLastSolved: 15,
      }),
    ).toBe(233);
  });

  it('the time bonus is round(share x stars x 10) x 100, after hints', () => {
    expect(timeBonus(0.5, 3, 0)).toBe(1500);
    expect(timeBonus(0.5, 2, 0)).toBe(1000);
    expect(timeBonus(0.5, 3, 2)).toBe(1400);
    expect(timeBonus(0, 3, 0)).toBe(0);
  });

  it('tiers: perfect with all stars and no hints, lesser with hints, else none', () => {
    expect(bonusTier(3, 0)).toBe('perfect');
    expect(bonusTier(3, 1)).toBe('lesser');
    expect(bonusTier(2, 0)).toBe('none');
    expect(finalBonus(800, 'perfect')).toBe(800);
    expect(finalBonus(800, 'lesser')).toBe(400);
    expect(finalBonus(800, 'none')).toBe(0);
  });

  it('the special-square bonus needs the square in time', () => {
    expect(specialSquareBonus(600, 'perfect', true)).toBe(600);
    expect(specialSquareBonus(600, 'none', true)).toBe(300);
    expect(specialSquareBonus(600, 'perfect', false)).toBe(0);
  });
});
