// Building a session start from a served puzzle. The wire puzzle carries no solution (DESIGN:
// the puzzle has exactly one, and the engine finds it in microseconds), so it is solved here.

import type { DifficultyLevel, LandLevel } from '../constants';
import type { Puzzle } from '../puzzle';
import { err, ok, type Result } from '../result';
import { solveUnique } from '../solver/solver';
import type { SessionStart } from './types';

/**
 * The rules of play new games follow. 1: the first rules. 2: leaving a clue half for a mystery
 * gives back the note mode the player had before the clue half forced it on.
 */
export const PLAY_RULES = 2;

export interface ServedInfo {
  readonly puzzleId: string;
  readonly level: LandLevel;
  readonly difficultyLevel: DifficultyLevel;
  readonly difficulty: number;
  readonly hintsNo: number;
  readonly timeAllowed: number;
}

export interface PlayerSetup {
  /** The client's id for this game. */
  readonly id: string;
  readonly gems: number;
  readonly startupDelayMs: number;
  readonly errorAssist: boolean;
}

export function sessionStart(
  puzzle: Puzzle,
  info: ServedInfo,
  player: PlayerSetup,
): Result<SessionStart, string> {
  const solution = solveUnique(puzzle);
  if (!solution) return err(`puzzle ${info.puzzleId} does not have exactly one solution`);
  // Field by field: callers may pass richer objects (a parsed wire puzzle's info has its own `id`).
  return ok({
    id: player.id,
    gems: player.gems,
    startupDelayMs: player.startupDelayMs,
    errorAssist: player.errorAssist,
    rules: PLAY_RULES,
    puzzleId: info.puzzleId,
    level: info.level,
    difficultyLevel: info.difficultyLevel,
    difficulty: info.difficulty,
    hintsNo: info.hintsNo,
    timeAllowed: info.timeAllowed,
    puzzle,
    solution,
  });
}
