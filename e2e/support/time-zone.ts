// A time zone where it is now near noon: a test of "once a day" (the daily gift) then never
// crosses midnight, whenever it runs. Etc/GMT zones are whole-hour offsets, signs inverted
// (Etc/GMT-3 is three hours ahead of UTC); they span UTC-12 to UTC+14.

export function zoneNearNoon(now = new Date()): string {
  let offset = 12 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
