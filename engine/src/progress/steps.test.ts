import { describe, expect, it } from 'vitest';
import { LAND_LEVELS } from '../constants';
import { difficultiesOffered } from '../lands';
import { firstStepOfLand, isStepIndex, LAST_STEP_INDEX, PROGRESS_STEPS, stepAt, stepIndexOf } from './steps';

const label = (s: { level: number; shape: number; difficulty: number }) =>
  `${s.level}.${s.shape}.${s.difficulty}`;

describe('PROGRESS_STEPS', () => {
  it('has 36 steps, all different', () => {
    expect(PROGRESS_STEPS).toHaveLength(36);
    expect(LAST_STEP_INDEX).toBe(35);
    expect(new Set(PROGRESS_STEPS.map(label)).size).toBe(36);
  });

  it("uses only each land's offered difficulties, all of them, with all four slots", () => {
    for (const level of LAND_LEVELS) {
      const inLand = PROGRESS_STEPS.filter((s) => s.level === level);
      const offered = difficultiesOffered(level);
      expect(inLand).toHaveLength(4 * offered.length);
      expect([...new Set(inLand.map((s) => s.difficulty))]).toEqual(offered);
    }
    expect(PROGRESS_STEPS.filter((s) => s.level === 1).map((s) => s.difficulty)).not.toContain(3);
    expect(PROGRESS_STEPS.filter((s) => s.level === 2).map((s) => s.difficulty)).not.toContain(4);
  });

  it('goes land by land, difficulty by difficulty, slots 1..4', () => {
    expect(PROGRESS_STEPS.slice(0, 10).map(label)).toEqual([
      '1.1.1',
      '1.2.1',
      '1.3.1',
      '1.4.1',
      '1.1.2',
      '1.2.2',
      '1.3.2',
      '1.4.2',
      '2.1.1',
      '2.2.1',
    ]);
    expect(PROGRESS_STEPS.slice(16, 24).map(label)).toEqual([
      '2.1.3',
      '2.2.3',
      '2.3.3',
      '2.4.3',
      '3.1.1',
      '3.2.1',
      '3.3.1',
      '3.4.1',
    ]);
    expect(label(PROGRESS_STEPS[35]!)).toBe('3.4.4');
    const keys = PROGRESS_STEPS.map((s) => s.level * 100 + s.difficulty * 10 + s.shape);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });
});

describe('stepIndexOf and stepAt', () => {
  it('round-trip over every step', () => {
    PROGRESS_STEPS.forEach((s, i) => {
      expect(stepIndexOf(s.level, s.shape, s.difficulty)).toBe(i);
      expect(stepAt(i)).toEqual(s);
    });
  });

  it('answer -1 / undefined outside the sequence', () => {
    expect(stepIndexOf(1, 1, 3)).toBe(-1); // land 1 offers easy and medium only
    expect(stepIndexOf(2, 4, 4)).toBe(-1);
    expect(stepIndexOf(1, 0, 1)).toBe(-1); // shape 0 = none
    expect(stepIndexOf(0, 1, 1)).toBe(-1);
    expect(stepIndexOf(3, 5, 1)).toBe(-1);
    expect(stepAt(-1)).toBeUndefined();
    expect(stepAt(36)).toBeUndefined();
    expect(stepAt(1.5)).toBeUndefined();
  });

  it('isStepIndex accepts integers 0..35 only', () => {
    expect([0, 35].map(isStepIndex)).toEqual([true, true]);
    expect([-1, 36, 0.5, Number.NaN].map(isStepIndex)).toEqual([false, false, false, false]);
  });

  it("finds each land's first step", () => {
    expect(LAND_LEVELS.map(firstStepOfLand)).toEqual([0, 8, 20]);
  });
});
