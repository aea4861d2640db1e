import { describe, expect, it } from 'vitest';
import { type ContinueDecision, decide } from './decide';
import { recordFinish } from './record-finish';
import { initialProgress, type ProgressState } from './state';
import { finish, type Outcome, stateAt } from './testing';

/** Plays the outcomes (each a new puzzle) at `step` from a fresh state. */
function play(step: number, outcomes: readonly Outcome[]): ProgressState {
  return outcomes.reduce((p, o, i) => recordFinish(p, finish(o, `puzzle-${i}`, step)), stateAt(step));
}

// Steps 2 (land 1), 10 (land 2) and 22 (land 3), none near the end of the sequence.
const CASES: readonly [string, number, readonly Outcome[], ContinueDecision][] = [
  // Land 1: W 1, Y 1, A 2, B 1.
  ['land 1, one perfect', 2, ['perfect'], { kind: 'advance', steps: 2, to: 4 }],
  ['land 1, one two-star', 2, ['two-star'], { kind: 'advance', steps: 1, to: 3 }],
  ['land 1, one hinted 3-star', 2, ['hinted'], { kind: 'advance', steps: 1, to: 3 }],
  ['land 1, one one-star', 2, ['one-star'], { kind: 'next-puzzle' }],
  ['land 1, two one-star', 2, ['one-star', 'one-star'], { kind: 'advance', steps: 1, to: 3 }],
  ['land 1, one failure', 2, ['failed'], { kind: 'replay' }],
  ['land 1, two failures in a row', 2, ['failed', 'failed'], { kind: 'replay' }],
  [
    'land 1, three failures in a row: a new puzzle',
    2,
    ['failed', 'failed', 'failed'],
    { kind: 'next-puzzle' },
  ],
  ['land 1, failure then one-star', 2, ['failed', 'one-star'], { kind: 'next-puzzle' }],
  ['land 1, one-star then failure', 2, ['one-star', 'failed'], { kind: 'replay' }],
  // Land 2: W 2, Y 2, A 3, B 1.
  ['land 2, one perfect', 10, ['perfect'], { kind: 'next-puzzle' }],
  ['land 2, two perfect', 10, ['perfect', 'perfect'], { kind: 'advance', steps: 2, to: 12 }],
  ['land 2, perfect and two-star', 10, ['perfect', 'two-star'], { kind: 'advance', steps: 1, to: 11 }],
  ['land 2, one two-star', 10, ['two-star'], { kind: 'next-puzzle' }],
  ['land 2, two two-star', 10, ['two-star', 'two-star'], { kind: 'advance', steps: 1, to: 11 }],
  ['land 2, two one-star', 10, ['one-star', 'one-star'], { kind: 'next-puzzle' }],
  ['land 2, three one-star', 10, ['one-star', 'one-star', 'one-star'], { kind: 'advance', steps: 1, to: 11 }],
  ['land 2, one failure', 10, ['failed'], { kind: 'replay' }],
  // Land 3: W 2, Y 2, A 4, B 1.
  ['land 3, one perfect', 22, ['perfect'], { kind: 'next-puzzle' }],
  ['land 3, two perfect', 22, ['perfect', 'perfect'], { kind: 'advance', steps: 2, to: 24 }],
  ['land 3, two two-star', 22, ['two-star', 'two-star'], { kind: 'advance', steps: 1, to: 23 }],
  ['land 3, three one-star', 22, ['one-star', 'one-star', 'one-star'], { kind: 'next-puzzle' }],
  [
    'land 3, four one-star',
    22,
    ['one-star', 'one-star', 'one-star', 'one-star'],
    { kind: 'advance', steps: 1, to: 23 },
  ],
  ['land 3, one failure', 22, ['failed'], { kind: 'replay' }],
];

describe('decide', () => {
  it.each(CASES)('%s', (_name, step, outcomes, expected) => {
    expect(decide(play(step, outcomes))).toEqual(expected);
  });

  it('takes a new puzzle before anything was played', () => {
    expect(decide(initialProgress())).toEqual({ kind: 'next-puzzle' });
  });

  it('decides on the counters at the thresholds exactly', () => {
    expect(decide(stateAt(10, { W: 2 }))).toEqual({ kind: 'advance', steps: 2, to: 12 });
    expect(decide(stateAt(10, { W: 1, Y: 2 }))).toEqual({ kind: 'advance', steps: 1, to: 11 });
    expect(decide(stateAt(10, { W: 1, Y: 1, A: 3 }))).toEqual({ kind: 'advance', steps: 1, to: 11 });
    expect(decide(stateAt(10, { W: 1, Y: 1, A: 2 }))).toEqual({ kind: 'next-puzzle' });
  });

  it('replays only when the last result failed and B is reached', () => {
    const failed = play(10, ['failed']);
    expect(decide({ ...failed, B: 0 })).toEqual({ kind: 'next-puzzle' });
    expect(decide(failed)).toEqual({ kind: 'replay' });
  });

  it('gives a new puzzle, not an advance, after a failed puzzle is replayed perfectly', () => {
    let p = recordFinish(stateAt(2), finish('failed', 'same', 2));
    p = recordFinish(p, finish('perfect', 'same', 2));
    expect(decide(p)).toEqual({ kind: 'next-puzzle' });
  });

  it('is done when advancing goes past the last step', () => {
    expect(decide(play(35, ['two-star', 'two-star']))).toEqual({ kind: 'done' });
    expect(decide(play(35, ['perfect', 'perfect']))).toEqual({ kind: 'done' });
    expect(decide(play(34, ['perfect', 'perfect']))).toEqual({ kind: 'done' });
    expect(decide(play(34, ['two-star', 'two-star']))).toEqual({ kind: 'advance', steps: 1, to: 35 });
    expect(decide(play(33, ['perfect', 'perfect']))).toEqual({ kind: 'advance', steps: 2, to: 35 });
  });

  it('uses the thresholds of the land at a land boundary', () => {
    // Step 7 is land 1's last: one perfect advances two, into land 2.
    expect(decide(play(7, ['perfect']))).toEqual({ kind: 'advance', steps: 2, to: 9 });
    // Step 8 is land 2's first: one perfect is not enough.
    expect(decide(play(8, ['perfect']))).toEqual({ kind: 'next-puzzle' });
  });

  it('rejects a current step outside the sequence', () => {
    expect(() => decide(stateAt(36))).toThrow(RangeError);
  });
});
