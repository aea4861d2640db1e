// Local storage, or memory when the browser refuses it. In a sandboxed or partitioned frame merely
// reading `window.localStorage` throws, and Safari's private mode throws on the first write; the
// game must still run there, so every store goes through this and the UI can read `available` to
// tell the player that progress will not be kept.

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AppStorage extends KeyValueStore {
  /** False when values live in memory only and are gone when the page closes. */
  readonly available: boolean;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const PROBE_KEY = 'numberland:probe';

/**
 * The storage `open` gives when it can be read and written, else memory. A write that fails later
 * (quota) keeps that value in memory for the rest of the page's life and marks storage unavailable.
 */
export function openStorage(open: () => KeyValueStore | undefined | null): AppStorage {
  let backing: KeyValueStore | undefined;
  try {
    const candidate = open();
    if (candidate) {
      candidate.setItem(PROBE_KEY, '1');
      candidate.removeItem(PROBE_KEY);
      backing = candidate;
    }
  } catch {
    backing = undefined;
  }
  const memory = memoryStore();
  let available = backing !== undefined;
  return {
    get available() {
      return available;
    },
    getItem(key) {
      const remembered = memory.getItem(key);
      if (remembered !== null || !backing) return remembered;
      try {
        return backing.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (available && backing) {
        try {
          backing.setItem(key, value);
          return;
        } catch {
          available = false;
        }
      }
      memory.setItem(key, value);
    },
    removeItem(key) {
      memory.removeItem(key);
      if (!backing) return;
      try {
        backing.removeItem(key);
      } catch {
        // Nothing stored there can be removed either.
      }
    },
  };
}

/** The page's storage: local storage when the browser allows it. */
export const appStorage: AppStorage = openStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
