// The puzzle /play shows, loaded: GET /game for the selection or the address's id, checked with
// the engine's parser so the scene is only ever handed a well-formed puzzle. The play controller
// loads; the screen reads the store.

import { type Puzzle, type PuzzleInfo, parsePuzzle, type WirePuzzle } from '@numberland/engine';
import { create } from 'zustand';
import type { Calls } from '../api/calls';
import { ApiError } from '../api/errors';

/** What /play asks the server for: a land, slot and difficulty, and perhaps a puzzle's id. */
export type PuzzleQuery = Parameters<Calls['game']>[0];

export type PuzzleLoad =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly query: PuzzleQuery;
      readonly wire: WirePuzzle;
      readonly puzzle: Puzzle;
      readonly info: PuzzleInfo;
    }
  | { readonly status: 'failed'; readonly error: ApiError }
  /** Served and parsed, but the engine could not start a session of it. */
  | { readonly status: 'unplayable'; readonly reason: string };

export type ReadyPuzzle = Extract<PuzzleLoad, { status: 'ready' }>;

export interface PuzzleLoadState {
  readonly load: PuzzleLoad;
  set(load: PuzzleLoad): void;
}

export function createPuzzleLoadStore() {
  return create<PuzzleLoadState>()((set) => ({
    load: { status: 'loading' },
    set: (load) => set({ load }),
  }));
}

export const usePuzzleLoad = createPuzzleLoadStore();

/** One string per query, so the same query asked twice is seen to be the same. */
export function queryKey(query: PuzzleQuery): string {
  return JSON.stringify([query.level, query.shape, query.difficulty, query.id ?? null]);
}

/** Fetches and parses the puzzle of `query`; never throws. */
export async function fetchPuzzle(
  game: (query: PuzzleQuery) => Promise<WirePuzzle>,
  query: PuzzleQuery,
): Promise<PuzzleLoad> {
  try {
    const wire = await game(query);
    const parsed = parsePuzzle(wire);
    if (!parsed.ok) return { status: 'failed', error: new ApiError(0, 'error', parsed.error.message) };
    return { status: 'ready', query, wire, puzzle: parsed.value.puzzle, info: parsed.value.info };
  } catch (error) {
    return {
      status: 'failed',
      error: error instanceof ApiError ? error : new ApiError(0, 'error', String(error)),
    };
  }
}
