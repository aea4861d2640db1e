import { describe, expect, it } from 'vitest';
import { type KeySequence, NO_KEYS, pressKey, type SequenceState, sequenceKey } from './key-sequence';

const SEQUENCES: readonly KeySequence<'add' | 'zero' | 'daily'>[] = [
  { keys: ['g', 'a'], action: 'add' },
  { keys: ['g', 'r'], action: 'zero' },
  { keys: ['d', 'r'], action: 'daily' },
];

/** Presses keys `gap` ms apart and lists what fired. */
function type(keys: string, gap = 100): (string | null)[] {
  let state: SequenceState = NO_KEYS;
  let now = 0;
  return [...keys].map((key) => {
    now += gap;
    const result = pressKey(state, key, now, SEQUENCES);
    state = result.state;
    return result.matched;
  });
}

describe('pressKey', () => {
  it.each([
    ['ga', [null, 'add']],
    ['gr', [null, 'zero']],
    ['dr', [null, 'daily']],
    ['xga', [null, null, 'add']],
    ['ag', [null, null]],
    ['gxa', [null, null, null]],
    // A completed sequence clears the keys: the second a does not fire again.
    ['gaa', [null, 'add', null]],
    ['gaga', [null, 'add', null, 'add']],
    // "g d r": the g is dropped and d r still fires.
    ['gdr', [null, null, 'daily']],
  ])('%s fires %j', (keys, fired) => {
    expect(type(keys)).toEqual(fired);
  });

  it('forgets keys pressed too long ago', () => {
    expect(type('ga', 1400)).toEqual([null, 'add']);
    expect(type('ga', 1600)).toEqual([null, null]);
  });

  it('keeps only as many keys as the longest sequence', () => {
    let state: SequenceState = NO_KEYS;
    for (const [i, key] of [...'xyzw'].entries()) state = pressKey(state, key, i, SEQUENCES).state;
    expect(state.keys).toEqual(['z', 'w']);
  });
});

describe('sequenceKey', () => {
  it.each([
    [{ key: 'g' }, 'g'],
    [{ key: 'G' }, 'g'],
    [{ key: 'a', ctrlKey: true }, null],
    [{ key: 'a', metaKey: true }, null],
    [{ key: 'a', altKey: true }, null],
    [{ key: 'a', repeat: true }, null],
    [{ key: 'Shift' }, null],
    [{ key: 'Enter' }, null],
    [{ key: 'ø' }, 'ø'],
  ])('%j is %s', (press, key) => {
    expect(sequenceKey(press)).toBe(key);
  });
});
