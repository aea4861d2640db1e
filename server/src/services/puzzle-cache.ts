// Regenerating a puzzle from its id costs a few milliseconds of graded generation; the same ids
// come back again and again (pooled puzzles, then their score posts), so recent ones are kept.

import { fromId, type GeneratedPuzzle, type PuzzleIdError, type Result } from '@numberland/engine';

export type PuzzleLoader = (id: string) => Result<GeneratedPuzzle, PuzzleIdError>;

/** fromId with the `max` most recently used puzzles kept (a Map keeps insertion order). */
export function cachedPuzzles(max: number): PuzzleLoader {
  const cache = new Map<string, GeneratedPuzzle>();
  return (id) => {
    const hit = cache.get(id);
    if (hit) {
      cache.delete(id);
      cache.set(id, hit);
      return { ok: true, value: hit };
    }
    const made = fromId(id);
    if (made.ok) {
      cache.set(id, made.value);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
    }
    return made;
  };
}
