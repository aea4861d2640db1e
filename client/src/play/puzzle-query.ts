// What /play asks the server for, and the one string that says whether two asks are the same.
// Apart from puzzle-load.ts (which brings the engine's parser and generator), so the page's
// entry can ask for /play's puzzle early (early-puzzle.ts) without that code.

import type { Calls } from '../api/calls';

/** What /play asks the server for: a land, slot and difficulty, and perhaps a puzzle's id. */
export type PuzzleQuery = Parameters<Calls['game']>[0];

/** One string per query, so the same query asked twice is seen to be the same. */
export function queryKey(query: PuzzleQuery): string {
  return JSON.stringify([query.level, query.shape, query.difficulty, query.id ?? null]);
}
