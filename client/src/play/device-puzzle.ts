// The puzzle /play makes on the device when the server cannot be reached (issue 19, "playable
// offline"): the engine's generator, with the same key and the same wire format as GET /game
// (server/src/routes/game.ts), so its id is one the server regenerates to replay the game. An
// address's id is regenerated as it is; otherwise a new seed is drawn for the chosen slot.

import {
  fromId,
  type GeneratedPuzzle,
  generate,
  isDifficultyOffered,
  landSlot,
  MAX_SEED,
  makePuzzle,
  type Result,
  type WirePuzzle,
} from '@numberland/engine';
import type { PuzzleQuery } from './puzzle-load';

/** A seed for a new puzzle: the same range the server's pool draws from. */
export function randomSeed(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) % (MAX_SEED + 1);
}

/** The wire puzzle of `query` made here, or why it cannot be (the same refusals as the server's). */
export function devicePuzzle(query: PuzzleQuery, seed: number = randomSeed()): Result<WirePuzzle, string> {
  const { level, shape, difficulty, id } = query;
  if (!isDifficultyOffered(level, difficulty))
    return { ok: false, error: `Land ${level} offers difficulties 1 to ${level + 1}, not ${difficulty}.` };
  const slot = landSlot(level, shape);
  let made: GeneratedPuzzle;
  if (id) {
    const again = fromId(id);
    if (!again.ok) return { ok: false, error: again.error.message };
    made = again.value;
  } else {
    // Landscape, as the server's pool makes them: the id names the orientation.
    made = generate({ shape: slot.shape, orientation: 'landscape', difficulty, seed });
  }
  if (made.key.shape !== slot.shape)
    return { ok: false, error: `Puzzle ${made.id} is a ${made.key.shape} puzzle, not ${slot.shape}.` };
  return {
    ok: true,
    value: makePuzzle(made.puzzle, {
      id: made.id,
      level,
      difficultyLevel: made.key.difficulty,
      difficulty: made.difficulty,
      hintsNo: made.hintsNo,
      timeAllowed: made.timeAllowed,
    }),
  };
}
