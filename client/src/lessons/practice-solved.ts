// Which practice boards of each lesson the player has solved on this visit (issue 16). When the
// last of a lesson's boards is solved, the lesson is marked done (lesson-progress.ts), and that
// mark is what is kept.

import { BOARDS_PER_LESSON, type LessonId } from '@numberland/engine';
import { create } from 'zustand';

/** Practice boards per lesson: every board but the worked example's. */
export const PRACTICE_BOARDS = BOARDS_PER_LESSON - 1;

export interface PracticeSolvedState {
  /** Per lesson, the 1-based numbers of the boards solved. */
  readonly solved: Readonly<Partial<Record<LessonId, readonly number[]>>>;
  /** Records board `board` (1-based) solved; answers whether every board of the lesson now is. */
  solve(lesson: LessonId, board: number): boolean;
}

export function createPracticeSolved() {
  return create<PracticeSolvedState>()((set, get) => ({
    solved: {},
    solve: (lesson, board) => {
      const before = get().solved[lesson] ?? [];
      const now = before.includes(board) ? before : [...before, board].sort((a, b) => a - b);
      set((s) => ({ solved: { ...s.solved, [lesson]: now } }));
      return now.length >= PRACTICE_BOARDS;
    },
  }));
}

export const usePracticeSolved = createPracticeSolved();
