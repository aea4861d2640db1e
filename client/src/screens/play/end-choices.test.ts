import { initialProgress, moveToStep, PROGRESS_STEPS, recordFinish } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { endMove } from './end-choices';

const played = { level: 1, shape: 1, difficulty: 1 } as const;

describe('end-screen choices', () => {
  it('next level takes the next step of the sequence and moves the progress there', () => {
    const { move, progress } = endMove('next-level', initialProgress(), played);
    expect(move).toEqual({ kind: 'puzzle', ...PROGRESS_STEPS[1] });
    expect(progress.currentStep).toBe(1);
  });

  it('previous level at the first step stays on it', () => {
    const { move } = endMove('previous-level', initialProgress(), played);
    expect(move).toEqual({ kind: 'puzzle', ...PROGRESS_STEPS[0] });
  });

  it('next land from the last land goes home', () => {
    const last = moveToStep(initialProgress(), PROGRESS_STEPS.length - 1);
    expect(endMove('next-land', last, { level: 3, shape: 4, difficulty: 4 }).move).toEqual({ kind: 'home' });
  });

  it('replay, same level and change difficulty keep the progress', () => {
    const start = initialProgress();
    expect(endMove('replay', start, played)).toEqual({ move: { kind: 'replay' }, progress: start });
    expect(endMove('same-level', start, played).move).toEqual({ kind: 'puzzle', ...played });
    expect(endMove('change-difficulty', start, played, 2).move).toEqual({
      kind: 'puzzle',
      ...played,
      difficulty: 2,
    });
    expect(endMove('select-level', start, played).move).toEqual({ kind: 'home' });
  });

  it('continue after a perfect first puzzle skips ahead two steps (counter W)', () => {
    const perfect = recordFinish(initialProgress(), {
      puzzleId: 'B1A-1',
      ...played,
      timeStar: true,
      noerrorsStar: true,
      finishedStar: true,
      hintsUsed: 0,
    });
    const { move, progress } = endMove('continue', perfect, played);
    expect(move).toEqual({ kind: 'puzzle', ...PROGRESS_STEPS[2] });
    expect(progress.currentStep).toBe(2);
  });
});
