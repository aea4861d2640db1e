// An event's data as the server takes it (contract: flat values, texts of at most MAX_DATA_TEXT).

import { MAX_DATA_TEXT } from '@numberland/contract';

/** Details made fit for an event's data: flat values only, texts cut to the server's limit. */
export function analyticsData(
  details: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean | null> {
  const data: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) data[name] = value;
    else if (value !== undefined) data[name] = String(value).slice(0, MAX_DATA_TEXT);
  }
  return data;
}
