import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, SHAPE_NAMES } from './constants';
import {
  GENERATOR_VERSION,
  GENERATOR_VERSIONS,
  makePuzzleId,
  parsePuzzleId,
  puzzleIdLabel,
} from './puzzle-id';
import { orientationsOf } from './shapes';

describe('puzzle ids', () => {
  it('round-trip every shape, orientation, difficulty and seed', () => {
    const keys = fc.constantFrom(...SHAPE_NAMES).chain((shape) =>
      fc.record({
        version: fc.constantFrom(...GENERATOR_VERSIONS),
        shape: fc.constant(shape),
        orientation: fc.constantFrom(...orientationsOf(shape)),
        difficulty: fc.constantFrom(...DIFFICULTY_LEVELS),
        seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      }),
    );
    fc.assert(
      fc.property(keys, (key) => {
        expect(parsePuzzleId(makePuzzleId(key))).toEqual({ ok: true, value: key });
      }),
    );
  });

  it('reads the worked example', () => {
    const key = { shape: '6-squares', orientation: 'landscape', difficulty: 4, seed: 42 } as const;
    expect(makePuzzleId(key)).toBe('E9L4-16');
    expect(makePuzzleId({ ...key, version: 'D' })).toBe('D9L4-16');
    expect(makePuzzleId({ ...key, version: 'C' })).toBe('C9L4-16');
    expect(makePuzzleId({ ...key, version: 'B' })).toBe('B9L4-16');
    expect(parsePuzzleId('B9L4-16')).toEqual({ ok: true, value: { ...key, version: 'B' } });
  });

  it('makes new ids with the newest generator version', () => {
    expect(GENERATOR_VERSION).toBe('E');
    expect(
      parsePuzzleId(makePuzzleId({ shape: 'single-pair', orientation: 'landscape', difficulty: 1, seed: 0 })),
    ).toMatchObject({ ok: true, value: { version: 'E' } });
  });

  it.each([
    ['B9L4-16', '9L4-16'],
    ['C9L4-16', '9L4-16'],
    ['D9L4-16', '9L4-16'],
    ['E9L4-16', '9L4-16'],
    ['B6P1-0', '6P1-0'],
    ['nonsense', 'nonsense'],
  ])('labels %s as %s (the id without its version; an id that does not parse as it is)', (id, label) => {
    expect(puzzleIdLabel(id)).toBe(label);
  });

  it.each([
    [null, 'not-a-string'],
    ['', 'malformed'],
    ['B9L4', 'malformed'],
    ['a9L4-16', 'malformed'],
    ['A9L4-16', 'unknown-version'],
    ['F9L4-16', 'unknown-version'],
    ['B0L4-16', 'unknown-shape'],
    ['B5P4-16', 'no-such-orientation'],
    ['B9L0-16', 'bad-difficulty'],
    ['B9L4-zzzzzzz', 'bad-seed'],
    ['B9L4-016', 'bad-seed'],
  ])('rejects %j as %s', (id, code) => {
    const result = parsePuzzleId(id);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
  });
});
