import { resultMessage, type Stars, starCount } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { titleKey } from './title';

const ALL_STARS: Stars[] = [false, true].flatMap((time) =>
  [false, true].flatMap((noerrors) => [false, true].map((finished) => ({ time, noerrors, finished }))),
);

describe('end screen title', () => {
  it.each([
    [{ time: true, noerrors: true, finished: true }, 'end.title.perfect'],
    [{ time: true, noerrors: false, finished: true }, 'end.title.completedOnTime'],
    [{ time: false, noerrors: true, finished: true }, 'end.title.completedNoErrors'],
    [{ time: false, noerrors: false, finished: true }, 'end.title.completed'],
    [{ time: false, noerrors: false, finished: false }, 'end.title.failed'],
  ])('%o gives %s', (stars, key) => {
    expect(titleKey(resultMessage(stars))).toBe(key);
  });

  it('goes by the number of stars: 3 perfect, 2 a two-star message, 1 completed, 0 failed', () => {
    const byCount: Record<number, string[]> = {
      3: ['end.title.perfect'],
      2: ['end.title.completedOnTime', 'end.title.completedNoErrors'],
      1: ['end.title.completed'],
      0: ['end.title.failed'],
    };
    for (const stars of ALL_STARS.filter((s) => s.finished || starCount(s) === 0)) {
      expect(byCount[starCount(stars)]).toContain(titleKey(resultMessage(stars)));
    }
  });
});
