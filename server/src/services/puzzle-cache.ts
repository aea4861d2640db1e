// Regenerating a puzzle from its id costs a few milliseconds of graded generation; the same ids
// come back again and again (pooled puzzles, then their score posts), so recent ones are kept.

import { fromId, type GeneratedPuzzle, type PuzzleIdError, type Result } from '@numberland/engine';
import { Recent } from '../recent';

export type PuzzleLoader = (id: string) => Result<GeneratedPuzzle, PuzzleIdError>;

/** fromId with up to `max` recently used puzzles kept. */
export function cachedPuzzles(max: number): PuzzleLoader {
  const cache = new Recent<string, GeneratedPuzzle>(max);
  return (id) => {
    const hit = cache.get(id);
    if (hit) return { ok: true, value: hit };
    const made = fromId(id);
    if (made.ok) cache.set(id, made.value);
    return made;
  };
}
