// The lesson set (spec section 1, and issue 16): one lesson per family of techniques the smart
// hint names, each with a worked example and practice boards that need exactly that family. A
// lesson is data here; the finder (find-boards.ts) makes its boards, practice-check.ts says
// whether a board teaches it, and the client shows and plays them.

import type { ShapeName } from '../constants';
import { type Lesson, TECHNIQUES, type TechniqueId } from '../deduce/deduction';

/** Every lesson, in teaching order. The six the hints link to (LESSONS) and "Pairs only once". */
export const LESSON_IDS = [
  'add-multiply',
  'subtract-divide',
  'algebra-common-factors',
  'central-square-box',
  'deducing-extra-clues',
  'pairs-only-once',
  'try-and-check',
] as const;
export type LessonId = (typeof LESSON_IDS)[number];

export function isLessonId(value: unknown): value is LessonId {
  return typeof value === 'string' && (LESSON_IDS as readonly string[]).includes(value);
}

/** Where the finder looks for a lesson's boards: shapes in turn, and how the boards are hidden. */
export interface BoardSearch {
  readonly shapes: readonly ShapeName[];
  /** Mysteries shown from the start (subtract and divide needs a number to start from). */
  readonly givens: number;
  /** Whether a clue may lose both halves. */
  readonly blankClues: boolean;
  /** Whether the board may hold a special square (the central square lesson wants them). */
  readonly specialSquares: boolean;
}

export interface LessonSpec {
  readonly id: LessonId;
  /** The techniques the lesson teaches: a practice board needs at least one of them. */
  readonly techniques: readonly TechniqueId[];
  /** Chains a board may need (only "Try and check" has any). */
  readonly maxChains: number;
  readonly search: BoardSearch;
}

const small: readonly ShapeName[] = ['l-shape-2pairs', 'arc-3pairs', 'one-square-4-pairs-only'];

export const LESSON_SPECS: Readonly<Record<LessonId, LessonSpec>> = {
  'add-multiply': {
    id: 'add-multiply',
    techniques: ['add-multiply'],
    maxChains: 0,
    search: { shapes: ['single-pair', ...small], givens: 0, blankClues: false, specialSquares: false },
  },
  'subtract-divide': {
    id: 'subtract-divide',
    techniques: ['subtract-divide'],
    maxChains: 0,
    search: { shapes: small, givens: 1, blankClues: false, specialSquares: false },
  },
  'algebra-common-factors': {
    id: 'algebra-common-factors',
    techniques: ['factor-pairs', 'common-factors'],
    maxChains: 0,
    search: { shapes: small, givens: 0, blankClues: false, specialSquares: false },
  },
  'central-square-box': {
    id: 'central-square-box',
    techniques: ['central-square'],
    maxChains: 0,
    search: { shapes: ['one-square', '2-squares'], givens: 0, blankClues: false, specialSquares: true },
  },
  'deducing-extra-clues': {
    id: 'deducing-extra-clues',
    techniques: ['extra-clues'],
    maxChains: 0,
    search: { shapes: ['one-square', '2-squares'], givens: 0, blankClues: true, specialSquares: false },
  },
  'pairs-only-once': {
    id: 'pairs-only-once',
    techniques: ['rule-2'],
    maxChains: 0,
    search: {
      shapes: ['2-squares'],
      givens: 0,
      blankClues: true,
      specialSquares: false,
    },
  },
  'try-and-check': {
    id: 'try-and-check',
    techniques: ['chain'],
    maxChains: 1,
    search: { shapes: ['one-square', '2-squares'], givens: 0, blankClues: true, specialSquares: false },
  },
};

/** The highest technique rank a lesson's boards may use. */
export function lessonMaxRank(lesson: LessonId): number {
  return Math.max(...LESSON_SPECS[lesson].techniques.map((t) => TECHNIQUES[t].rank));
}

/**
 * The "band below" of a lesson: every technique ranked under its easiest one. A board this band
 * solves does not need the lesson. Subtract and divide is rank 1, so nothing lies below it.
 */
export function lessonBelowRank(lesson: LessonId): number {
  return Math.min(...LESSON_SPECS[lesson].techniques.map((t) => TECHNIQUES[t].rank)) - 1;
}

/** The lesson a hint's footer names (rule 2's footer names the rules page, and this lesson too). */
export function lessonOfHint(
  learn: { kind: 'lesson'; lesson: Lesson } | { kind: 'rule'; rule: 2 },
): LessonId {
  return learn.kind === 'lesson' ? learn.lesson : 'pairs-only-once';
}
