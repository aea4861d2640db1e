// Which puzzle /play shows: the selection's, or the address's id. The play controller loads it
// when the request changes; a request for the puzzle already shown keeps it.

import { useEffect } from 'react';
import { playController } from '../../play/app-play-controller';
import type { PuzzleQuery } from '../../play/puzzle-load';

export function useRequestPuzzle(query: PuzzleQuery | undefined): void {
  const level = query?.level;
  const shape = query?.shape;
  const difficulty = query?.difficulty;
  const id = query?.id;
  useEffect(() => {
    if (level === undefined || shape === undefined || difficulty === undefined) return;
    playController.request(id ? { level, shape, difficulty, id } : { level, shape, difficulty });
  }, [level, shape, difficulty, id]);
}
