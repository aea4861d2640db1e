// The figures the client's benches print (bench-client.ts and its parts): a median, and a median
// with the spread of the runs beside it.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median (min-max)" in the figure's unit; the median alone when every run gave the same. */
export function spread(values: readonly number[], format: (v: number) => string): string {
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return `${format(median(values))}${low === high ? '' : ` (${low}-${high})`}`;
}
