import { describe, expect, it } from 'vitest';
import { dayIn, isDailyDue } from './daily-day';

describe('dayIn', () => {
  // 2025-03-09 23:30 UTC: already the 10th in Oslo (UTC+1), still the 9th in New York (UTC-4 after DST).
  const lateEvening = new Date(Date.UTC(2025, 2, 9, 23, 30));

  it.each([
    ['UTC', '2025-03-09'],
    ['Europe/Oslo', '2025-03-10'],
    ['America/New_York', '2025-03-09'],
    ['Pacific/Kiritimati', '2025-03-10'],
    [undefined, '2025-03-09'],
    ['Not/AZone', '2025-03-09'],
  ])('names the day in %s', (zone, day) => {
    expect(dayIn(zone, lateEvening)).toBe(day);
  });

  it('pads months and days', () => {
    expect(dayIn('UTC', new Date(Date.UTC(2024, 0, 5, 12)))).toBe('2024-01-05');
  });
});

describe('isDailyDue', () => {
  it.each([
    [null, '2025-03-10', true],
    [undefined, '2025-03-10', true],
    ['', '2025-03-10', true],
    ['2025-03-09', '2025-03-10', true],
    ['2025-03-10', '2025-03-10', false],
    // Same day of the month, another month: due (the spec's day-of-month check would miss it).
    ['2025-02-10', '2025-03-10', true],
    ['not a day', '2025-03-10', true],
  ])('last %s, today %s: %s', (last, today, due) => {
    expect(isDailyDue(last, today)).toBe(due);
  });
});
