// Auto-progress (spec sections 3 and 4): the engine's counters and current step, kept on this
// device. The engine owns every rule; this store only holds the state and stores it.

import {
  type FinishResult,
  initialProgress,
  type ProgressState,
  parseProgress,
  recordFinish,
} from '@numberland/engine';
import { create } from 'zustand';
import { keepPersisted, PERSISTED, readStored } from './persisted';
import { appStorage, type KeyValueStore } from './storage';

export interface ProgressData {
  readonly progress: ProgressState;
}

export interface ProgressActions {
  record(result: FinishResult): void;
  /** After an end-screen step (the engine's applyEndScreenStep gives the new progress). */
  replace(progress: ProgressState): void;
  reset(): void;
}

export type ProgressStoreState = ProgressData & ProgressActions;

export function createProgressStore(storage: KeyValueStore) {
  const entry = PERSISTED.progress;
  const store = create<ProgressStoreState>()((set) => ({
    progress: parseProgress(readStored(storage, entry.key).progress),
    record: (result) => set((s) => ({ progress: recordFinish(s.progress, result) })),
    replace: (progress) => set({ progress }),
    reset: () => set({ progress: initialProgress() }),
  }));
  keepPersisted(store, entry, storage);
  return store;
}

export const useProgress = createProgressStore(appStorage);
