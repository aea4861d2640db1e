import { describe, expect, it } from 'vitest';
import {
  ALL_SLOTS,
  difficultiesOffered,
  isDifficultyOffered,
  landSlot,
  landsWithShape,
  slideIndex,
  slotAtSlide,
} from './lands';

describe('lands', () => {
  it('lays out the twelve slots with their shapes and names', () => {
    expect(ALL_SLOTS.map((s) => `${s.level}.${s.slot} ${s.shape} ${s.name}`)).toEqual([
      '1.1 single-pair Volga',
      '1.2 l-shape-2pairs Nile',
      '1.3 arc-3pairs Mississippi',
      '1.4 one-square-4-pairs-only Amazon',
      '2.1 one-square Angel',
      '2.2 2-squares Victoria',
      '2.3 3-squares-l-shape Yosemite',
      '2.4 4-squares Niagara',
      '3.1 2-squares Mont Blanc',
      '3.2 3-squares-l-shape Ararat',
      '3.3 4-squares Kilimanjaro',
      '3.4 6-squares Everest',
    ]);
  });

  it('numbers slides 4*(level-1)+shape+1, from 2 to 13', () => {
    expect(slideIndex(1, 1)).toBe(2);
    expect(slideIndex(3, 4)).toBe(13);
    expect(ALL_SLOTS.map((s) => s.slideIndex)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const slot of ALL_SLOTS) expect(slotAtSlide(slot.slideIndex)).toEqual(slot);
    expect(slotAtSlide(1)).toBeUndefined();
    expect(slotAtSlide(14)).toBeUndefined();
    expect(slotAtSlide(2.5)).toBeUndefined();
    expect(landSlot(2, 3).shape).toBe('3-squares-l-shape');
  });

  it('hides difficulties above land number + 1', () => {
    expect(difficultiesOffered(1)).toEqual([1, 2]);
    expect(difficultiesOffered(2)).toEqual([1, 2, 3]);
    expect(difficultiesOffered(3)).toEqual([1, 2, 3, 4]);
    expect(isDifficultyOffered(1, 3)).toBe(false);
    expect(isDifficultyOffered(2, 3)).toBe(true);
  });

  it('knows the shapes that two lands share', () => {
    expect(landsWithShape('2-squares')).toEqual([2, 3]);
    expect(landsWithShape('6-squares')).toEqual([3]);
    expect(landsWithShape('single-pair')).toEqual([1]);
  });
});
