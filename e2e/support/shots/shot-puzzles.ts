// The puzzles the play-screen shots play: chosen by the engine, by seed from 1, so every run of
// `npm run shots` photographs the same puzzles (a fix can be compared with the picture before),
// and chosen for what the picture needs (cells left to find, a hint of several steps, a wrong
// number the error assist explains).

import {
  type DifficultyLevel,
  explainError,
  type GeneratedPuzzle,
  generate,
  hint,
  type Puzzle,
  type ShapeName,
} from '@numberland/engine';
import type { BoardOnScreen } from '../puzzle/board';

const MAX_SEED_TRIED = 2000;

/** The id of the first puzzle (by seed) of a shape and difficulty that `fits`. */
export function puzzleIdFor(
  shape: ShapeName,
  difficulty: DifficultyLevel,
  fits: (made: GeneratedPuzzle) => boolean = () => true,
): string {
  for (let seed = 1; seed <= MAX_SEED_TRIED; seed++) {
    const made = generate({ shape, orientation: 'landscape', difficulty, seed });
    if (fits(made)) return made.id;
  }
  throw new Error(`No ${shape} puzzle of difficulty ${difficulty} fits, in seeds 1 to ${MAX_SEED_TRIED}`);
}

/** How many numbers the player has to find. */
export const openCount = (made: GeneratedPuzzle) => made.puzzle.givens.filter((g) => g === 0).length;

/** The smart hint a player asking first gets (as the session makes it), in steps with words. */
export function firstHintMessages(puzzle: Puzzle, solution: readonly number[]): number {
  const record = hint({ puzzle, values: puzzle.givens }, solution);
  return record?.steps.filter((step) => step.messages.length > 0).length ?? 0;
}

/** Whether the first hint on the board ends on a clue half to write in (engine hint-half.ts). */
export function firstHintIsHalf(puzzle: Puzzle, solution: readonly number[]): boolean {
  return hint({ puzzle, values: puzzle.givens }, solution)?.half !== undefined;
}

/** An open mystery and a wrong number for it that the error assist explains (not 'unexplained'). */
export function explainedWrong(board: BoardOnScreen): { m: number; digit: number } | undefined {
  const { puzzle, solution } = board;
  for (const m of board.open) {
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === solution[m]) continue;
      const cell = puzzle.layout.mysteries[m]!;
      const why = explainError({ puzzle, values: puzzle.givens }, cell, digit, { solution });
      if (why && why.errorType !== 'unexplained') return { m, digit };
    }
  }
  return undefined;
}
