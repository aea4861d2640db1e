import { describe, expect, it } from 'vitest';
import { END_SCREEN_STEPS, type EndScreenStep } from '../constants';
import { applyEndScreenStep, LEVEL_ZERO } from './end-screen';
import { recordFinish } from './record-finish';
import type { ProgressState } from './state';
import { PROGRESS_STEPS } from './steps';
import { finish, stateAt } from './testing';

const BUSY = { W: 0, Y: 1, A: 1, B: 2, X: 3, Z: 1, gameCount: 7 };
const RESET = { W: 0, Y: 0, A: 0, B: 0, X: 0, Z: 0 };

/** The step the outcome moves to, and the progress's current step. */
function move(step: EndScreenStep, from: number) {
  const { progress, target, replay } = applyEndScreenStep(stateAt(from, BUSY), step);
  return {
    target: target.level === 0 ? 'level 0' : PROGRESS_STEPS.indexOf(target),
    current: progress.currentStep,
    replay,
  };
}

describe('applyEndScreenStep: manual moves', () => {
  const CASES: readonly [EndScreenStep, number, number | 'level 0', number][] = [
    ['NextStep', 0, 1, 1],
    ['NextStep', 7, 8, 8],
    ['NextStep', 34, 35, 35],
    ['NextStep', 35, 'level 0', 35],
    ['NextNextStep', 0, 2, 2],
    ['NextNextStep', 33, 35, 35],
    ['NextNextStep', 34, 'level 0', 35],
    ['PreviousStep', 5, 4, 4],
    ['PreviousStep', 8, 7, 7],
    ['PreviousStep', 0, 0, 0],
    ['NextLand', 0, 8, 8],
    ['NextLand', 7, 8, 8],
    ['NextLand', 8, 20, 20],
    ['NextLand', 19, 20, 20],
    ['NextLand', 20, 'level 0', 35],
    ['NextLand', 35, 'level 0', 35],
    ['PreviousLand', 35, 8, 8],
    ['PreviousLand', 20, 8, 8],
    ['PreviousLand', 19, 0, 0],
    ['PreviousLand', 8, 0, 0],
    ['PreviousLand', 5, 0, 0],
    ['PreviousLand', 0, 0, 0],
  ];

  it.each(CASES)('%s from step %i goes to %s', (step, from, target, current) => {
    expect(move(step, from)).toEqual({ target, current, replay: false });
  });

  it('resets the counters when the step changes, and keeps the history', () => {
    const lastPuzzle = recordFinish(stateAt(5), finish('failed', 'x', 5)).lastPuzzle!;
    const { progress } = applyEndScreenStep(stateAt(5, { ...BUSY, lastPuzzle }), 'NextStep');
    expect(progress).toEqual({ ...stateAt(6, { ...BUSY, lastPuzzle }), ...RESET });
  });

  it('keeps the counters when the move stays on the same step', () => {
    const start = stateAt(0, BUSY);
    expect(applyEndScreenStep(start, 'PreviousStep').progress).toEqual(start);
    expect(applyEndScreenStep(start, 'PreviousLand').progress).toEqual(start);
  });

  it('resets the counters on going past the end', () => {
    expect(applyEndScreenStep(stateAt(35, BUSY), 'NextStep').progress).toEqual(
      stateAt(35, { ...BUSY, ...RESET }),
    );
  });

  it('gives the target as the step selection', () => {
    expect(applyEndScreenStep(stateAt(7), 'NextStep').target).toEqual({ level: 2, shape: 1, difficulty: 1 });
    expect(applyEndScreenStep(stateAt(35), 'NextStep').target).toEqual(LEVEL_ZERO);
  });
});

/** States whose Continue gives each of decide's outcomes. */
function played(step: number, ...outcomes: Parameters<typeof finish>[0][]): ProgressState {
  return outcomes.reduce((p, o, i) => recordFinish(p, finish(o, `p${i}`, step)), stateAt(step));
}

describe('applyEndScreenStep: Continue', () => {
  it('advances two steps on W, resetting the counters', () => {
    const { progress, target, replay } = applyEndScreenStep(played(2, 'perfect'), 'Continue');
    expect(target).toEqual(PROGRESS_STEPS[4]);
    expect(progress.currentStep).toBe(4);
    expect([progress.W, progress.Y, progress.A, progress.X]).toEqual([0, 0, 0, 0]);
    expect(progress.lastPuzzle?.puzzleId).toBe('p0');
    expect(replay).toBe(false);
  });

  it('advances one step on Y', () => {
    const { progress, target } = applyEndScreenStep(played(10, 'two-star', 'two-star'), 'Continue');
    expect(target).toEqual(PROGRESS_STEPS[11]);
    expect(progress.currentStep).toBe(11);
  });

  it('replays the failed puzzle, keeping the progress', () => {
    const start = played(22, 'failed');
    const outcome = applyEndScreenStep(start, 'Continue');
    expect(outcome).toEqual({ progress: start, target: PROGRESS_STEPS[22], replay: true });
  });

  it('takes a new puzzle at the same step, keeping the progress', () => {
    const start = played(22, 'one-star');
    expect(applyEndScreenStep(start, 'Continue')).toEqual({
      progress: start,
      target: PROGRESS_STEPS[22],
      replay: false,
    });
  });

  it('gives level 0 past the end of the sequence', () => {
    const { progress, target } = applyEndScreenStep(played(35, 'two-star', 'two-star'), 'Continue');
    expect(target).toEqual({ level: 0 });
    expect(progress.currentStep).toBe(35);
    expect(progress.Y).toBe(0);
  });
});

describe('applyEndScreenStep: Report', () => {
  const states = [
    played(2, 'perfect'),
    played(10, 'two-star', 'two-star'),
    played(22, 'failed'),
    played(22, 'one-star'),
    played(35, 'perfect'),
  ];

  it.each(states.map((s, i) => [i, s] as const))(
    'returns the state unchanged and what Continue would do (%i)',
    (_i, start) => {
      const copy = JSON.parse(JSON.stringify(start));
      const report = applyEndScreenStep(start, 'Report');
      const cont = applyEndScreenStep(start, 'Continue');
      expect(report.progress).toBe(start);
      expect(start).toEqual(copy);
      expect({ target: report.target, replay: report.replay }).toEqual({
        target: cont.target,
        replay: cont.replay,
      });
    },
  );
});

describe('applyEndScreenStep: every step', () => {
  it.each(END_SCREEN_STEPS)('%s leaves its input unchanged', (step) => {
    const start = stateAt(12, BUSY);
    const copy = JSON.parse(JSON.stringify(start));
    applyEndScreenStep(start, step);
    expect(start).toEqual(copy);
  });

  it('rejects a current step outside the sequence', () => {
    expect(() => applyEndScreenStep(stateAt(-1), 'NextStep')).toThrow(RangeError);
  });
});
