// What the player picked on the home screen (spec section 3, "Selection"): a land, a slot in it
// (0 = none yet) and a difficulty. Difficulties above land + 1 are never kept (spec section 5).

import {
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  isDifficultyLevel,
  isDifficultyOffered,
  isLandLevel,
  isSlotNumber,
  type LandLevel,
  type SlotNumber,
  slotAtSlide,
} from '@numberland/engine';
import { create } from 'zustand';
import { keepPersisted, PERSISTED, readStored } from './persisted';
import { appStorage, type KeyValueStore } from './storage';

export interface SelectionData {
  readonly level: LandLevel;
  readonly shape: SlotNumber | 0;
  readonly difficulty: DifficultyLevel;
}

export interface SelectionActions {
  /** The slot on a slider slide; a padding slide clears the shape but keeps the land. */
  selectSlide(index: number): void;
  select(level: LandLevel, shape: SlotNumber | 0, difficulty?: DifficultyLevel): void;
  /** Ignored when the land does not offer the difficulty. */
  setDifficulty(difficulty: DifficultyLevel): void;
}

export type SelectionState = SelectionData & SelectionActions;

export const DEFAULT_SELECTION: SelectionData = { level: 1, shape: 0, difficulty: DIFFICULTY_LEVELS[0] };

/** The highest difficulty at or below `wanted` that the land offers. */
export function capDifficulty(level: LandLevel, wanted: DifficultyLevel): DifficultyLevel {
  let d: DifficultyLevel = wanted;
  while (!isDifficultyOffered(level, d) && d > 1) d = (d - 1) as DifficultyLevel;
  return d;
}

export function parseSelection(stored: Record<string, unknown>): SelectionData {
  const level = isLandLevel(stored.level) ? stored.level : DEFAULT_SELECTION.level;
  const shape = isSlotNumber(stored.shape) ? stored.shape : 0;
  const difficulty = isDifficultyLevel(stored.difficulty) ? stored.difficulty : DEFAULT_SELECTION.difficulty;
  return { level, shape, difficulty: capDifficulty(level, difficulty) };
}

export function createSelectionStore(storage: KeyValueStore) {
  const entry = PERSISTED.selection;
  const store = create<SelectionState>()((set) => ({
    ...parseSelection(readStored(storage, entry.key)),
    selectSlide: (index) => {
      const slot = slotAtSlide(index);
      if (!slot) return set({ shape: 0 });
      set((s) => ({
        level: slot.level,
        shape: slot.slot,
        difficulty: capDifficulty(slot.level, s.difficulty),
      }));
    },
    select: (level, shape, difficulty) =>
      set((s) => ({ level, shape, difficulty: capDifficulty(level, difficulty ?? s.difficulty) })),
    setDifficulty: (difficulty) =>
      set((s) => (isDifficultyOffered(s.level, difficulty) ? { difficulty } : {})),
  }));
  keepPersisted(store, entry, storage);
  return store;
}

export const useSelection = createSelectionStore(appStorage);
