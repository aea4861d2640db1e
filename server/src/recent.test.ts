import { describe, expect, it } from 'vitest';
import { Recent } from './recent';

describe('Recent', () => {
  it('keeps recent entries, drops old ones, and promotes what is used', () => {
    const cache = new Recent<number, string>(4);
    cache.set(1, 'a');
    cache.set(2, 'b'); // young filled: {1,2} become old
    cache.set(3, 'c');
    expect(cache.get(1)).toBe('a'); // promoted: young {3,1} fills, old becomes {3,1}
    cache.set(4, 'd');
    cache.set(5, 'e'); // old becomes {4,5}; {3,1} dropped
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(4)).toBe('d');
    cache.delete(4);
    expect(cache.get(4)).toBeUndefined();
  });

  it('stays bounded under many keys', () => {
    const cache = new Recent<number, number>(100);
    for (let i = 0; i < 100_000; i++) cache.set(i, i);
    expect(cache.get(99_999)).toBe(99_999);
    expect(cache.get(0)).toBeUndefined();
  });
});
