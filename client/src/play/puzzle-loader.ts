// Loading /play's puzzle for the play controller: each query asked is fetched (puzzle-load.ts),
// and only the answer to the latest is shown; the same query again, or the id of the puzzle
// shown, keeps it. The page's first load may use the answer its entry asked for early.

import type { PlayDeps } from './ports';
import { fetchPuzzle, type PuzzleQuery, type ReadyPuzzle } from './puzzle-load';
import { queryKey } from './puzzle-query';

export interface PuzzleLoaderHooks {
  /** Before a fetch: what the last puzzle leaves behind ends. */
  readonly before: () => void;
  /** The puzzle asked for last came, ready to play. */
  readonly ready: (ready: ReadyPuzzle) => void;
}

export class PuzzleLoader {
  /** The query last asked of the server, and the number of its fetch (a later one wins). */
  private key: string | undefined;
  private count = 0;

  constructor(
    private readonly deps: PlayDeps,
    private readonly hooks: PuzzleLoaderHooks,
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
    const { load } = this.deps.stores;
    load.getState().set({ status: 'loading' });
    // The page's first load may find its answer already on the way (early-puzzle.ts).
    const early = this.deps.early.take(query);
    void fetchPuzzle(early ? () => early : (q) => this.deps.api.game(q), query).then((loaded) => {
      if (count !== this.count) return;
      load.getState().set(loaded);
      if (loaded.status === 'ready') this.hooks.ready(loaded);
    });
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
}
