// Whether a board teaches a lesson (issue 16): it has exactly one solution, the lesson's
// techniques solve it (with the easier ones), the techniques ranked below the lesson's cannot,
// and the solve uses the lesson's technique. The grader decides; nothing here is hand-judged.

import { grade } from '../deduce/grade';
import type { Puzzle, Values } from '../puzzle';
import { count } from '../solver/solver';
import { LESSON_SPECS, type LessonId, lessonBelowRank, lessonMaxRank } from './lessons';

export interface PracticeVerdict {
  readonly unique: boolean;
  /** The lesson's techniques and those below them solve it. */
  readonly solvable: boolean;
  /** The techniques below the lesson's solve it too (then the lesson is not needed). */
  readonly belowSolves: boolean;
  /** Steps of the lesson's techniques the solve rests on. */
  readonly lessonSteps: number;
  readonly points: number;
}

export function checkPractice(puzzle: Puzzle, lesson: LessonId, solution?: Values): PracticeVerdict {
  const spec = LESSON_SPECS[lesson];
  const unique = count(puzzle, 2).count === 1;
  const within = grade(puzzle, { maxRank: lessonMaxRank(lesson), maxChains: spec.maxChains, solution });
  const belowRank = lessonBelowRank(lesson);
  // Rank 0 is no technique at all: only a board with every number given would be solved.
  const belowSolves =
    belowRank === 0
      ? puzzle.givens.every((g) => g !== 0)
      : grade(puzzle, { maxRank: belowRank, maxChains: 0, solution }).solved;
  const lessonSteps = spec.techniques.reduce((sum, t) => sum + within.uses[t], 0);
  return { unique, solvable: within.solved, belowSolves, lessonSteps, points: within.points };
}

/** The whole test: a practice board of `lesson`. */
export function teachesLesson(puzzle: Puzzle, lesson: LessonId, solution?: Values): boolean {
  const v = checkPractice(puzzle, lesson, solution);
  return v.unique && v.solvable && !v.belowSolves && v.lessonSteps > 0;
}
