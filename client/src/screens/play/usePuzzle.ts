// Loading the puzzle /play shows: GET /game for the selection or the address's id, checked with
// the engine's parser so the scene is only ever handed a well-formed puzzle.

import type { GameQuery } from '@numberland/contract';
import { type Puzzle, type PuzzleInfo, parsePuzzle, type WirePuzzle } from '@numberland/engine';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { ApiError } from '../../api/errors';

export type PuzzleLoad =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly query: GameQuery;
      readonly wire: WirePuzzle;
      readonly puzzle: Puzzle;
      readonly info: PuzzleInfo;
    }
  | { readonly status: 'failed'; readonly error: ApiError };

/**
 * Loads when the query or `fetchCount` changes (a new puzzle of the same selection); a query for
 * the id already shown keeps it (no second fetch).
 */
export function usePuzzle(query: GameQuery | undefined, fetchCount = 0): PuzzleLoad {
  const [load, setLoad] = useState<PuzzleLoad>({ status: 'loading' });
  const key = query ? `${JSON.stringify(query)}#${fetchCount}` : '';
  const shownId = load.status === 'ready' ? load.wire.puzzleId : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query's contents.
  useEffect(() => {
    if (!query) return;
    if (query.id && query.id === shownId) return;
    let live = true;
    setLoad({ status: 'loading' });
    api
      .game(query)
      .then((wire) => {
        const parsed = parsePuzzle(wire);
        if (!live) return;
        if (!parsed.ok) throw new ApiError(0, 'error', parsed.error.message);
        setLoad({ status: 'ready', query, wire, puzzle: parsed.value.puzzle, info: parsed.value.info });
      })
      .catch((error: unknown) => {
        if (live)
          setLoad({
            status: 'failed',
            error: error instanceof ApiError ? error : new ApiError(0, 'error', String(error)),
          });
      });
    return () => {
      live = false;
    };
  }, [key]);

  return load;
}
