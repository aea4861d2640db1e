// Loading /play's puzzle for the play controller: each query asked is fetched (puzzle-load.ts),
// and only the answer to the latest is shown; the same query again, or the id of the puzzle
// shown, keeps it. The page's first load may use the answer its entry asked for early.
//
// A puzzle's arrival is done a piece per task (issue 17): on a phone each piece is tens of
// milliseconds, and together, in one task, they held the page for a quarter of a second just
// before its largest paint. The answer is parsed in a task of its own, the game is made from it
// (the engine's work, `prepare`) in the next, and only then are the stores told, at once, so the
// screen never shows the puzzle without its game. A later request between the pieces wins: the
// pieces left of the earlier one are dropped.

import type { PlayDeps } from './ports';
import { fetchPuzzle, type PuzzleQuery, type ReadyPuzzle } from './puzzle-load';
import { queryKey } from './puzzle-query';

export interface PuzzleLoaderHooks<Prepared> {
  /** Before a fetch: what the last puzzle leaves behind ends. */
  readonly before: () => void;
  /** The work the puzzle asked for last needs before it is shown, out of the stores' sight. */
  readonly prepare: (ready: ReadyPuzzle) => Prepared;
  /** The puzzle asked for last came, ready to play (the stores say so now). */
  readonly ready: (ready: ReadyPuzzle, prepared: Prepared) => void;
}

/** User Timing marks of a puzzle's arrival, for a trace to show its pieces (e2e/play-arrival.test.ts). */
export const ARRIVAL_MARKS = {
  parsed: 'numberland:puzzle-parsed',
  prepared: 'numberland:game-prepared',
  shown: 'numberland:puzzle-shown',
} as const;

function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

export class PuzzleLoader<Prepared> {
  /** The query last asked of the server, and the number of its fetch (a later one wins). */
  private key: string | undefined;
  private count = 0;

  constructor(
    private readonly deps: PlayDeps,
    private readonly hooks: PuzzleLoaderHooks<Prepared>,
  ) {}

  /** Loads the puzzle of `query`, unless it is the one last asked or the id of the one shown. */
  request(query: PuzzleQuery): void {
    const { load } = this.deps.stores.load.getState();
    if (query.id && load.status === 'ready' && load.wire.puzzleId === query.id) return;
    if (queryKey(query) !== this.key) this.load(query);
  }

  load(query: PuzzleQuery): void {
    this.hooks.before();
    const count = ++this.count;
    this.key = queryKey(query);
    this.deps.stores.load.getState().set({ status: 'loading' });
    void this.arrive(query, () => count === this.count);
  }

  /** The puzzle on screen is that of `query`, though it was not fetched now (a kept game's). */
  adopt(query: PuzzleQuery): void {
    this.key = queryKey(query);
  }

  /** A fetch under way is not shown when it comes, and the next request loads afresh. */
  forget(): void {
    this.count += 1;
    this.key = undefined;
  }

  private async arrive(query: PuzzleQuery, current: () => boolean): Promise<void> {
    const { deps } = this;
    // The page's first load may find its answer already on the way (early-puzzle.ts).
    const early = deps.early.take(query);
    const ask = early ? () => early : (q: PuzzleQuery) => deps.api.game(q);
    // The answer is parsed in a task after the one it came in.
    const served = (q: PuzzleQuery) => ask(q).then((wire) => deps.nextTask().then(() => wire));
    const loaded = await fetchPuzzle(served, query);
    if (!current()) return;
    const { load } = deps.stores;
    if (loaded.status !== 'ready') {
      load.getState().set(loaded);
      return;
    }
    mark(ARRIVAL_MARKS.parsed);
    await deps.nextTask();
    if (!current()) return;
    const prepared = this.hooks.prepare(loaded);
    mark(ARRIVAL_MARKS.prepared);
    await deps.nextTask();
    if (!current()) return;
    load.getState().set(loaded);
    this.hooks.ready(loaded, prepared);
    mark(ARRIVAL_MARKS.shown);
  }
}
