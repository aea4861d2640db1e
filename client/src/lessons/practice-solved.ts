// Which practice boards of each lesson the player has solved, kept in local storage
// (appStorage: memory where the browser refuses storage), so a solved board is still solved after a
// reload and the lesson page still ticks it. When the last of a lesson's boards is solved, the
// lesson is marked done (lesson-progress.ts).

import { BOARDS_PER_LESSON, isLessonId, type LessonId } from '@numberland/engine';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { appStorage, type KeyValueStore } from '../state/storage';

/** Practice boards per lesson: every board but the worked example's. */
export const PRACTICE_BOARDS = BOARDS_PER_LESSON - 1;

export const PRACTICE_SOLVED_KEY = 'numberland:practice-solved:v1';

type Solved = Readonly<Partial<Record<LessonId, readonly number[]>>>;

export interface PracticeSolvedState {
  /** Per lesson, the 1-based numbers of the boards solved. */
  readonly solved: Solved;
  /** Records board `board` (1-based) solved; answers whether every board of the lesson now is. */
  solve(lesson: LessonId, board: number): boolean;
}

/** What was stored, with anything that is not a lesson's list of board numbers left out. */
export function readSolved(stored: unknown): Solved {
  const solved: Partial<Record<LessonId, number[]>> = {};
  if (typeof stored !== 'object' || stored === null) return solved;
  for (const [lesson, boards] of Object.entries(stored)) {
    if (!isLessonId(lesson) || !Array.isArray(boards)) continue;
    const valid = boards.filter((b): b is number => Number.isInteger(b) && b >= 1 && b <= PRACTICE_BOARDS);
    solved[lesson] = [...new Set(valid)].sort((a, b) => a - b);
  }
  return solved;
}

export function createPracticeSolved(storage: KeyValueStore = appStorage) {
  return create<PracticeSolvedState>()(
    persist(
      (set, get) => ({
        solved: {},
        solve: (lesson, board) => {
          const before = get().solved[lesson] ?? [];
          const now = before.includes(board) ? before : [...before, board].sort((a, b) => a - b);
          set((s) => ({ solved: { ...s.solved, [lesson]: now } }));
          return now.length >= PRACTICE_BOARDS;
        },
      }),
      {
        name: PRACTICE_SOLVED_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (s) => ({ solved: s.solved }),
        merge: (stored, current) => ({
          ...current,
          solved: readSolved((stored as { solved?: unknown } | undefined)?.solved),
        }),
      },
    ),
  );
}

export const usePracticeSolved = createPracticeSolved();
