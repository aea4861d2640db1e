import { describe, expect, it } from 'vitest';
import { recordFinish } from './record-finish';
import { parseProgress } from './restore';
import { initialProgress } from './state';
import { finish, stateAt } from './testing';

describe('parseProgress', () => {
  it('round-trips a state through JSON', () => {
    const state = recordFinish(
      recordFinish(initialProgress(), finish('failed', 'a', 9)),
      finish('two-star', 'b', 9),
    );
    expect(parseProgress(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseProgress(JSON.parse(JSON.stringify(initialProgress())))).toEqual(initialProgress());
  });

  it('gives the initial state for anything that is not an object', () => {
    for (const value of [undefined, null, 3, 'x', [1, 2]])
      expect(parseProgress(value)).toEqual(initialProgress());
  });

  it('replaces bad fields with their initial values and keeps the rest', () => {
    const parsed = parseProgress({
      ...stateAt(4, { W: 1, Y: 2, A: 3, B: 1, X: 5, Z: 1, gameCount: 12 }),
      Y: -1,
      A: 1.5,
      lastShape: 7,
      lastDifficulty: '2',
      lastPuzzle: { puzzleId: 'p', timeStar: 1 },
      gameCount: 'many',
    });
    expect(parsed).toEqual(stateAt(4, { W: 1, Y: 0, A: 0, B: 1, X: 5, Z: 1, gameCount: 0 }));
    expect('lastPuzzle' in parsed).toBe(false);
  });

  it('drops the counters when the current step is unusable', () => {
    for (const currentStep of [36, -1, 2.5, '3', undefined]) {
      expect(
        parseProgress({ W: 1, Y: 1, A: 1, B: 1, X: 1, Z: 1, currentStep, lastShape: 2, gameCount: 3 }),
      ).toEqual(stateAt(0, { lastShape: 2, gameCount: 3 }));
    }
  });
});
