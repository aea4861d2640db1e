// The puzzle loaded last in this visit, for what outside the play screen needs it: the side
// menu's printable sheet. Memory only (not in persisted.ts): a reload loads it again anyway.

import type { Puzzle } from '@numberland/engine';
import { create } from 'zustand';

export interface CurrentPuzzle {
  readonly puzzle: Puzzle;
  readonly puzzleId: string;
  /** The shape's name (Volga, Everest...). */
  readonly name: string;
}

export interface CurrentPuzzleState {
  readonly current: CurrentPuzzle | null;
  readonly setCurrent: (current: CurrentPuzzle) => void;
}

export function createCurrentPuzzleStore() {
  return create<CurrentPuzzleState>((set) => ({
    current: null,
    setCurrent: (current) => set({ current }),
  }));
}

export const useCurrentPuzzle = createCurrentPuzzleStore();
