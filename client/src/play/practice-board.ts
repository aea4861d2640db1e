// A lesson's practice board as a puzzle to play (issue 16): made from the engine's lesson boards
// instead of served, its session's smart hints free (`practice`), the error assist always on.
// Lesson mode (lesson-mode.ts) plays it; nothing of it is posted or won.

import {
  checkPractice,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  isDifficultyOffered,
  type LessonId,
  landsWithShape,
  lessonPractice,
  makePuzzle,
  type PuzzleInfo,
  type Result,
  rate,
  type SessionStart,
  sessionStart,
  slotOfShape,
} from '@numberland/engine';
import type { PlayDeps } from './ports';
import type { ReadyPuzzle } from './puzzle-load';

export interface LessonBoardRef {
  readonly lesson: LessonId;
  /** 0-based index among the lesson's practice boards. */
  readonly board: number;
}

/** The id a practice board's session carries (never a generator id: it is not posted). */
export function lessonPuzzleId({ lesson, board }: LessonBoardRef): string {
  return `lesson-${lesson}-${board + 1}`;
}

/** A practice board as /play would have loaded it; undefined for a board that does not exist. */
export function lessonPuzzle(ref: LessonBoardRef): ReadyPuzzle | undefined {
  const practice = lessonPractice(ref.lesson)[ref.board];
  if (!practice) return undefined;
  const { puzzle } = practice;
  const level = landsWithShape(puzzle.layout.shape)[0]!;
  const slot = slotOfShape(level, puzzle.layout.shape)!;
  // Only for the words on screen: the hardest difficulty the land offers, at most expert.
  const difficultyLevel = [...DIFFICULTY_LEVELS]
    .reverse()
    .find((d) => isDifficultyOffered(level, d)) as DifficultyLevel;
  // The time allowed follows the board's grade within the lesson, as a served puzzle's does.
  const rating = rate(checkPractice(puzzle, ref.lesson, practice.solution).points);
  const info: PuzzleInfo = {
    id: lessonPuzzleId(ref),
    level,
    difficultyLevel,
    difficulty: rating.difficulty,
    hintsNo: 0,
    timeAllowed: rating.timeAllowed,
  };
  return {
    status: 'ready',
    query: { level, shape: slot, difficulty: difficultyLevel },
    wire: makePuzzle(puzzle, info),
    puzzle,
    info,
    source: 'lesson',
  };
}

/** The session of a practice board: no countdown, the error assist on, hints free. */
export function lessonStart(deps: PlayDeps, ready: ReadyPuzzle): Result<SessionStart, string> {
  const made = sessionStart(
    ready.puzzle,
    { ...ready.info, puzzleId: ready.wire.puzzleId },
    { id: deps.newSessionId(), gems: deps.stores.auth.getState().gems, startupDelayMs: 0, errorAssist: true },
  );
  return made.ok ? { ok: true, value: { ...made.value, practice: true } } : made;
}
