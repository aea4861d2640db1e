import { describe, expect, it } from 'vitest';
import { recordFinish, tierOf } from './record-finish';
import { initialProgress, type ProgressState } from './state';
import { finish, stateAt } from './testing';

const counters = (p: ProgressState) => ({ W: p.W, Y: p.Y, A: p.A, B: p.B, X: p.X, Z: p.Z });

describe('tierOf', () => {
  it('grades by finished star, star count and hints', () => {
    expect(tierOf(finish('perfect', 'p'))).toBe('perfect');
    expect(tierOf(finish('hinted', 'p'))).toBe('good');
    expect(tierOf(finish('two-star', 'p'))).toBe('good');
    expect(tierOf({ ...finish('two-star', 'p'), timeStar: true, noerrorsStar: false })).toBe('good');
    expect(tierOf(finish('one-star', 'p'))).toBe('completed');
    expect(tierOf(finish('failed', 'p'))).toBe('failed');
    expect(tierOf({ ...finish('perfect', 'p'), finishedStar: false })).toBe('failed');
  });
});

describe('recordFinish', () => {
  it('counts a perfect result in W, Y and A', () => {
    const p = recordFinish(initialProgress(), finish('perfect', 'a'));
    expect(counters(p)).toEqual({ W: 1, Y: 1, A: 1, B: 0, X: 1, Z: 0 });
  });

  it('counts 3 stars with hints as good, not perfect', () => {
    const p = recordFinish(initialProgress(), finish('hinted', 'a'));
    expect(counters(p)).toEqual({ W: 0, Y: 1, A: 1, B: 0, X: 1, Z: 0 });
  });

  it('counts a two-star result in Y and A', () => {
    const p = recordFinish(initialProgress(), finish('two-star', 'a'));
    expect(counters(p)).toEqual({ W: 0, Y: 1, A: 1, B: 0, X: 1, Z: 0 });
  });

  it('counts a one-star result in A only', () => {
    const p = recordFinish(initialProgress(), finish('one-star', 'a'));
    expect(counters(p)).toEqual({ W: 0, Y: 0, A: 1, B: 0, X: 1, Z: 0 });
  });

  it('counts a failure in B and Z', () => {
    const p = recordFinish(initialProgress(), finish('failed', 'a'));
    expect(counters(p)).toEqual({ W: 0, Y: 0, A: 0, B: 1, X: 1, Z: 1 });
  });

  it('counts failures in a row in Z and clears Z on a success, keeping B', () => {
    let p = recordFinish(initialProgress(), finish('failed', 'a'));
    p = recordFinish(p, finish('failed', 'b'));
    expect([p.B, p.Z]).toEqual([2, 2]);
    p = recordFinish(p, finish('one-star', 'c'));
    expect([p.B, p.Z]).toEqual([2, 0]);
    p = recordFinish(p, finish('failed', 'd'));
    expect([p.B, p.Z]).toEqual([3, 1]);
  });

  it('counts every puzzle played at the step in X, and every game in gameCount', () => {
    let p = initialProgress();
    for (const [i, o] of (['perfect', 'failed', 'two-star', 'one-star'] as const).entries()) {
      p = recordFinish(p, finish(o, `id${i}`));
    }
    expect(p.X).toBe(4);
    expect(p.gameCount).toBe(4);
  });

  it('remembers the last puzzle, its slot and difficulty', () => {
    const p = recordFinish(initialProgress(), finish('hinted', 'abc', 13));
    expect(p.lastPuzzle).toEqual({
      puzzleId: 'abc',
      timeStar: true,
      noerrorsStar: true,
      finishedStar: true,
      usedHints: true,
    });
    expect([p.lastShape, p.lastDifficulty]).toEqual([2, 2]); // step 13 is land 2, slot 2, medium
    expect(recordFinish(p, finish('perfect', 'abd', 13)).lastPuzzle?.usedHints).toBe(false);
  });

  it('on a replay of the same puzzle adds nothing to W, Y, A and lowers W and Y by one', () => {
    const start = stateAt(5, {
      W: 2,
      Y: 3,
      A: 4,
      X: 4,
      lastPuzzle: recordFinish(initialProgress(), finish('perfect', 'same', 5)).lastPuzzle!,
    });
    const p = recordFinish(start, finish('perfect', 'same', 5));
    expect(counters(p)).toEqual({ W: 1, Y: 2, A: 4, B: 0, X: 5, Z: 0 });
  });

  it('does not lower W and Y below 0 on a replay', () => {
    let p = recordFinish(initialProgress(), finish('failed', 'same'));
    p = recordFinish(p, finish('perfect', 'same'));
    expect(counters(p)).toEqual({ W: 0, Y: 0, A: 0, B: 1, X: 2, Z: 0 });
  });

  it('still counts a failed replay as a failure', () => {
    let p = recordFinish(initialProgress(), finish('failed', 'same'));
    p = recordFinish(p, finish('failed', 'same'));
    expect(counters(p)).toEqual({ W: 0, Y: 0, A: 0, B: 2, X: 2, Z: 2 });
  });

  it('treats a different puzzle id at the same step as new progress', () => {
    let p = recordFinish(initialProgress(), finish('perfect', 'one'));
    p = recordFinish(p, finish('perfect', 'two'));
    expect(counters(p)).toEqual({ W: 2, Y: 2, A: 2, B: 0, X: 2, Z: 0 });
  });

  it('moves to another step and resets the counters before counting', () => {
    const start = stateAt(3, { W: 1, Y: 2, A: 3, B: 4, X: 5, Z: 2, gameCount: 9 });
    const p = recordFinish(start, finish('two-star', 'x', 10));
    expect(p.currentStep).toBe(10);
    expect(counters(p)).toEqual({ W: 0, Y: 1, A: 1, B: 0, X: 1, Z: 0 });
    expect(p.gameCount).toBe(10);
  });

  it('only counts the game for a puzzle outside the sequence', () => {
    const start = stateAt(3, { W: 1, Y: 1, A: 1, X: 1 });
    const offSequence = { ...finish('perfect', 'odd', 0), difficulty: 4 as const }; // land 1 expert
    const p = recordFinish(start, offSequence);
    expect(p).toEqual({ ...start, gameCount: 1 });
  });

  it('does not change the state it is given', () => {
    const start = initialProgress();
    const copy = JSON.parse(JSON.stringify(start));
    recordFinish(start, finish('perfect', 'a'));
    expect(start).toEqual(copy);
  });
});
