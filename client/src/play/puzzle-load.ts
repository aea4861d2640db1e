// The puzzle /play shows, loaded: GET /game for the selection or the address's id, checked with
// the engine's parser so the scene is only ever handed a well-formed puzzle. When the server
// cannot be reached, the device makes the same kind of puzzle itself (device-puzzle.ts). The play
// controller loads; the screen reads the store.

import { type Puzzle, type PuzzleInfo, parsePuzzle, type WirePuzzle } from '@numberland/engine';
import { create } from 'zustand';
import { ApiError, isRetryable } from '../api/errors';
import { devicePuzzle } from './device-puzzle';
import type { PuzzleQuery } from './puzzle-query';

export type { PuzzleQuery } from './puzzle-query';

export type PuzzleLoad =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly query: PuzzleQuery;
      readonly wire: WirePuzzle;
      readonly puzzle: Puzzle;
      readonly info: PuzzleInfo;
      /** Served by the server, or made on this device while the server could not be reached. */
      readonly source: PuzzleSource;
    }
  | { readonly status: 'failed'; readonly error: ApiError }
  /** Served and parsed, but the engine could not start a session of it. */
  | { readonly status: 'unplayable'; readonly reason: string };

/** Served; made on the device while offline (its score posted later); a lesson's practice board. */
export type PuzzleSource = 'server' | 'device' | 'lesson';

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

/** The parsed puzzle, or the load that says why it is not one. */
function parsed(query: PuzzleQuery, wire: WirePuzzle, source: PuzzleSource): PuzzleLoad {
  const read = parsePuzzle(wire);
  if (!read.ok) return { status: 'failed', error: new ApiError(0, 'error', read.error.message) };
  return { status: 'ready', query, wire, puzzle: read.value.puzzle, info: read.value.info, source };
}

/**
 * Fetches and parses the puzzle of `query`; never throws. With no answer from the server (offline,
 * or the server down), the puzzle is made on the device instead, by `makeHere`.
 */
export async function fetchPuzzle(
  game: (query: PuzzleQuery) => Promise<WirePuzzle>,
  query: PuzzleQuery,
  makeHere: typeof devicePuzzle = devicePuzzle,
): Promise<PuzzleLoad> {
  try {
    return parsed(query, await game(query), 'server');
  } catch (error) {
    const failed = error instanceof ApiError ? error : new ApiError(0, 'error', String(error));
    if (!isRetryable(failed)) return { status: 'failed', error: failed };
    const made = makeHere(query);
    return made.ok ? parsed(query, made.value, 'device') : { status: 'failed', error: failed };
  }
}
