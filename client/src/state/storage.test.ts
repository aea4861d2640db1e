import { describe, expect, it } from 'vitest';
import { type KeyValueStore, memoryStore, openStorage } from './storage';

const throwing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('openStorage', () => {
  it('uses the storage it is given when it can be written', () => {
    const backing = memoryStore();
    const storage = openStorage(() => backing);
    expect(storage.available).toBe(true);
    storage.setItem('k', 'v');
    expect(backing.getItem('k')).toBe('v');
    expect(backing.getItem('numberland:probe')).toBeNull();
  });

  it('runs from memory when merely reaching storage throws (a sandboxed frame)', () => {
    const storage = openStorage(() => {
      throw new Error('SecurityError: access denied');
    });
    expect(storage.available).toBe(false);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('runs from memory when writes throw, and when there is no storage at all', () => {
    for (const open of [() => throwing, () => undefined]) {
      const storage = openStorage(open);
      expect(storage.available).toBe(false);
      storage.setItem('k', 'v');
      expect(storage.getItem('k')).toBe('v');
      storage.removeItem('k');
      expect(storage.getItem('k')).toBeNull();
    }
  });

  it('keeps a value in memory when a later write fails (quota) and says storage is gone', () => {
    const backing = memoryStore();
    let full = false;
    const storage = openStorage(() => ({
      ...backing,
      setItem: (key: string, value: string) => {
        if (full) throw new Error('QuotaExceededError');
        backing.setItem(key, value);
      },
    }));
    storage.setItem('a', '1');
    full = true;
    storage.setItem('a', '2');
    expect(storage.available).toBe(false);
    expect(storage.getItem('a')).toBe('2');
  });
});
