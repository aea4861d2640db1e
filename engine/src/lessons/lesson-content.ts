// What a lesson shows and plays: its worked example (the smart hint's own steps on its first
// board, at the point where the lesson's technique is the next thing to do) and its practice
// boards. Everything comes from the stored boards and the hint engine, so the lesson's pictures
// and words are the hints' pictures and words.

import { hint } from '../deduce/hint';
import type { SmartHint } from '../deduce/hint-record';
import type { Puzzle, Values } from '../puzzle';
import { solveUnique } from '../solver/solver';
import { boardPuzzle } from './board-data';
import { LESSON_BOARDS } from './lesson-boards';
import { LESSON_SPECS, type LessonId, lessonOfHint } from './lessons';

/** Boards per lesson: the worked example's and two to practise on. */
export const BOARDS_PER_LESSON = 3;

export interface LessonPractice {
  readonly puzzle: Puzzle;
  readonly solution: Values;
}

export interface LessonExample {
  readonly puzzle: Puzzle;
  readonly solution: Values;
  /** The numbers on the board when the example starts (found by easier hints before it). */
  readonly values: Values;
  /** The smart hint the example walks through: its nudge, steps and answer. */
  readonly hint: SmartHint;
}

function solved(puzzle: Puzzle): Values {
  const solution = solveUnique(puzzle);
  if (!solution) throw new Error(`a ${puzzle.layout.shape} lesson board without exactly one solution`);
  return solution;
}

/** Whether a hint teaches the lesson: its footer names it, or its technique is one it teaches. */
function hintTeaches(h: SmartHint, lesson: LessonId): boolean {
  if (h.technique && LESSON_SPECS[lesson].techniques.includes(h.technique)) return true;
  return h.learn !== undefined && h.learn.kind === 'lesson' && lessonOfHint(h.learn) === lesson;
}

const examples = new Map<LessonId, LessonExample>();

/**
 * The worked example: the example board played by smart hints, each number they find entered,
 * until the next hint is one of the lesson's own.
 */
export function lessonExample(lesson: LessonId): LessonExample {
  const known = examples.get(lesson);
  if (known) return known;
  const puzzle = boardPuzzle(LESSON_BOARDS[lesson][0]!);
  const solution = solved(puzzle);
  const values = [...puzzle.givens];
  const { layout } = puzzle;
  for (let guard = 0; guard <= layout.mysteries.length; guard++) {
    const h = hint({ puzzle, values }, solution);
    if (!h) break;
    if (hintTeaches(h, lesson)) {
      const example = { puzzle, solution, values, hint: h };
      examples.set(lesson, example);
      return example;
    }
    const m = layout.mysteryAt[h.cell] ?? -1;
    if (m < 0) break;
    values[m] = solution[m]!;
  }
  throw new Error(`the example board of ${lesson} never needs the lesson's technique`);
}

/** The boards to practise on, with their solutions. */
export function lessonPractice(lesson: LessonId): readonly LessonPractice[] {
  return LESSON_BOARDS[lesson].slice(1).map((board) => {
    const puzzle = boardPuzzle(board);
    return { puzzle, solution: solved(puzzle) };
  });
}
