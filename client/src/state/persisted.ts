// The one table of what outlives the page: for each store, the local-storage key and the fields
// kept under it. A field not listed here lives in memory only. Keys carry a version so that a
// change of meaning can start afresh instead of misreading old data.

import type { StoreApi } from 'zustand';
import type { OutboxData } from '../api/outbox';
import type { AuthData } from './auth';
import type { ProgressData } from './progress';
import type { SelectionData } from './selection';
import type { SettingsData } from './settings';
import type { KeyValueStore } from './storage';

export interface PersistEntry<T> {
  readonly key: string;
  readonly fields: readonly (keyof T)[];
}

export const PERSISTED = {
  settings: {
    key: 'numberland:settings:v1',
    fields: [
      'hasSound',
      'hasSoundEffects',
      'showErrorAssist',
      'showErrorAssistRule2',
      'language',
      'seenIntro',
      'seenTutorial',
      'hintReminders',
      'usedSmartHint',
      'usedReveal',
      'seenRule2Warning',
      'lessonsDone',
      'theme',
    ],
  } satisfies PersistEntry<SettingsData>,
  // resetPasswordCode stays out: it is single-use and arrives in the URL when it is needed.
  auth: {
    key: 'numberland:auth:v1',
    fields: ['token', 'sessionId', 'user', 'gems', 'lastDaily'],
  } satisfies PersistEntry<AuthData>,
  selection: {
    key: 'numberland:selection:v1',
    fields: ['level', 'shape', 'difficulty'],
  } satisfies PersistEntry<SelectionData>,
  progress: {
    key: 'numberland:progress:v1',
    fields: ['progress'],
  } satisfies PersistEntry<ProgressData>,
  // Writes that could not reach the server yet (api/outbox.ts): kept so a reload loses none.
  outbox: {
    key: 'numberland:outbox:v1',
    fields: ['entries', 'kept'],
  } satisfies PersistEntry<OutboxData>,
} as const;

/** The stored fields of an entry as a plain record, or an empty one when nothing usable is stored. */
export function readStored(storage: KeyValueStore, key: string): Record<string, unknown> {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return {};
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function writeStored<T>(storage: KeyValueStore, entry: PersistEntry<T>, state: T): void {
  const picked: Partial<T> = {};
  for (const field of entry.fields) picked[field] = state[field];
  storage.setItem(entry.key, JSON.stringify(picked));
}

/**
 * Writes the entry's fields whenever one of them changes. Stores read their stored values once,
 * when they are created, through their own parser (stored data may be old or edited by hand).
 */
export function keepPersisted<T>(store: StoreApi<T>, entry: PersistEntry<T>, storage: KeyValueStore): void {
  store.subscribe((state, previous) => {
    if (entry.fields.some((field) => state[field] !== previous[field])) writeStored(storage, entry, state);
  });
}
