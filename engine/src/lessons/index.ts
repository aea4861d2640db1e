// The lessons' public surface (re-exported by src/index.ts).

export { boardPuzzle, type LessonBoard } from './board-data';
export { findLessonBoards } from './find-boards';
export { LESSON_BOARDS } from './lesson-boards';
export {
  BOARDS_PER_LESSON,
  type LessonExample,
  type LessonPractice,
  lessonExample,
  lessonPractice,
} from './lesson-content';
export {
  isLessonId,
  LESSON_IDS,
  LESSON_SPECS,
  type LessonId,
  type LessonSpec,
  lessonBelowRank,
  lessonMaxRank,
  lessonOfHint,
} from './lessons';
export { checkPractice, type PracticeVerdict, teachesLesson } from './practice-check';
