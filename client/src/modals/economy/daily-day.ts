// The calendar day of the daily reward (spec sections 4 and 9). The server counts one claim per
// day in the player's own time zone (the X-Time-Zone header), so the client must name "today" in
// that same zone: a player in Oslo at 00:30 is on a new day while UTC is still on the old one.

/** A day as the server stores `lastDaily`: YYYY-MM-DD. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The browser's IANA time zone ('Europe/Oslo'), or undefined when the browser cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The calendar day (YYYY-MM-DD) of an instant in a time zone; UTC when none is given or the
 * name is unknown (the server does the same with a missing header).
 */
export function dayIn(timeZone: string | undefined, at: Date): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return dayIn('UTC', at);
  }
  // formatToParts, not format(): the order and separators of a formatted date vary by locale.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether the welcome-back reward is waiting: never claimed, or last claimed on another day.
 * The whole date is compared, not only the day of the month, so a player away for exactly a
 * month still gets it. A `lastDaily` we cannot read counts as due; the server has the last word
 * and answers "already claimed" if it was.
 */
export function isDailyDue(lastDaily: string | null | undefined, today: string): boolean {
  if (!lastDaily || !DAY.test(lastDaily)) return true;
  return lastDaily !== today;
}
