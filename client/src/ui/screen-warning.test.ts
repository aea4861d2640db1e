import { describe, expect, it } from 'vitest';
import { screenWarning } from './screen-warning';

describe('screenWarning', () => {
  it.each([
    [{ width: 844, height: 390, touch: true }, 'rotate'],
    [{ width: 390, height: 844, touch: true }, null],
    [{ width: 1024, height: 768, touch: true }, null],
    [{ width: 844, height: 390, touch: false }, 'too-small'],
    [{ width: 1366, height: 768, touch: false }, null],
    [{ width: 280, height: 700, touch: false }, 'too-small'],
    [{ width: 320, height: 480, touch: true }, null],
  ] as const)('%o -> %s', (facts, expected) => {
    expect(screenWarning(facts)).toBe(expected);
  });
});
