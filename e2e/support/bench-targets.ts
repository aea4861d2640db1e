// What the client's page benches measure (lighthouse-bench.ts, main-thread-bench.ts): the pages,
// and the games they load them from. With `--against`, a second game already running is measured
// too, its runs and this build's by turns (A, B, A, B...), so that a machine that slows down
// during the bench slows both alike: on a shared, noisy machine the only fair comparison.

/** A running game, and how its rows are labelled. */
export interface BenchTarget {
  readonly label: string;
  readonly base: string;
}

export interface BenchPage {
  readonly name: string;
  readonly path: string;
}

/** The pages measured: the intro (a first visit), home, and a puzzle by its id. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { name: '/', path: '/' },
  { name: '/home', path: '/home' },
  { name: '/play?id=…', path: '/play?id=B9L4-16' },
];

/** The pages `--pages` names (a comma-separated list of how their names begin), or all of them. */
export function benchPages(names: string | undefined): readonly BenchPage[] {
  if (!names) return BENCH_PAGES;
  const wanted = names.split(',');
  const pages = BENCH_PAGES.filter((page) =>
    wanted.some((name) => (name === '/' ? page.name === '/' : page.name.startsWith(name))),
  );
  if (pages.length === 0)
    throw new Error(`--pages ${names}: no page of ${BENCH_PAGES.map((p) => p.name).join(' ')}`);
  return pages;
}

/** `runs` measurements of each target, taken by turns; per target, in the order of `targets`. */
export async function byTurns<T>(
  targets: readonly BenchTarget[],
  runs: number,
  measure: (target: BenchTarget, run: number) => Promise<T>,
): Promise<T[][]> {
  const results = targets.map(() => [] as T[]);
  for (let run = 1; run <= runs; run++)
    for (const [i, target] of targets.entries()) results[i]!.push(await measure(target, run));
  return results;
}
