// The finder (issue 16): it makes a lesson's boards from seeded generator draws and keeps those
// the grader says need the lesson (practice-check.ts). Seeds are tried in order from 1 and each
// board's seed is kept, so the same call always finds the same boards; `npm run lesson-boards -w
// engine` writes them into lesson-boards.ts.

import { grade } from '../deduce/grade';
import { generateWith } from '../generator/generate';
import { SPECIAL_SQUARE_RATE } from '../generator/policy';
import { layoutOf } from '../layout';
import { createRandom } from '../random';
import { boardOf, type LessonBoard } from './board-data';
import { LESSON_SPECS, type LessonId, lessonMaxRank } from './lessons';
import { teachesLesson } from './practice-check';

/** A lesson that no seed up to this reaches is a search bug, not bad luck. */
const MAX_SEED_TRIED = 4000;

/**
 * `howMany` boards for a lesson, the shapes taken in turn (board i on shape i mod shapes): each
 * one the first seed after the last board's whose draw needs the lesson.
 */
export function findLessonBoards(lesson: LessonId, howMany: number): LessonBoard[] {
  const spec = LESSON_SPECS[lesson];
  const boards: LessonBoard[] = [];
  let seed = 1;
  for (let i = 0; i < howMany; i++) {
    const shape = spec.search.shapes[i % spec.search.shapes.length]!;
    const found = findOne(lesson, shape, seed);
    boards.push(found);
    seed = found.seed + 1;
  }
  return boards;
}

function findOne(lesson: LessonId, shape: LessonBoard['shape'], from: number): LessonBoard {
  const spec = LESSON_SPECS[lesson];
  const layout = layoutOf(shape, 'landscape');
  const rules = { maxRank: lessonMaxRank(lesson), maxChains: spec.maxChains };
  for (let seed = from; seed < from + MAX_SEED_TRIED; seed++) {
    const made = generateWith(
      layout,
      {
        givens: spec.search.givens,
        hideHalves: Number.POSITIVE_INFINITY,
        blankClues: spec.search.blankClues,
        specialSquareRate: spec.search.specialSquares ? SPECIAL_SQUARE_RATE * 2 : 0,
        // Every half hidden must leave the board solvable by the lesson's techniques.
        accept: (candidate, solution) => grade(candidate, { ...rules, solution }).solved,
      },
      createRandom(seed),
    );
    if (teachesLesson(made.puzzle, lesson, made.solution)) return boardOf(made.puzzle, seed);
  }
  throw new Error(`no ${shape} board for the lesson ${lesson} in ${MAX_SEED_TRIED} seeds from ${from}`);
}
