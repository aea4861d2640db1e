import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import no from '../../../i18n/locales/no.json';
import { bonusLines } from './bonus-lines';

const score = (over: Partial<Parameters<typeof bonusLines>[0]> = {}) => ({
  total: 0,
  cells: 1234,
  timeBonus: 0,
  finalBonus: 0,
  specialSquareBonus: 0,
  reveals: 0,
  hints: 0,
  reductionPercent: 0,
  ...over,
});

describe('bonusLines', () => {
  it('says nothing when no bonus was won: the score is the points from play', () => {
    expect(bonusLines(score())).toEqual([]);
  });

  it('shows the time bonus as its own line after the points from play', () => {
    expect(bonusLines(score({ timeBonus: 300, total: 1534 }))).toEqual([
      { key: 'end.cellPoints', amount: 1234, added: false },
      { key: 'end.timeBonus', amount: 300, added: true },
    ]);
  });

  it('lists every bonus won, and the lines add up to the total', () => {
    const s = score({
      timeBonus: 800,
      finalBonus: 1234,
      specialSquareBonus: 617,
      total: 1234 + 800 + 1234 + 617,
    });
    const lines = bonusLines(s);
    expect(lines.map((l) => l.key)).toEqual([
      'end.cellPoints',
      'end.timeBonus',
      'end.allStarsBonus',
      'end.specialSquareBonus',
    ]);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(s.total);
  });

  it('has its words in English and Norwegian', () => {
    for (const locale of [en, no]) {
      for (const key of ['cellPoints', 'timeBonus', 'allStarsBonus', 'specialSquareBonus'] as const) {
        expect(locale.end[key]).toMatch(/\S/);
      }
    }
    expect(no.end.timeBonus).not.toBe(en.end.timeBonus);
  });
});
